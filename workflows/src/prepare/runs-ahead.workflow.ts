import { log, proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { failureMessage, inBatchesAtOnce } from './batches-at-once';
import type { SlotStartRange } from './slot-starts.activities';

// A batch heartbeats while it works, so a dead worker's batch is tried again within 30 s; the
// retry finds the runs it made and makes only the rest.
const making = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 seconds', maximumAttempts: 5 },
});

/** Batches made at once: each waits mostly on Temporal's answers, not on the worker. */
const BATCHES_AT_ONCE = 2;

export interface RunsAheadResult {
  minute: string;
  made: number;
  skipsWritten: number;
  /** Batches that failed every try: their runs are started at the slot and their schedules fire. */
  batchesFailed: number;
}

/**
 * Makes the runs of a busy `minute` ahead of it, to begin at the slot, and has each one's schedule
 * skip the slot (see runs-ahead.activities); started by the slot's starter as it plans the minute.
 */
export async function makeSlotRunsAheadWorkflow({
  minute,
  ranges,
}: {
  minute: string;
  ranges: SlotStartRange[];
}): Promise<RunsAheadResult> {
  const result: RunsAheadResult = { minute, made: 0, skipsWritten: 0, batchesFailed: 0 };
  result.batchesFailed = await inBatchesAtOnce(
    ranges.length,
    BATCHES_AT_ONCE,
    async (i) => {
      const done = await making.makeSlotRunsAhead({ minute, ...ranges[i] });
      result.made += done.made;
      result.skipsWritten += done.skipsWritten;
    },
    (batch, err) =>
      log.warn("A batch of the minute's runs was not made ahead; they start at the slot", {
        minute,
        batch,
        error: failureMessage(err),
      }),
  );
  return result;
}
