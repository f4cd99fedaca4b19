// A busy minute's runs, started at the slot by one workflow instead of a thousand schedules: the
// server's scheduler starts about 30 workflows a second, so the last of a thousand synths due in one
// minute would start half a minute late. When the minute is planned, its runs are made ahead to
// begin at the slot (runs-ahead.activities). At the slot every due synth's run is recorded as
// started (its row running, its first line, its live update) and its workflow started, or found
// made, by the id its schedule would give it.
import { Context } from '@temporalio/activity';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import pLimit from 'p-limit';
import { scheduledRunWorkflowIdFor, type RunWorkflowInput } from '@synth/core/runs';
import { synthsDueAt } from '@synth/core/schedules';
import type { ActivityDeps } from '../deps';
import { startScheduledRun } from '../schedules/scheduled-run';
import { recordScheduledRunStarts } from '../synth-run/record-run-start';
import { heartbeatIfLong, withHeartbeats } from '../synth-run/with-heartbeats';
import { dueSynths, scheduleFires } from './due-synths';
import { startMakingRunsAhead } from './runs-ahead.activities';

/** Synths per batch activity: a retry starts again at most this many (their recorded starts are kept). */
const STARTS_PER_BATCH = 250;
/** Workflow starts in flight at once per batch. */
const STARTS_AT_ONCE = 16;
/** Ids read at a time while planning the batches. */
const PLAN_PAGE = 5_000;

/** A batch of the minute's synths by id: from `fromId` (included) to `toId` (excluded); null is open. */
export interface SlotStartRange {
  fromId: string | null;
  toId: string | null;
}

export interface SlotStartsDone {
  /** Runs this batch recorded and started, or found made ahead. */
  started: number;
  /** Runs already ended when their batch came to them: made ahead, or started by their schedule first. */
  startedByTheirSchedule: number;
  /** Runs recorded as skipped (the trial's cap): their workflows end at once, as their schedule's would. */
  skipped: number;
}

export function slotStartActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork() as EntityManager;

  return {
    /**
     * The batches the slot's runs are started in, planned ahead of the slot. The first and the last
     * are open-ended, so a synth saved after the plan is started with the others. None when the
     * setting leaves the starts to the schedules.
     */
    async planSlotStarts({ minute }: { minute: string }): Promise<{ ranges: SlotStartRange[] }> {
      if (!deps.config.prepare.startsRuns) return { ranges: [] };
      // Every STARTS_PER_BATCH-th due synth's id, after the first, begins a batch.
      const bounds: string[] = [];
      let seen = 0;
      for (let fromId: string | null | undefined = null; fromId !== undefined;) {
        const ids = await synthsDueAt(em(), new Date(minute), { fromId, limit: PLAN_PAGE + 1 });
        for (const id of ids.slice(0, PLAN_PAGE)) {
          if (seen > 0 && seen % STARTS_PER_BATCH === 0) bounds.push(id);
          seen++;
        }
        fromId = ids[PLAN_PAGE];
      }
      if (!seen) return { ranges: [] };
      const starts = [null, ...bounds];
      const ranges = starts.map((fromId, i) => ({ fromId, toId: bounds[i] ?? null }));
      await startMakingRunsAhead(Context.current().client, deps.config.temporal.taskQueue, minute, ranges);
      return { ranges };
    },

    /** Records the start of each due synth's run in one batch, then starts their workflows or finds them made. */
    async startSlotRuns({ minute, fromId, toId }: { minute: string } & SlotStartRange): Promise<SlotStartsDone> {
      return withHeartbeats(async () => {
        const slot = new Date(minute);
        const began = Date.now();
        const db = em();
        const synths = await dueSynths(db, slot, { fromId, toId }, scheduleFires);
        // Every run of the batch shows as started before any of them is taken in hand by a worker.
        const starts = synths.map((synth) => ({
          synth,
          workflowId: scheduledRunWorkflowIdFor(synth.id, slot),
          scheduledFor: minute,
        }));
        // Only what the starts need is kept: the batch's entities are let go while its runs go on.
        const recorded = (await recordScheduledRunStarts(db, em, starts)).map((started, i) => ({
          synthId: starts[i].synth.id,
          userId: starts[i].synth.user.id,
          workflowId: starts[i].workflowId,
          started,
        }));
        db.clear();
        heartbeatIfLong();
        const recordedAt = Date.now();
        const { client } = Context.current();
        const start = pLimit(STARTS_AT_ONCE);
        const done: SlotStartsDone = {
          started: 0,
          startedByTheirSchedule: recorded.filter((r) => r.started.finished).length,
          skipped: 0,
        };
        const outcomes = await Promise.allSettled(
          recorded
            // A run already ended was started and finished by its schedule: nothing is left to start.
            .filter((r) => r.started.runId && !r.started.finished)
            .map(({ synthId, userId, workflowId, started }) =>
              start(async () => {
                const input: RunWorkflowInput = { synthId, runId: started.runId, trigger: 'scheduled' };
                try {
                  // A run made ahead is found, not started again.
                  await startScheduledRun(
                    client,
                    { taskQueue: deps.config.temporal.taskQueue, searchAttributesReady: deps.searchAttributesReady },
                    { synthId, userId, workflowId, input },
                    { useExisting: true },
                  );
                  if (started.skipped) done.skipped++;
                  else done.started++;
                } catch (err) {
                  if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
                  done.startedByTheirSchedule++;
                } finally {
                  heartbeatIfLong();
                }
              }),
            ),
        );
        console.log(
          `[worker] slot ${minute}: ${recorded.length} run starts recorded in ${((recordedAt - began) / 1000).toFixed(1)} s, their workflows started in ${((Date.now() - recordedAt) / 1000).toFixed(1)} s (${done.startedByTheirSchedule} had ended already)`,
        );
        // A start the server refused for another reason fails the batch; its retry finds the rest started.
        const failed = outcomes.find((o) => o.status === 'rejected');
        if (failed) throw failed.reason;
        return done;
      });
    },
  };
}
