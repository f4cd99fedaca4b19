// /subscribe: preloads SubscribeQuery from the route, before the screen renders.
import { FullPageSpinner } from '../../components/Spinner';
import { queryRoute } from '../../relay/preloadedRoute';
import { Subscribe, SubscribeQueryDef } from './Subscribe';

export const { loader, Component } = queryRoute(
  SubscribeQueryDef,
  Subscribe,
  <FullPageSpinner label="Loading your subscription" />,
);

/** Dropping the handled ?success/?canceled/?checkout parameters must not reload the query. */
export const shouldRevalidate = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);
