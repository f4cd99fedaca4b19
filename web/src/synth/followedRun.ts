import { graphql, readInlineData } from 'react-relay';
import type { followedRun_run$key } from '../__generated__/followedRun_run.graphql';
import type { SynthUpdate } from '../subscriptions/useSynthUpdatedSubscription';

/**
 * What the editor follows of a run it started: the run mutations answer with it (so the store holds
 * the run from its first moment) and the catch-up read after a reconnect asks for it again.
 */
const followedRunFragment = graphql`
  fragment followedRun_run on SynthRun @inline {
    id
    status
    error
    articlesFetched
    articlesFiltered
    articlesProcessed
    finishedAt
    progress {
      current
      total
      percent
    }
    # The editor shows the run's progress and, for an unsaved synth, its counts, from the store.
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the editor hands the run to these panels
    ...ExecutionSummary_run
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the editor hands the run to these panels
    ...SynthStatusPanel_run
  }
`;

/** The run a run mutation answered with: its id, and the key the editor's panels read it by. */
export function readFollowedRun(key: followedRun_run$key) {
  return readInlineData(followedRunFragment, key);
}

/** What the editor's panels read of the run it follows. */
export type FollowedRun = ReturnType<typeof readFollowedRun>;

/** The run as a live update would have reported it; null when the answer lacks what an update needs. */
export function runAsUpdate(key: followedRun_run$key | null | undefined): SynthUpdate | null {
  if (!key) return null;
  const r = readInlineData(followedRunFragment, key);
  if (!r.id || !r.status || !r.progress) return null;
  return {
    synthId: null,
    runId: r.id,
    updateType: r.status === 'failed' ? 'error' : 'info',
    message: r.error ?? '',
    status: r.status,
    progress: { current: r.progress.current, total: r.progress.total, percent: r.progress.percent },
    stats: {
      articlesFetched: r.articlesFetched ?? 0,
      articlesFiltered: r.articlesFiltered ?? 0,
      articlesProcessed: r.articlesProcessed ?? 0,
      lastRun: r.finishedAt ?? null,
    },
    synth: null,
  };
}
