import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { User } from '../users/user.entity';

// Our own record of revoked sessions, written by logout. It is the source of truth for logout on
// every API process, whatever the identity provider answers or how slowly.

/**
 * Refuses every session of the user signed in before now. Whole seconds, as Firebase counts
 * tokensValidAfterTime, so signing in again right after logging out is never refused.
 */
export async function revokeSessions(em: EntityManager, uid: string): Promise<void> {
  const u = sqlNames(em, User);
  await em.getConnection().execute(`update ${u.table} set ${u.col('tokensRevokedAt')} = date_trunc('second', now()) where ${u.col('firebaseUid')} = ?`, [uid]);
}

/** When logout last revoked the user's sessions, in milliseconds since the epoch; null if never. */
export async function sessionsRevokedAt(em: EntityManager, uid: string): Promise<number | null> {
  const u = sqlNames(em, User);
  const rows = await em.getConnection().execute<{ ms: string | number | null }[]>(
    `select extract(epoch from ${u.col('tokensRevokedAt')}) * 1000 as ms from ${u.table} where ${u.col('firebaseUid')} = ?`,
    [uid],
  );
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? null : Number(ms);
}
