// What the confirmation page and the unsubscribe link do to the recipient records.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LegacyUnsubscribeClaims, UnsubscribeClaims } from '../email/unsubscribe-token';
import { SynthRun } from '../runs/synth-run.entity';
import { clearRecipientOfAccount, synthNameMailing } from '../synths/synth.repository';
import { Synth } from '../synths/synth.entity';
import { isUuid } from '../lib/uuid';
import { User } from '../users/user.entity';
import { checkConfirmationToken } from './confirmation-token';
import { PublicSubscriber } from './public-subscriber.entity';
import { Recipient } from './recipient.entity';
import { normaliseRecipient } from './recipient.rules';
import { suppressAddress, unsuppressAddress } from './recipient.repository';
import { RecipientStatus } from './recipient-status';

export type ConfirmationOutcome =
  { outcome: 'confirmed'; email: string } | { outcome: 'invalid' | 'expired' | 'superseded' };

/** Who asked for the address and for which digest, shown on the page behind the email's button. */
export interface ConfirmationRequest {
  email: string;
  /** The asking account's name and sign-in address, as one line. */
  requestedBy: string;
  /** The name of the account's synth that sends to the address; null when none does any more. */
  synthName: string | null;
  /** The address was typed into the synth's public page, not by the account: whoever did asked for themselves. */
  onPublicPage: boolean;
}

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

/** Who a confirmation link is for and who asked, without changing anything (the page a GET shows). */
export async function readConfirmationLink(
  em: EntityManager,
  token: string,
  secret: string,
  now = new Date(),
): Promise<({ outcome: 'confirmed' } & ConfirmationRequest) | Exclude<ConfirmationOutcome, { outcome: 'confirmed' }>> {
  const target = await linkTarget(em, token, secret, now);
  if (!('row' in target)) return target;
  const { row } = target;
  const owner = await em.findOne(User, row.user.id, { fields: ['displayName', 'email'] });
  const recipientOf = await synthNameMailing(em, row.user.id, row.email);
  const subscriberOf = recipientOf ? null : await publicSynthAsked(em, row.user.id, row.email);
  const requestedBy = [owner?.displayName?.trim(), owner?.email && `(${owner.email})`].filter(Boolean).join(' ');
  return {
    outcome: 'confirmed',
    email: row.email,
    requestedBy: requestedBy || 'A Synth user',
    synthName: recipientOf ?? subscriberOf,
    onPublicPage: !recipientOf && subscriberOf !== null,
  };
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

export type UnsubscribeOutcome = 'unsubscribed' | 'unknown';

/**
 * One-click unsubscribe: the address goes on the account's suppression list, which every send
 * reads, and the account's synth stops naming it. A link signed before links named the account
 * names a synth or a preview run, from which the account is found. 'unknown' when no account can
 * be found (it was deleted, or the synth and its runs are gone): nothing of it can mail the address.
 */
export async function unsubscribeRecipient(
  em: EntityManager,
  link: UnsubscribeClaims | LegacyUnsubscribeClaims,
): Promise<UnsubscribeOutcome> {
  const userId = 'userId' in link ? link.userId : await ownerOfSynthOrRun(em, link.synthOrRunId);
  if (!userId || !isUuid(userId) || !(await em.count(User, { id: userId }))) return 'unknown';
  await suppressAddress(em, userId, link.email);
  await clearRecipientOfAccount(em, userId, link.email);
  // Its subscriptions on the account's public pages end too: asking again starts a new confirmation.
  await em.nativeDelete(PublicSubscriber, { user: userId, email: normaliseRecipient(link.email) });
  return 'unsubscribed';
}

/** The name of the account's synth whose public page the address was typed into; null when none. */
async function publicSynthAsked(em: EntityManager, userId: string, email: string): Promise<string | null> {
  const row = await em.findOne(
    PublicSubscriber,
    { user: userId, email: normaliseRecipient(email) },
    { populate: ['synth'], orderBy: { createdAt: 'desc' } },
  );
  return row?.synth.getEntity().name ?? null;
}

async function ownerOfSynthOrRun(em: EntityManager, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const synth = await em.findOne(Synth, { id }, { fields: ['user'] });
  if (synth) return synth.user.id;
  const run = await em.findOne(SynthRun, { id }, { fields: ['user'] });
  return run?.user.id ?? null;
}
