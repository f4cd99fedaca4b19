/* eslint-disable relay/unused-fields -- the answer only matters as success or failure; the screens refetch what they show */
import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { refreshSubscriptionStatusQuery } from '../__generated__/refreshSubscriptionStatusQuery.graphql';

const query = graphql`
  query refreshSubscriptionStatusQuery {
    subscriptionStatus(force: true) {
      status
    }
  }
`;

/** Asks the server to re-read the subscription from the billing provider; resolves true when it could. */
export async function refreshSubscriptionStatus(environment: Environment): Promise<boolean> {
  try {
    await fetchQuery<refreshSubscriptionStatusQuery>(
      environment,
      query,
      {},
      { fetchPolicy: 'network-only' },
    ).toPromise();
    return true;
  } catch (err) {
    console.error('Subscription status refresh failed', err);
    return false;
  }
}
