// Reads and writes of recipients, the suppression list and the mail counts behind the daily caps.
// Every statement names the account (user id): one account never reads another's addresses.
import type { EntityManager } from '@mikro-orm/postgresql';
import { holdLock } from '../db/advisory-lock';
import { sqlNames } from '../db/sql-names';
import { EmailDelivery } from '../email/email-delivery.entity';
import { EmailDeliveryStatus } from '../email/email-delivery-status';
import { SynthRun } from '../runs/synth-run.entity';
import { ConfirmationEmail } from './confirmation-email.entity';
import { EmailSuppression } from './email-suppression.entity';
import { Recipient } from './recipient.entity';
import { RecipientStatus } from './recipient-status';
import { normaliseRecipient } from './recipient.rules';

const DAY_MS = 86_400_000;

export function findRecipient(em: EntityManager, userId: string, email: string): Promise<Recipient | null> {
  return em.findOne(Recipient, { user: userId, email: normaliseRecipient(email) });
}

/** The row for the address, created pending (round 0) when the account never asked for it. */
export async function recipientRow(em: EntityManager, userId: string, email: string): Promise<Recipient> {
  const { table, col } = sqlNames(em, Recipient);
  // ON CONFLICT: two saves racing for the same new address share one row.
  await em.execute(
    `insert into ${table} (${col('id')}, ${col('user')}, ${col('email')}, ${col('status')}, ${col('round')}, ${col('createdAt')}, ${col('updatedAt')})
     values (gen_random_uuid(), ?, ?, ?, 0, now(), now()) on conflict (${col('user')}, ${col('email')}) do nothing`,
    [userId, normaliseRecipient(email), RecipientStatus.pending],
  );
  const row = await findRecipient(em, userId, email);
  if (row) await em.refresh(row);
  return row!;
}

export async function isSuppressed(em: EntityManager, userId: string, email: string): Promise<boolean> {
  return (await em.count(EmailSuppression, { user: userId, email: normaliseRecipient(email) })) > 0;
}

export async function suppressAddress(em: EntityManager, userId: string, email: string): Promise<void> {
  const { table, col } = sqlNames(em, EmailSuppression);
  await em.execute(
    `insert into ${table} (${col('id')}, ${col('user')}, ${col('email')}, ${col('createdAt')}, ${col('updatedAt')})
     values (gen_random_uuid(), ?, ?, now(), now()) on conflict (${col('user')}, ${col('email')}) do nothing`,
    [userId, normaliseRecipient(email)],
  );
}

export async function unsuppressAddress(em: EntityManager, userId: string, email: string): Promise<void> {
  await em.nativeDelete(EmailSuppression, { user: userId, email: normaliseRecipient(email) });
}

/** Whether the address may be sent digests now: confirmed, and not unsubscribed since. */
export async function mayReceiveDigests(em: EntityManager, userId: string, email: string): Promise<boolean> {
  const row = await findRecipient(em, userId, email);
  return row?.status === RecipientStatus.confirmed && !(await isSuppressed(em, userId, email));
}

/** Digests of the account handed to SES in the last 24 hours (one in flight counts), besides `exceptDeliveryId`. */
export async function digestsSentInLastDay(
  em: EntityManager,
  userId: string,
  now: Date,
  exceptDeliveryId?: string,
): Promise<number> {
  const d = sqlNames(em, EmailDelivery);
  const r = sqlNames(em, SynthRun);
  const [row] = await em.execute<{ n: string }[]>(
    `select count(*) as n from ${d.table} d join ${r.table} r on r.${r.col('id')} = d.${d.col('run')}
     where r.${r.col('user')} = ? and d.${d.col('kind')} = 'digest' and d.${d.col('status')} in (?, ?) and d.${d.col('updatedAt')} > ? and d.${d.col('id')} <> coalesce(?::uuid, '00000000-0000-0000-0000-000000000000')`,
    [
      userId,
      EmailDeliveryStatus.sent,
      EmailDeliveryStatus.sending,
      new Date(now.getTime() - DAY_MS),
      exceptDeliveryId ?? null,
    ],
  );
  return Number(row.n);
}

/** Which daily cap a confirmation email would exceed, or the reserved slot's id. */
export type ConfirmationReservation = { reservedId: string } | { capReached: 'account' | 'address' };

/**
 * Reserves one confirmation email before it is sent, within the account's daily cap and the
 * address's cap across all accounts. Concurrent requests take turns on the account's lock, then the
 * address's, and each counts what the ones before it reserved: N at once send at most the cap.
 */
export async function reserveConfirmationEmail(
  em: EntityManager,
  r: { userId: string; email: string; accountCap: number; addressCap: number; now: Date },
): Promise<ConfirmationReservation> {
  const email = normaliseRecipient(r.email);
  const { table, col } = sqlNames(em, ConfirmationEmail);
  return em.transactional(async (tx) => {
    await holdLock(tx, 'confirmation-emails.account', r.userId);
    await holdLock(tx, 'confirmation-emails.address', email);
    const [counts] = await tx.execute<{ account: string; address: string }[]>(
      `select count(*) filter (where ${col('user')} = ?) as "account", count(*) filter (where ${col('recipient')} = ?) as "address"
         from ${table} where ${col('createdAt')} > ? and (${col('user')} = ? or ${col('recipient')} = ?)`,
      [r.userId, email, new Date(r.now.getTime() - DAY_MS), r.userId, email],
    );
    if (Number(counts.account) >= r.accountCap) return { capReached: 'account' as const };
    if (Number(counts.address) >= r.addressCap) return { capReached: 'address' as const };
    const [row] = await tx.execute<{ id: string }[]>(
      `insert into ${table} (${col('id')}, ${col('user')}, ${col('recipient')}, ${col('createdAt')}, ${col('updatedAt')})
         values (gen_random_uuid(), ?, ?, ?, ?) returning ${col('id')} as "id"`,
      [r.userId, email, r.now, r.now],
    );
    return { reservedId: row.id };
  });
}

/** SES refused the email, so nothing went out: its slot is given back. */
export async function releaseConfirmationEmail(em: EntityManager, reservedId: string): Promise<void> {
  await em.nativeDelete(ConfirmationEmail, { id: reservedId });
}
