import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs `work` in one database transaction on this EntityManager itself (no fork, so the entities it
 * holds and the lines it has queued are written by it): the transaction already open, or a new one.
 * A run's step writes its rows, its log lines and its live update together, so a thousand runs in
 * one minute cost the database one commit per step instead of one per statement.
 */
export async function inTransaction<T>(em: EntityManager, work: () => Promise<T>): Promise<T> {
  if (em.isInTransaction()) return work();
  await em.begin();
  try {
    const result = await work();
    await em.commit();
    return result;
  } catch (err) {
    await em.rollback();
    throw err;
  }
}
