import type { EntityManager } from '@mikro-orm/postgresql';

/** Stops digests for one synth's recipient; the synth keeps running and its settings stay. */
export async function unsubscribeRecipient(em: EntityManager, synthId: string, email: string): Promise<boolean> {
  const rows = await em.getConnection().execute<{ id: string }[]>(
    `update synths set recipient_email = null, updated_at = now() where id = ? and lower(recipient_email) = lower(?) returning id`,
    [synthId, email],
  );
  return rows.length > 0;
}
