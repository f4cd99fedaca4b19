import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { StripeEvent } from './stripe-event.entity';

const names = (em: EntityManager) => sqlNames(em, StripeEvent);

/**
 * Records a Stripe event by its id unless it is already recorded. Runs in the caller's
 * transaction (em.execute), so the record and the event's effect commit together. Returns whether
 * the event is new.
 */
export async function recordStripeEvent(
  em: EntityManager,
  event: { id: string; type: string; createdAt: Date },
): Promise<boolean> {
  const { table, col } = names(em);
  const inserted = await em.execute<{ id: string }[]>(
    `insert into ${table} (${col('id')}, ${col('eventId')}, ${col('type')}, ${col('eventCreatedAt')}, ${col('receivedAt')})
     values (gen_random_uuid(), ?, ?, ?, now()) on conflict (${col('eventId')}) do nothing returning ${col('id')}`,
    [event.id, event.type, event.createdAt],
  );
  return inserted.length > 0;
}

/** What applying the event did, and to whom; in the caller's transaction. */
export async function recordStripeEventOutcome(
  em: EntityManager,
  eventId: string,
  outcome: string,
  userId: string | null,
): Promise<void> {
  const { table, col } = names(em);
  await em.execute(`update ${table} set ${col('outcome')} = ?, ${col('userId')} = ? where ${col('eventId')} = ?`, [
    outcome,
    userId,
    eventId,
  ]);
}
