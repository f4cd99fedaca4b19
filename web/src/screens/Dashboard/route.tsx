// /dashboard: preloads DashboardQuery from the route, before the screen renders.
import { Suspense } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { DashboardQuery } from '../../__generated__/DashboardQuery.graphql';
import { Banner } from '../../components/Banner';
import { FullPageSpinner } from '../../components/Spinner';
import { preloadQuery } from '../../relay/preload';
import { Dashboard, DashboardQueryDef } from './Dashboard';

export const loader = () => preloadQuery<DashboardQuery>(DashboardQueryDef, {});

export function Component() {
  const queryRef = useLoaderData() as PreloadedQuery<DashboardQuery> | null;
  if (!queryRef) return null;
  return (
    <Suspense fallback={<FullPageSpinner label="Loading your synth" />}>
      <Dashboard queryRef={queryRef} />
    </Suspense>
  );
}

export function ErrorBoundary() {
  return (
    <Banner tone="danger" role="alert">
      Unable to load your dashboard. Please try refreshing the page.
    </Banner>
  );
}
