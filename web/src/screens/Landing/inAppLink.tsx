import { createContext, useContext, type ComponentProps, type MouseEvent } from 'react';
import { ButtonAnchor } from '../../components/Button';

/**
 * How the landing page moves to another page of the app. The landing page is first shown without
 * the router (so its JavaScript stays small); there, a link click starts the full app at the new
 * path. Inside the router it is the router's navigate. Without either, a plain page load.
 */
export const LandingNavigation = createContext<(to: string) => void>((to) => window.location.assign(to));

/** Props for an <a> to an app path: a real href (new tab, copy link), a same-tab click navigates in-app. */
function useInAppLink(to: string) {
  const navigate = useContext(LandingNavigation);
  return {
    href: to,
    onClick(e: MouseEvent<HTMLAnchorElement>) {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
      e.preventDefault();
      navigate(to);
    },
  };
}

/** A button-styled link to an app path (the landing page's stand-in for ButtonLink). */
export function AppButtonLink({
  to,
  ...rest
}: { to: string } & Omit<ComponentProps<typeof ButtonAnchor>, 'href' | 'onClick'>) {
  return <ButtonAnchor {...useInAppLink(to)} {...rest} />;
}

/** A plain link to an app path. */
export function AppLink({ to, ...rest }: { to: string } & Omit<ComponentProps<'a'>, 'href' | 'onClick'>) {
  return <a {...useInAppLink(to)} {...rest} />;
}
