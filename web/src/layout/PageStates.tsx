import type { ComponentType, ReactNode } from 'react';
import { Banner } from '../components/Banner';
import { PageColumn } from './PageColumn';

/** What a route shows before or instead of its screen, inside the screen's own page frame (PageColumn unless told). */
interface PageStateProps {
  heading?: ReactNode;
  text: string;
  Frame?: ComponentType<{ children?: ReactNode }>;
}

/** Waiting for the route's data: the heading, then one status line. */
export function PageLoading({ heading, text, Frame = PageColumn }: PageStateProps) {
  return (
    <Frame>
      {heading}
      <p role="status">{text}</p>
    </Frame>
  );
}

/** The route's data failed to load: the heading, the danger banner, then what the page shows with no data. */
export function PageLoadFailed({
  heading,
  text,
  Frame = PageColumn,
  children,
}: PageStateProps & { children?: ReactNode }) {
  return (
    <Frame>
      {heading}
      <Banner tone="danger" role="alert">
        {text}
      </Banner>
      {children}
    </Frame>
  );
}
