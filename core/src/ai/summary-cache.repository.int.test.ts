// The shared summary cache's claims on the real database: two runs claiming overlapping articles at
// the same moment must not deadlock (PostgreSQL would abort one of them, and its step would fail).
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { useTestOrm } from '../../../test-support/orm';
import { claimSummaries } from './summary-cache.repository';

const em = useTestOrm();

describe('claiming summaries', () => {
  it('claims a batch in one order whatever order its keys come in, so overlapping batches wait instead of deadlocking', async () => {
    const model = `test-model-${randomUUID()}`;
    const [first, second] = [`a-${randomUUID()}`, `b-${randomUUID()}`];
    // One run holds its claim on the first key and has not committed yet.
    const holder = em();
    await holder.begin();
    const [{ pid: holderPid }] = await holder.execute<{ pid: number }[]>('select pg_backend_pid() as pid');
    await claimSummaries(holder, [first], model, 120);
    // Another run asks for both, the second key first: it waits for the holder.
    const waiting = claimSummaries(em(), [second, first], model, 120);
    const third = em();
    try {
      await vi.waitFor(async () => {
        const blocked = await em().execute<{ pid: number }[]>(
          'select pid from pg_stat_activity where ? = any(pg_blocking_pids(pid))',
          [holderPid],
        );
        expect(blocked).toHaveLength(1);
      });
      // Had the waiting run claimed the second key before it waited, a third run asking for that key
      // would wait on it in turn: with the holder waiting on the third, PostgreSQL aborts one of them.
      await third.begin();
      await third.execute("set local lock_timeout = '5s'");
      expect(await claimSummaries(third, [second], model, 120)).toEqual(new Set([second]));
      await third.commit();
    } finally {
      // A failed claim leaves the third's transaction open; nothing of it is wanted then.
      if (third.isInTransaction()) await third.rollback();
      await holder.rollback();
    }
    // The holder gave its claim up, so the waiting run gets the first key; the second is the third's.
    expect(await waiting).toEqual(new Set([first]));
  });
});
