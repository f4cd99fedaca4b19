import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { EmailDeliveryStatus, type EmailDeliveryKind } from './email-delivery-status';
import { EmailDelivery } from './email-delivery.entity';

/** A delivery row as the send step reads it. */
export interface DeliveryState {
  id: string;
  status: EmailDeliveryStatus;
  messageId: string | null;
}

const names = (em: EntityManager) => sqlNames(em, EmailDelivery);

/**
 * Creates the delivery row for a key unless one exists (ON CONFLICT: two attempts racing for the
 * same slot share one row), then reads the row as it stands.
 */
export async function claimDelivery(
  em: EntityManager,
  claim: { deliveryKey: string; runId: string; recipient: string; kind?: EmailDeliveryKind },
): Promise<DeliveryState> {
  const { table, col } = names(em);
  await em.execute(
    `insert into ${table} (${col('id')}, ${col('deliveryKey')}, ${col('run')}, ${col('status')}, ${col('recipient')}, ${col('kind')}, ${col('createdAt')}, ${col('updatedAt')})
     values (gen_random_uuid(), ?, ?, ?, ?, ?, now(), now()) on conflict (${col('deliveryKey')}) do nothing`,
    [claim.deliveryKey, claim.runId, EmailDeliveryStatus.claimed, claim.recipient, claim.kind ?? 'digest'],
  );
  const [row] = await em.execute<DeliveryState[]>(
    `select ${col('id')} as "id", ${col('status')} as "status", ${col('messageId')} as "messageId" from ${table} where ${col('deliveryKey')} = ?`,
    [claim.deliveryKey],
  );
  return row;
}

/** How often an attempt that is calling SES renews its claim while it waits for the answer. */
export const DELIVERY_CLAIM_RENEW_MS = 5_000;

/**
 * How long a 'sending' claim holds without being renewed: its attempt died (or lost its database)
 * and another may send. Six renewals missed, so a busy event loop never lets a live send be taken.
 */
export const DELIVERY_CLAIM_STALE_MS = 30_000;

/**
 * Marks that this attempt is calling SES now, and answers whether it may: a delivery another
 * attempt is sending (its claim renewed within DELIVERY_CLAIM_STALE_MS) or has sent is not taken.
 * Two attempts racing here take turns on the row's lock, and the second finds the first's mark.
 */
export async function markDeliverySending(em: EntityManager, id: string): Promise<boolean> {
  const { table, col } = names(em);
  const taken = await em.execute<{ id: string }[]>(
    `update ${table} set ${col('status')} = ?, ${col('updatedAt')} = clock_timestamp()
     where ${col('id')} = ? and (${col('status')} = ? or (${col('status')} = ? and ${col('updatedAt')} < clock_timestamp() - make_interval(secs => ?)))
     returning ${col('id')} as "id"`,
    [
      EmailDeliveryStatus.sending,
      id,
      EmailDeliveryStatus.claimed,
      EmailDeliveryStatus.sending,
      DELIVERY_CLAIM_STALE_MS / 1000,
    ],
  );
  return taken.length === 1;
}

/** The attempt calling SES is still waiting for its answer: its claim holds a while longer. */
export async function renewDeliveryClaim(em: EntityManager, id: string): Promise<void> {
  const { table, col } = names(em);
  await em.execute(
    `update ${table} set ${col('updatedAt')} = clock_timestamp() where ${col('id')} = ? and ${col('status')} = ?`,
    [id, EmailDeliveryStatus.sending],
  );
}

/**
 * SES refused the message before accepting it: the claim goes back so a retry may send. A delivery
 * another attempt has meanwhile recorded as sent stays sent, or the next retry would send it again.
 */
export async function releaseDelivery(em: EntityManager, id: string): Promise<void> {
  const { table, col } = names(em);
  await em.execute(
    `update ${table} set ${col('status')} = ?, ${col('updatedAt')} = now() where ${col('id')} = ? and ${col('status')} <> ?`,
    [EmailDeliveryStatus.claimed, id, EmailDeliveryStatus.sent],
  );
}

/**
 * How long the attempt SES answered keeps trying to record the send: the claim was renewed at most
 * one renewal before the answer, so for this long no other attempt can take it and send again.
 */
export const DELIVERY_SENT_RECORD_PATIENCE_MS = DELIVERY_CLAIM_STALE_MS - 2 * DELIVERY_CLAIM_RENEW_MS;

/**
 * SES accepted the message: records its message id, after which no retry sends again. A write the
 * database refuses for a moment (a dropped connection, a failover) is tried again on a fresh
 * connection while the claim holds, since a retry of the whole step would send a second copy.
 */
export async function markDeliverySent(
  em: EntityManager,
  id: string,
  messageId: string,
  patienceMs = DELIVERY_SENT_RECORD_PATIENCE_MS,
): Promise<void> {
  const { table, col } = names(em);
  const giveUpAt = Date.now() + patienceMs;
  for (let pauseMs = 100; ; pauseMs = Math.min(pauseMs * 2, 2_000)) {
    try {
      await em.execute(
        `update ${table} set ${col('status')} = ?, ${col('messageId')} = ?, ${col('sentAt')} = now(), ${col('updatedAt')} = now() where ${col('id')} = ?`,
        [EmailDeliveryStatus.sent, messageId, id],
      );
      return;
    } catch (err) {
      if (em.isInTransaction() || Date.now() + pauseMs > giveUpAt) throw err;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

/** Where a delivery stands now (read afresh, not from the context's memory). */
export async function deliveryStatus(em: EntityManager, id: string): Promise<EmailDeliveryStatus | null> {
  const { table, col } = names(em);
  const [row] = await em.execute<{ status: EmailDeliveryStatus }[]>(
    `select ${col('status')} as "status" from ${table} where ${col('id')} = ?`,
    [id],
  );
  return row?.status ?? null;
}
