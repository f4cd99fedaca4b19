import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type {
  useSynthUpdatedSubscription as Subscription,
  useSynthUpdatedSubscription$data,
} from '../__generated__/useSynthUpdatedSubscription.graphql';

export const synthUpdatedSubscription = graphql`
  subscription useSynthUpdatedSubscription($synthId: ID) {
    synthUpdated(synthId: $synthId) {
      synthId
      runId
      updateType
      message
      status
      progress {
        current
        total
        percent
      }
      stats {
        articlesFetched
        articlesFiltered
        articlesProcessed
        lastRun
      }
      synth {
        id
        status
        lastRunAt
        ...SynthStatusPanel_synth
        # The dashboard's latest-run card follows the run as it goes.
        # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the store update is the point; LatestRunCard reads it
        ...LatestRunCard_synth
      }
    }
  }
`;

export type SynthUpdate = useSynthUpdatedSubscription$data['synthUpdated'];

/**
 * Live progress and stats of a saved synth, or of all the viewer's runs (previews of unsaved
 * synths included) when synthId is null. The synth record in the store updates itself (the status
 * panel re-renders); onUpdate gets every event for run bookkeeping.
 */
export function useSynthUpdatedSubscription(synthId: string | null, onUpdate: (update: SynthUpdate) => void): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription: synthUpdatedSubscription,
      variables: { synthId },
      onNext: (data) => data && onUpdate(data.synthUpdated),
      onError: (err) => console.error('synthUpdated subscription failed', err),
    }),
    [synthId, onUpdate],
  );
  useSubscription<Subscription>(config);
}
