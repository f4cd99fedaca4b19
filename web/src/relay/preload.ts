import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { FetchPolicy, GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { sessionStore } from '../auth/sessionStore';
import { getEnvironment } from './environment';

/**
 * Starts a screen's one query from its route loader, before the screen renders. Waits for the session probe so a
 * signed-out visitor does not fire a request that can only answer 401; the guard redirects them. By default the
 * store's copy shows at once and the network refreshes it; data that only a deploy changes can ask for
 * 'store-or-network', which asks the server only when the store lacks it.
 */
export async function preloadQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
  fetchPolicy: FetchPolicy = 'store-and-network',
): Promise<PreloadedQuery<T> | null> {
  const { user } = await sessionStore.whenReady();
  if (!user) return null;
  return loadQuery<T>(getEnvironment(), query, variables, { fetchPolicy });
}
