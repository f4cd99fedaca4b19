// What the confirmation page and the unsubscribe link do to the recipient records.
import type { EntityManager } from '@mikro-orm/postgresql';
import { clearSynthRecipient } from '../synths/synth.repository';
import { Synth } from '../synths/synth.entity';
import { checkConfirmationToken } from './confirmation-token';
import { Recipient } from './recipient.entity';
import { suppressAddress, unsuppressAddress } from './recipient.repository';
import { RecipientStatus } from './recipient-status';

export type ConfirmationOutcome =
  { outcome: 'confirmed'; email: string } | { outcome: 'invalid' | 'expired' | 'superseded' };

/** The recipient row a link confirms, or why it confirms nothing. */
async function linkTarget(
  em: EntityManager,
  token: string,
  secret: string,
  now: Date,
): Promise<{ row: Recipient } | { outcome: Exclude<ConfirmationOutcome['outcome'], 'confirmed'> }> {
  const checked = checkConfirmationToken(token, secret, now);
  if (!checked.ok) return { outcome: checked.reason };
  const row = await em.findOne(Recipient, { id: checked.claims.recipientId });
  if (!row) return { outcome: 'invalid' };
  // The address was typed in again (after an unsubscribe): only the newest email's link counts.
  if (row.round !== checked.claims.round) return { outcome: 'superseded' };
  return { row };
}

/** Who a confirmation link is for, without changing anything (the page a GET shows). */
export async function readConfirmationLink(
  em: EntityManager,
  token: string,
  secret: string,
  now = new Date(),
): Promise<ConfirmationOutcome> {
  const target = await linkTarget(em, token, secret, now);
  return 'row' in target ? { outcome: 'confirmed', email: target.row.email } : target;
}

/**
 * Confirms the address for the account that asked, and takes it off that account's suppression
 * list. Idempotent: a second press (or a mail scanner repeating the POST) answers the same.
 */
export async function confirmRecipient(
  em: EntityManager,
  token: string,
  secret: string,
  now = new Date(),
): Promise<ConfirmationOutcome> {
  const target = await linkTarget(em, token, secret, now);
  if (!('row' in target)) return target;
  const { row } = target;
  if (row.status !== RecipientStatus.confirmed) {
    row.status = RecipientStatus.confirmed;
    row.confirmedAt = now;
    await em.flush();
  }
  await unsuppressAddress(em, row.user.id, row.email);
  return { outcome: 'confirmed', email: row.email };
}

/**
 * One-click unsubscribe: the synth stops sending to the address, and the address goes on its
 * owner's suppression list, which every send reads. Returns whether the synth had that recipient.
 */
export async function unsubscribeRecipient(em: EntityManager, synthId: string, email: string): Promise<boolean> {
  const synth = await em.findOne(Synth, { id: synthId }, { fields: ['id', 'user'] });
  if (!synth) return false;
  await suppressAddress(em, synth.user.id, email);
  return clearSynthRecipient(em, synthId, email);
}
