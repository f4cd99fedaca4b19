import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import { isFinished } from '../synth/runStatus';
import type { GraphQLSubscriptionConfig, RecordSourceProxy } from 'relay-runtime';
import type {
  useSynthUpdatedSubscription as Subscription,
  useSynthUpdatedSubscription$data,
} from '../__generated__/useSynthUpdatedSubscription.graphql';

const synthUpdatedSubscription = graphql`
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
 * Writes an update onto its run's record in the store: status, counts and progress, which the
 * update carries beside the run rather than inside it. A run the store does not hold yet is left
 * alone: the run mutation's answer brings it, and the editor replays the updates that came first.
 */
export function recordRunUpdate(store: RecordSourceProxy, update: SynthUpdate): void {
  const run = update.runId ? store.get(update.runId) : null;
  if (!run) return;
  run.setValue(update.status, 'status');
  run.setValue(update.stats.articlesFetched, 'articlesFetched');
  run.setValue(update.stats.articlesFiltered, 'articlesFiltered');
  run.setValue(update.stats.articlesProcessed, 'articlesProcessed');
  if (isFinished(update.status) && update.stats.lastRun) run.setValue(update.stats.lastRun, 'finishedAt');
  const progress = run.getLinkedRecord('progress') ?? store.create(`client:${run.getDataID()}:progress`, 'Progress');
  progress.setValue(update.progress.current, 'current');
  progress.setValue(update.progress.total, 'total');
  progress.setValue(update.progress.percent, 'percent');
  run.setLinkedRecord(progress, 'progress');
}

/**
 * Live progress and stats of a saved synth, or of all the viewer's runs (previews of unsaved
 * synths included) when synthId is null. The synth and run records in the store update themselves
 * (the panels re-render); onUpdate gets every event for run bookkeeping.
 */
export function useSynthUpdatedSubscription(synthId: string | null, onUpdate: (update: SynthUpdate) => void): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription: synthUpdatedSubscription,
      variables: { synthId },
      updater: (store, data) => data && recordRunUpdate(store, data.synthUpdated),
      onNext: (data) => data && onUpdate(data.synthUpdated),
      onError: (err) => console.error('synthUpdated subscription failed', err),
    }),
    [synthId, onUpdate],
  );
  useSubscription<Subscription>(config);
}
