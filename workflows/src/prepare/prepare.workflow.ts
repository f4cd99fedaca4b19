import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import { log, patched, proxyActivities, startChild } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { failureMessage, inBatchesAtOnce } from './batches-at-once';
import { PLANNING_OPTIONS } from './activity-options';
import { prepareSlotWorkflowId, slotStartsWorkflowId } from './prepare-slot-id';
import { startSlotRunsWorkflow } from './slot-starts.workflow';

export { prepareSlotWorkflowId, slotStartsWorkflowId };

const look = proxyActivities<Activities>(PLANNING_OPTIONS);
// A batch heartbeats while it works, so a dead worker's batch is retried within 30 s; the retry
// finds the summaries already stored and asks the model only for the rest.
const prep = proxyActivities<Activities>({
  startToCloseTimeout: '10 minutes',
  heartbeatTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 5 },
});

/** Batches prepared at once: enough to keep the model busy, few enough to leave the worker to the runs of other minutes. */
const BATCHES_AT_ONCE = 4;

export interface PrepareSlotResult {
  minute: string;
  synths: number;
  feeds: number;
  summaries: number;
  written: number;
  failed: number;
  /** Batches that failed every try: their synths' runs do that work at the slot. */
  batchesFailed: number;
}

/** Reads the feeds of every synth due at `minute` and writes the summaries their runs will look up. */
export async function prepareSlotWorkflow({ minute }: { minute: string }): Promise<PrepareSlotResult> {
  const plan = await prep.planSlotPreparation({ minute });
  const result: PrepareSlotResult = {
    minute,
    synths: plan.synths,
    feeds: 0,
    summaries: 0,
    written: 0,
    failed: 0,
    batchesFailed: 0,
  };
  if (!plan.synths) return result;
  result.feeds = (await prep.prepareFeeds({ minute })).feeds;
  result.batchesFailed = await inBatchesAtOnce(
    plan.batches.length,
    BATCHES_AT_ONCE,
    async (i) => {
      const batch = await prep.prepareSynths({ minute, fromId: plan.batches[i], toId: plan.batches[i + 1] ?? null });
      result.summaries += batch.summaries;
      result.written += batch.written;
      result.failed += batch.failed;
    },
    // The pass only saves the slot work: a batch that failed all its tries leaves its synths' runs
    // to summarise at the slot, and the other batches still prepare theirs.
    (batch, err) =>
      log.warn('A batch of the prepare pass failed; its runs will summarise at the slot', {
        minute,
        batch,
        error: failureMessage(err),
      }),
  );
  return result;
}

/** Starts a child for the minute once: false when it was started before. */
async function startOnce(
  workflow: typeof prepareSlotWorkflow | typeof startSlotRunsWorkflow,
  workflowId: string,
  minute: string,
): Promise<boolean> {
  try {
    await startChild(workflow, {
      workflowId,
      args: [{ minute }],
      // It outlives the look that started it, and runs once per minute even after it ended.
      parentClosePolicy: 'ABANDON',
      workflowIdReusePolicy: 'REJECT_DUPLICATE',
    });
    return true;
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    return false;
  }
}

/**
 * Started every minute by its schedule: starts the prepare pass of each busy minute ahead that has
 * none yet, and the starter of its runs at the slot. A minute stays in view for the whole lead time,
 * so a pass missed at one look (a worker down, synths saved late) starts at the next.
 */
export async function prepareBusyMinutesWorkflow(): Promise<string[]> {
  const minutes = await look.findBusyMinutes({ now: new Date().toISOString() });
  const started: string[] = [];
  for (const minute of minutes) {
    if (await startOnce(prepareSlotWorkflow, prepareSlotWorkflowId(minute), minute)) started.push(minute);
    // Looks recorded before busy minutes' runs were started at the slot replay without it.
    if (patched('slot-starts')) await startOnce(startSlotRunsWorkflow, slotStartsWorkflowId(minute), minute);
  }
  return started;
}
