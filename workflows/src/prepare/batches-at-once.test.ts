import { describe, expect, it } from 'vitest';
import { CancelledFailure } from '@temporalio/common';
import { inBatchesAtOnce } from './batches-at-once';

const settle = () => new Promise((r) => setTimeout(r, 0));

/** Batches that end only when told to, recording which started. */
function controllableBatches() {
  const started: number[] = [];
  const end = new Map<number, { ok: () => void; fail: (err: Error) => void }>();
  const work = (batch: number) =>
    new Promise<void>((ok, fail) => {
      started.push(batch);
      end.set(batch, { ok, fail });
    });
  return { work, started, end };
}

describe('a minute’s batches, a few at a time', () => {
  it('works on at most the given number at once and takes the next in order as one ends', async () => {
    const { work, started, end } = controllableBatches();
    const done = inBatchesAtOnce(5, 2, work, () => {});
    await settle();
    expect(started).toEqual([0, 1]);
    end.get(1)!.ok();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    end.get(0)!.ok();
    end.get(2)!.ok();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    end.get(3)!.ok();
    end.get(4)!.ok();
    await expect(done).resolves.toBe(0);
  });

  it('goes on past a failed batch, hands it over with its error, and counts it', async () => {
    const failures: [number, string][] = [];
    const count = await inBatchesAtOnce(
      4,
      2,
      async (batch) => {
        if (batch % 2) throw new Error(`batch ${batch} refused`);
      },
      (batch, err) => failures.push([batch, (err as Error).message]),
    );
    expect(count).toBe(2);
    expect(failures).toEqual([
      [1, 'batch 1 refused'],
      [3, 'batch 3 refused'],
    ]);
  });

  it('ends at a cancellation instead of counting it as a failed batch', async () => {
    const failed: number[] = [];
    const run = inBatchesAtOnce(
      3,
      1,
      async (batch) => {
        if (batch === 1) throw new CancelledFailure('cancelled');
      },
      (batch) => failed.push(batch),
    );
    await expect(run).rejects.toBeInstanceOf(CancelledFailure);
    expect(failed).toEqual([]);
  });

  it('starts nothing for a minute without batches', async () => {
    const { work, started } = controllableBatches();
    await expect(inBatchesAtOnce(0, 4, work, () => {})).resolves.toBe(0);
    expect(started).toEqual([]);
  });
});
