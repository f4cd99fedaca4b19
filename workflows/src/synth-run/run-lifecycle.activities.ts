import type { EntityManager } from '@mikro-orm/postgresql';
import { RunStatus, type RunWorkflowResult } from '@synth/core/runs';
import { inTransaction } from '@synth/core/db';
import type { ActivityDeps } from '../deps';
import { untilItsSlot } from '../prepare/made-ahead-lead';
import { endRun } from './end-run';
import { recordRunStartOnce, type StartedRun, type StartRunInput } from './record-run-start';
import { runSearchAttributes } from './run-search-attributes';

export function lifecycleActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork() as EntityManager;
  const tags = (synthId: string | null, userId: string | null, trigger: string) =>
    deps.searchAttributesReady ? runSearchAttributes({ synthId, userId, trigger }) : [];

  return {
    /** Creates the run row for scheduled runs (idempotent per workflow) and marks the run started. */
    async startRun(input: StartRunInput): Promise<StartedRun> {
      if (input.madeAhead) await untilItsSlot(input.scheduledFor);
      // The row, the start, its first line and live update: one transaction.
      const started = await recordRunStartOnce(em, input, tags);
      return input.taggedAtStart ? { ...started, searchAttributes: [] } : started;
    },

    /** Records the outcome once: stats on the synth, the execution counter, the final event (one transaction). */
    async finishRun(input: {
      runId: string;
      status: 'succeeded' | 'failed' | 'canceled';
      error?: string | null;
    }): Promise<RunWorkflowResult> {
      const db = em();
      return inTransaction(db, () => endRun(db, input.runId, input.status as RunStatus, input.error ?? null));
    },
  };
}
