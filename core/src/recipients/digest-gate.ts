// The last check before a digest goes to SES. It reads the database at that moment, not the run's
// snapshot: an address that unsubscribed while the run was writing gets nothing.
import type { EntityManager } from '@mikro-orm/postgresql';
import { dailyEmailCapsFor } from '../plans/plans';
import { holdLock } from '../db/advisory-lock';
import { digestsSentInLastDay, findRecipient, isSuppressed } from './recipient.repository';
import { RecipientStatus } from './recipient-status';
import { whyNoDigest } from './recipient.rules';

export interface DigestAttempt {
  userId: string;
  /** The account's effective plan status now. */
  planStatus: string;
  recipient: string;
  /** The delivery being sent, which the daily count leaves out. */
  deliveryId: string;
  now?: Date;
}

/** Why a digest must not be sent: the kind, for a caller that counts them, and the sentence for the run log. */
export interface DigestRefusal {
  kind: 'suppressed' | 'notConfirmed' | 'dailyCap';
  message: string;
}

/**
 * Why this digest must not be sent; null when it may go. Called in the transaction that marks the
 * delivery 'sending': the account's lock makes a second digest of the account wait until this one
 * is counted, so digests sent at once never pass the cap together.
 */
export async function digestRefusal(em: EntityManager, a: DigestAttempt): Promise<DigestRefusal | null> {
  if (await isSuppressed(em, a.userId, a.recipient))
    return { kind: 'suppressed', message: whyNoDigest.suppressed(a.recipient) };
  const row = await findRecipient(em, a.userId, a.recipient);
  if (row?.status !== RecipientStatus.confirmed)
    return { kind: 'notConfirmed', message: whyNoDigest.notConfirmed(a.recipient) };
  await holdLock(em, 'digests.account', a.userId);
  const cap = dailyEmailCapsFor(a.planStatus).digests;
  if ((await digestsSentInLastDay(em, a.userId, a.now ?? new Date(), a.deliveryId)) >= cap)
    return { kind: 'dailyCap', message: whyNoDigest.dailyCap(cap) };
  return null;
}

/** Why this digest must not be sent, as a sentence for the run log; null when it may go. */
export async function whyDigestMayNotBeSent(em: EntityManager, a: DigestAttempt): Promise<string | null> {
  return (await digestRefusal(em, a))?.message ?? null;
}
