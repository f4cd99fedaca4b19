// A busy minute's runs, made ahead of the slot: each due synth's run workflow is made with a start
// delay to the slot (less a moment, see made-ahead-lead), so it exists durably before the slot and
// begins at it, and only then is its schedule told to skip that slot. The schedule does not also try
// to start the run (Temporal would refuse it by the id and log the refusal, once per run), and a run
// that was not made is started at the slot by the starter, with its schedule firing too as before.
import { Context } from '@temporalio/activity';
import type { Client } from '@temporalio/client';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import pLimit from 'p-limit';
import { scheduledRunWorkflowIdFor, type RunWorkflowInput } from '@synth/core/runs';
import type { ActivityDeps } from '../deps';
import { startScheduledRun } from '../schedules/scheduled-run';
import { skipSlot } from '../schedules/slot-skips';
import { heartbeatIfLong, withHeartbeats } from '../synth-run/with-heartbeats';
import { dueSynths, scheduleFires } from './due-synths';
import { MADE_AHEAD_LEAD_MS } from './made-ahead-lead';
import { slotRunsAheadWorkflowId } from './prepare-slot-id';
import type { SlotStartRange } from './slot-starts.activities';

/** Runs are made ahead only while at least this long is left before the slot. */
const MADE_AHEAD_UNTIL_MS = 10_000;
/** Runs made at once per batch: each waits mostly on Temporal reading and updating its schedule. */
const MADE_AT_ONCE = 16;

/**
 * Starts the making of a minute's runs ahead, once per minute, if there is time for it: called by
 * the slot's starter as it plans the minute, with the same batches.
 */
export async function startMakingRunsAhead(
  client: Client,
  taskQueue: string,
  minute: string,
  ranges: SlotStartRange[],
): Promise<void> {
  if (Date.parse(minute) - Date.now() < 2 * MADE_AHEAD_UNTIL_MS) return;
  await client.workflow
    .start('makeSlotRunsAheadWorkflow', {
      taskQueue,
      workflowId: slotRunsAheadWorkflowId(minute),
      args: [{ minute, ranges }],
      // A second plan of the minute (a retry) finds it started.
      workflowIdConflictPolicy: 'USE_EXISTING',
      workflowIdReusePolicy: 'REJECT_DUPLICATE',
    })
    .catch((err: unknown) => {
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    });
}

export function runsAheadActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork() as EntityManager;

  return {
    /** Makes the runs of a batch of the minute's synths ahead, then has each one's schedule skip the slot. */
    async makeSlotRunsAhead({
      minute,
      fromId,
      toId,
    }: { minute: string } & SlotStartRange): Promise<{ made: number; skipsWritten: number }> {
      return withHeartbeats(async () => {
        const slot = new Date(minute);
        const { client } = Context.current();
        const synths = await dueSynths(em(), slot, { fromId, toId }, scheduleFires);
        const limit = pLimit(MADE_AT_ONCE);
        const done = { made: 0, skipsWritten: 0 };
        await Promise.all(
          synths.map((synth) =>
            limit(async () => {
              const startDelayMs = slot.getTime() - MADE_AHEAD_LEAD_MS - Date.now();
              if (startDelayMs < MADE_AHEAD_UNTIL_MS) return;
              const input: RunWorkflowInput = { synthId: synth.id, trigger: 'scheduled', madeAhead: true };
              try {
                await startScheduledRun(
                  client,
                  { taskQueue: deps.config.temporal.taskQueue, searchAttributesReady: deps.searchAttributesReady },
                  {
                    synthId: synth.id,
                    userId: synth.user.id,
                    workflowId: scheduledRunWorkflowIdFor(synth.id, slot),
                    input,
                  },
                  { startDelayMs },
                );
              } catch (err) {
                // Made by an earlier try of this batch, which may not have written its skip.
                if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
              }
              done.made++;
              // A skip not written leaves the schedule to fire at the slot and find its run made.
              if (await skipSlot(client, synth, slot)) done.skipsWritten++;
              heartbeatIfLong();
            }),
          ),
        );
        return done;
      });
    },
  };
}
