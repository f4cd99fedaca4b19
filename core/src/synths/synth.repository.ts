import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { Synth } from './synth.entity';

/**
 * Clears the recipient of the account's synth when it is this address (compared case-insensitively),
 * in one conditional update. Returns whether a synth had that recipient.
 */
export async function clearRecipientOfAccount(em: EntityManager, userId: string, email: string): Promise<boolean> {
  const { table, col } = sqlNames(em, Synth);
  const rows = await em.execute<{ id: string }[]>(
    `update ${table} set ${col('recipientEmail')} = null, ${col('updatedAt')} = now() where ${col('user')} = ? and lower(${col('recipientEmail')}) = lower(?) returning ${col('id')}`,
    [userId, email],
  );
  return rows.length > 0;
}

/** The name of the account's synth that mails this address (compared case-insensitively); null when none does. */
export async function synthNameMailing(em: EntityManager, userId: string, email: string): Promise<string | null> {
  const { table, col } = sqlNames(em, Synth);
  const [row] = await em.execute<{ name: string }[]>(
    `select ${col('name')} as "name" from ${table} where ${col('user')} = ? and lower(${col('recipientEmail')}) = lower(?) limit 1`,
    [userId, email],
  );
  return row?.name ?? null;
}
