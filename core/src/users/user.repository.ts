import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { User } from './user.entity';

const names = (em: EntityManager) => sqlNames(em, User);

/**
 * The user of a Firebase uid in one plain select mapped into the identity map: the same managed
 * entity as findOne(), without building the query each time (which cost about as much again as
 * running it). A user this EntityManager already holds is refreshed from the row.
 */
export async function findUserByUid(em: EntityManager, uid: string): Promise<User | null> {
  const { table, col } = names(em);
  const rows = await em.execute(`select * from ${table} where ${col('firebaseUid')} = ? limit 1`, [uid]);
  return rows[0] ? em.map(User, rows[0]) : null;
}

/**
 * Logout: marks every session of the user signed in before now as revoked. This record, not the
 * identity provider, is what every API process refuses sessions by. Whole seconds, as Firebase
 * counts tokensValidAfterTime, so signing in again right after logging out is never refused.
 */
export async function markTokensRevoked(em: EntityManager, uid: string): Promise<void> {
  const { table, col } = names(em);
  await em.execute(
    `update ${table} set ${col('tokensRevokedAt')} = date_trunc('second', now()) where ${col('firebaseUid')} = ?`,
    [uid],
  );
}

/** When the user's sessions were last revoked, in milliseconds since the epoch; null if never. */
export async function tokensRevokedAtMs(em: EntityManager, uid: string): Promise<number | null> {
  const { table, col } = names(em);
  const rows = await em.execute<{ ms: string | number | null }[]>(
    `select extract(epoch from ${col('tokensRevokedAt')}) * 1000 as ms from ${table} where ${col('firebaseUid')} = ?`,
    [uid],
  );
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? null : Number(ms);
}
