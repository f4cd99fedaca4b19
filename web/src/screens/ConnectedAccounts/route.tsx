// /settings/connected-accounts: preloads ConnectedAccountsQuery from the route, before the screen renders.
import { PageLoadFailed, PageLoading } from '../../layout/PageStates';
import { queryRoute } from '../../relay/preloadedRoute';
import { CONNECTED_ACCOUNTS_TEXT, ConnectedAccounts, ConnectedAccountsQueryDef } from './ConnectedAccounts';

const heading = <h1>{CONNECTED_ACCOUNTS_TEXT.title}</h1>;

export const { loader, Component } = queryRoute(
  ConnectedAccountsQueryDef,
  ConnectedAccounts,
  <PageLoading heading={heading} text={CONNECTED_ACCOUNTS_TEXT.loading} />,
);

export function ErrorBoundary() {
  return <PageLoadFailed heading={heading} text={CONNECTED_ACCOUNTS_TEXT.loadFailed} />;
}
