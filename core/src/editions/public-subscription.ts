// A visitor of a public synth's page asks for its digests by email. The address goes through the
// same confirmation as any recipient of the owner's account (the confirmation email, its daily
// caps, the suppression list); its row here only says which synth it asked for.
import type { EntityManager } from '@mikro-orm/postgresql';
import isEmail from 'validator/lib/isEmail';
import { sqlNames } from '../db/sql-names';
import { MAX_EMAIL_CHARS } from '../lib/input-limits';
import { PublicSubscriber } from '../recipients/public-subscriber.entity';
import { DailyCapReachedError, type RecipientConfirmations } from '../recipients/recipient-confirmations.service';
import { normaliseRecipient } from '../recipients/recipient.rules';
import type { User } from '../users/user.entity';
import { PublicEdition } from './public-edition.entity';

/** 'asked' whether or not an email went out: the page never tells a visitor who else subscribes. */
export type SubscribeOutcome = 'asked' | 'invalid' | 'capReached';

/** The address as typed, when it is one: its length is checked before any pattern reads it. */
export function subscriberAddress(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_EMAIL_CHARS) return null;
  const email = normaliseRecipient(raw);
  return email && isEmail(email) ? email : null;
}

export async function askForPublicDigests(
  em: EntityManager,
  edition: PublicEdition,
  raw: unknown,
  confirmations: Pick<RecipientConfirmations, 'subscriberAsked'>,
): Promise<SubscribeOutcome> {
  const email = subscriberAddress(raw);
  if (!email) return 'invalid';
  const { table, col } = sqlNames(em, PublicSubscriber);
  // ON CONFLICT: the same address asking twice (or two presses at once) keeps one row.
  await em.execute(
    `insert into ${table} (${col('id')}, ${col('synth')}, ${col('user')}, ${col('email')}, ${col('createdAt')}, ${col('updatedAt')})
     values (gen_random_uuid(), ?, ?, ?, now(), now()) on conflict (${col('synth')}, ${col('email')}) do nothing`,
    [edition.synth.id, edition.user.id, email],
  );
  try {
    await confirmations.subscriberAsked(edition.user.getEntity() as User, email);
  } catch (err) {
    if (err instanceof DailyCapReachedError) return 'capReached';
    throw err;
  }
  return 'asked';
}

/**
 * The addresses that asked for the synth's digests on its page, while the synth is public; each is
 * still checked (confirmed, not unsubscribed, within the daily cap) when its digest is sent.
 */
export async function subscribersToMail(
  em: EntityManager,
  synthId: string,
  userId: string,
): Promise<{ id: string; email: string }[]> {
  const s = sqlNames(em, PublicSubscriber);
  const e = sqlNames(em, PublicEdition);
  return em.execute<{ id: string; email: string }[]>(
    `select s.${s.col('id')} as "id", s.${s.col('email')} as "email" from ${s.table} s
      join ${e.table} e on e.${e.col('synth')} = s.${s.col('synth')} and e.${e.col('user')} = s.${s.col('user')}
     where s.${s.col('synth')} = ? and s.${s.col('user')} = ? and e.${e.col('isPublic')}
     order by s.${s.col('createdAt')}`,
    [synthId, userId],
  );
}
