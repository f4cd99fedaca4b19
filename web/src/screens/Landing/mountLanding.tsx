// The standalone landing page's own entry. The build bundles it separately, with Preact standing in
// for React (see web/vite.config.ts), so a signed-out visitor's first page loads a fraction of the
// JavaScript; the dev server serves it with React.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { StandaloneLanding } from './StandaloneLanding';

/**
 * Shows the live landing page in `container`; returns how to take it down before the app starts.
 * Where the prerendered page is already on screen it is hydrated, not rendered again: the nodes
 * stay as painted, so the largest paint is the first one.
 */
export function mountLanding(container: HTMLElement, openApp: (path: string) => void): () => void {
  const page = <StandaloneLanding openApp={openApp} />;
  if (container.firstChild) {
    const hydrated = hydrateRoot(container, page);
    return () => hydrated.unmount();
  }
  const root = createRoot(container);
  root.render(page);
  return () => root.unmount();
}
