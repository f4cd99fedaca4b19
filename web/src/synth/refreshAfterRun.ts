/* eslint-disable relay/unused-fields, relay/must-colocate-fragment-spreads -- the query only refreshes the store for the components that read these records */
import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { refreshAfterRunQuery } from '../__generated__/refreshAfterRunQuery.graphql';
import { toast } from '../toast/toastStore';

const query = graphql`
  query refreshAfterRunQuery($synthId: ID!, $hasSynth: Boolean!) {
    viewer {
      user {
        id
        executionsUsed
        trialDaysLeft
        subscriptionStatus
      }
    }
    node(id: $synthId) @include(if: $hasSynth) {
      ...SynthStatusPanel_synth
      ...RssFeedSources_synth
      ...ExecutionSummary_synth
    }
  }
`;

/** After a run: the trial's execution count (and the saved synth's stats, feed health and the latest run's feed failures) from the server. */
export async function refreshAfterRun(environment: Environment, synthId: string | null): Promise<void> {
  try {
    await fetchQuery<refreshAfterRunQuery>(
      environment,
      query,
      { synthId: synthId ?? '', hasSynth: !!synthId },
      { fetchPolicy: 'network-only' },
    ).toPromise();
  } catch (err) {
    console.error('Trial status refresh failed', err);
    toast({ title: 'Error', description: 'Failed to load trial status. Please try again.', variant: 'destructive' });
  }
}
