// Workflow code: the prepare pass and the slot's starter each work through a minute's batches a few
// at a time, and one batch failing every try must not stop the others.
import { isCancellation } from '@temporalio/workflow';

/**
 * Runs `work` for batches 0…count-1, at most `atOnce` at a time, each taken in order as one ends.
 * A batch that throws is handed to `failed` and the others go on; a cancellation ends them all.
 * Returns how many failed.
 */
export async function inBatchesAtOnce(
  count: number,
  atOnce: number,
  work: (batch: number) => Promise<void>,
  failed: (batch: number, err: unknown) => void,
): Promise<number> {
  let next = 0;
  let failures = 0;
  const lane = async () => {
    while (next < count) {
      const batch = next++;
      try {
        await work(batch);
      } catch (err) {
        if (isCancellation(err)) throw err;
        failures++;
        failed(batch, err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, count) }, lane));
  return failures;
}

/** A failure's message for the workflow's log. */
export const failureMessage = (err: unknown): string => (err instanceof Error ? err.message : String(err));
