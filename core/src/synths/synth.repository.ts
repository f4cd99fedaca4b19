import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { Synth } from './synth.entity';

/**
 * Clears the synth's recipient when it is this address (compared case-insensitively), in one
 * conditional update. Returns whether the synth had that recipient.
 */
export async function clearSynthRecipient(em: EntityManager, synthId: string, email: string): Promise<boolean> {
  const { table, col } = sqlNames(em, Synth);
  const rows = await em.execute<{ id: string }[]>(
    `update ${table} set ${col('recipientEmail')} = null, ${col('updatedAt')} = now() where ${col('id')} = ? and lower(${col('recipientEmail')}) = lower(?) returning ${col('id')}`,
    [synthId, email],
  );
  return rows.length > 0;
}
