// /dashboard: preloads the dashboard query and the editor's catalogue from the route, side by side, before the screen renders.
import { Suspense } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { DashboardQuery } from '../../__generated__/DashboardQuery.graphql';
import type { EditorCatalogQuery } from '../../__generated__/EditorCatalogQuery.graphql';
import { Banner } from '../../components/Banner';
import { FullPageSpinner } from '../../components/Spinner';
import { preloadQuery } from '../../relay/preload';
import { Dashboard, DashboardQueryDef } from './Dashboard';
import { EditorCatalogQueryDef } from './EditorCatalog';

interface DashboardRefs {
  queryRef: PreloadedQuery<DashboardQuery>;
  catalogRef: PreloadedQuery<EditorCatalogQuery>;
}

export async function loader(): Promise<DashboardRefs | null> {
  const [queryRef, catalogRef] = await Promise.all([
    preloadQuery<DashboardQuery>(DashboardQueryDef, {}),
    // The catalogue only changes with a deploy: one fetch a session is enough.
    preloadQuery<EditorCatalogQuery>(EditorCatalogQueryDef, {}, 'store-or-network'),
  ]);
  return queryRef && catalogRef ? { queryRef, catalogRef } : null;
}

export function Component() {
  const refs = useLoaderData() as DashboardRefs | null;
  if (!refs) return null;
  return (
    <Suspense fallback={<FullPageSpinner label="Loading your synth" />}>
      <Dashboard queryRef={refs.queryRef} catalogRef={refs.catalogRef} />
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
