import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Holds, until the caller's transaction ends, the lock named by `scope` and `key` (an account's mail
 * cap, an address's): a second transaction asking for it waits, then reads what the first wrote.
 * Callers that take several always take them in the same order, so none waits in a circle.
 */
export async function holdLock(em: EntityManager, scope: string, key: string): Promise<void> {
  if (!em.isInTransaction()) throw new Error('holdLock needs a transaction');
  await em.execute('select pg_advisory_xact_lock(hashtext(?), hashtext(?))', [scope, key]);
}
