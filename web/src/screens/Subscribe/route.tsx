// /subscribe: preloads SubscribeQuery from the route, before the screen renders.
import { Suspense } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { SubscribeQuery } from '../../__generated__/SubscribeQuery.graphql';
import { FullPageSpinner } from '../../components/Spinner';
import { preloadQuery } from '../../relay/preload';
import { Subscribe, SubscribeQueryDef } from './Subscribe';

export const loader = () => preloadQuery<SubscribeQuery>(SubscribeQueryDef, {});

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<SubscribeQuery> | null;
  if (!queryRef) return null;
  return (
    <Suspense fallback={<FullPageSpinner label="Loading your subscription" />}>
      <Subscribe queryRef={queryRef} />
    </Suspense>
  );
}

/** Dropping the handled ?success/?canceled/?checkout parameters must not reload the query. */
export const shouldRevalidate = ({ currentUrl, nextUrl, defaultShouldRevalidate }: { currentUrl: URL; nextUrl: URL; defaultShouldRevalidate: boolean }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
