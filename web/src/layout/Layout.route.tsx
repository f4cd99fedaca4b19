// Route module of the signed-in layout: preloads the sidebar's query before the layout renders.
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { SidebarQuery } from '../__generated__/SidebarQuery.graphql';
import { preloadQuery } from '../relay/preload';
import { AppLayout } from './AppLayout';
import { SidebarQueryDef } from './Sidebar';

export const loader = () => preloadQuery<SidebarQuery>(SidebarQueryDef, {});

export function Component() {
  // Loader data is the PreloadedQuery itself; react-router's serialisation types do not model it.
  const sidebarQuery = useLoaderData() as PreloadedQuery<SidebarQuery> | null;
  return <AppLayout sidebarQuery={sidebarQuery} />;
}
