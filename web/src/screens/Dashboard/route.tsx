// /dashboard: preloads the dashboard query and the editor's catalogue from the route, side by side, before the screen renders.
import type { DashboardQuery } from '../../__generated__/DashboardQuery.graphql';
import type { EditorCatalogQuery } from '../../__generated__/EditorCatalogQuery.graphql';
import { Banner } from '../../components/Banner';
import { FullPageSpinner } from '../../components/Spinner';
import { preloadQuery } from '../../relay/preload';
import { preloadedRoute } from '../../relay/preloadedRoute';
import { Dashboard, DashboardQueryDef } from './Dashboard';
import { EditorCatalogQueryDef } from './EditorCatalog';

async function loadDashboard() {
  const [queryRef, catalogRef] = await Promise.all([
    preloadQuery<DashboardQuery>(DashboardQueryDef, {}),
    // The catalogue only changes with a deploy: one fetch a session is enough.
    preloadQuery<EditorCatalogQuery>(EditorCatalogQueryDef, {}, 'store-or-network'),
  ]);
  return queryRef && catalogRef ? { queryRef, catalogRef } : null;
}

export const { loader, Component } = preloadedRoute(
  loadDashboard,
  Dashboard,
  <FullPageSpinner label="Loading your synth" />,
);

export function ErrorBoundary() {
  return (
    <Banner tone="danger" role="alert">
      Unable to load your dashboard. Please try refreshing the page.
    </Banner>
  );
}
