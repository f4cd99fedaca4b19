import { log, proxyActivities, sleep } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { failureMessage, inBatchesAtOnce } from './batches-at-once';
import { PLANNING_OPTIONS } from './activity-options';

const plan = proxyActivities<Activities>(PLANNING_OPTIONS);
// A batch heartbeats while it works, so a dead worker's batch is retried within 30 s; the retry
// finds its runs' starts recorded and their workflows started, and starts only the rest.
const starts = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 seconds', maximumAttempts: 6 },
});

/** Batches started at once: each records its runs' starts, then starts their workflows. */
const BATCHES_AT_ONCE = 4;

export interface SlotStartsResult {
  minute: string;
  batches: number;
  started: number;
  /** Runs already ended when their batch came to them (the name is older than runs made ahead). */
  startedByTheirSchedule: number;
  skipped: number;
  /** Batches that failed every try: their synths' schedules start their runs. */
  batchesFailed: number;
}

/**
 * Starts the runs of every synth due at a busy `minute`, at that minute: planned when the minute is
 * first seen ahead, then a durable timer to the slot, then the batches (see slot-starts.activities).
 * The synths' own schedules fire at the slot too and start any run this misses.
 */
export async function startSlotRunsWorkflow({ minute }: { minute: string }): Promise<SlotStartsResult> {
  const { ranges } = await plan.planSlotStarts({ minute });
  const result: SlotStartsResult = {
    minute,
    batches: ranges.length,
    started: 0,
    startedByTheirSchedule: 0,
    skipped: 0,
    batchesFailed: 0,
  };
  if (!ranges.length) return result;
  await sleep(Math.max(0, Date.parse(minute) - Date.now()));
  result.batchesFailed = await inBatchesAtOnce(
    ranges.length,
    BATCHES_AT_ONCE,
    async (i) => {
      const done = await starts.startSlotRuns({ minute, ...ranges[i] });
      result.started += done.started;
      result.startedByTheirSchedule += done.startedByTheirSchedule;
      result.skipped += done.skipped;
    },
    // The other batches still start theirs; this one's runs are started by their schedules.
    (batch, err) =>
      log.warn("A batch of the slot's starts failed; its synths' schedules start their runs", {
        minute,
        batch,
        error: failureMessage(err),
      }),
  );
  return result;
}
