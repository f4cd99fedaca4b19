// The run's digest to each address that asked for it on its synth's public page. Each goes out
// once, like the owner's digest: its delivery row (keyed by the slot and the subscriber) is
// claimed before SES is called, and the last checks (confirmed, not unsubscribed, the account's
// daily cap) are read at that moment. A retry of the run's step finds the ones already sent and
// sends the rest. The synth's own recipient is mailed by the owner's digest, never twice.
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApplicationFailure } from '@temporalio/activity';
import { inTransaction } from '@synth/core/db';
import { subscribersToMail } from '@synth/core/editions';
import {
  claimDelivery,
  composeRunDigest,
  DELIVERY_CLAIM_RENEW_MS,
  DELIVERY_CLAIM_STALE_MS,
  digestArticlesOf,
  digestHeaders,
  EmailDeliveryStatus,
  markDeliverySending,
  markDeliverySent,
  PermanentEmailError,
  releaseDelivery,
  renewDeliveryClaim,
} from '@synth/core/email';
import { digestRefusal, normaliseRecipient } from '@synth/core/recipients';
import { LogLevel, reportRun, type SynthRun } from '@synth/core/runs';
import type { ActivityDeps } from '../deps';
import { logProviderDetail } from './safe-failures';
import { withHeartbeats } from './with-heartbeats';

/** The subscribers' outcome, as the run's log says it. */
export interface SubscriberMail {
  sent: number;
  alreadySent: number;
  /** Stopped by the account's daily cap: the run log says so once. */
  overCap: number;
}

/** How one subscriber's send went. */
type Outcome = 'sent' | 'alreadySent' | 'notNow' | 'overCap' | 'busy' | 'refused';

async function mailOne(
  db: EntityManager,
  deps: ActivityDeps,
  run: SynthRun,
  planStatus: string,
  to: { id: string; email: string },
  slotKey: string,
): Promise<Outcome> {
  const deliveryKey = `${slotKey}:subscriber:${to.id}`;
  const claimed = await inTransaction(db, async () => {
    const delivery = await claimDelivery(db, { deliveryKey, runId: run.id, recipient: to.email });
    if (delivery.status === EmailDeliveryStatus.sent) return { kind: 'alreadySent' as const };
    const refusal = await digestRefusal(db, {
      userId: run.user.id,
      planStatus,
      recipient: to.email,
      deliveryId: delivery.id,
      now: deps.now?.(),
    });
    if (refusal) return { kind: refusal.kind === 'dailyCap' ? ('overCap' as const) : ('notNow' as const) };
    if (!(await markDeliverySending(db, delivery.id))) return { kind: 'busy' as const };
    return { kind: 'send' as const, delivery };
  });
  if (claimed.kind !== 'send') return claimed.kind;
  const digest = composeRunDigest(run, to.email, deps.config, undefined, { forSubscriber: true });
  const renewal = setInterval(() => {
    renewDeliveryClaim(db, claimed.delivery.id).catch((err: unknown) =>
      console.warn(`[worker] run ${run.id}: a subscriber's mail claim could not be renewed: ${String(err)}`),
    );
  }, DELIVERY_CLAIM_RENEW_MS);
  let messageId: string;
  try {
    ({ messageId } = await withHeartbeats(() =>
      deps.mailer.send({
        from: deps.config.email.from,
        to: to.email,
        subject: digest.subject,
        html: digest.html,
        text: digest.text,
        headers: digestHeaders({ unsubscribeUrl: digest.unsubscribeUrl, deliveryKey }),
      }),
    ));
  } catch (err) {
    await releaseDelivery(db, claimed.delivery.id);
    // One address SES refuses for good does not hold up the others.
    if (err instanceof PermanentEmailError) {
      logProviderDetail('sendDigest (subscriber)', err);
      return 'refused';
    }
    throw err;
  } finally {
    clearInterval(renewal);
  }
  await markDeliverySent(db, claimed.delivery.id, messageId);
  return 'sent';
}

/**
 * Mails the run's digest to its public synth's subscribers; none for a "nothing new" run or a synth
 * that is private. `ownRecipient` is mailed by the owner's digest and skipped here.
 */
export async function mailSubscribers(
  db: EntityManager,
  deps: ActivityDeps,
  run: SynthRun,
  planStatus: string,
  ownRecipient: string | null | undefined,
  slotKey: string,
): Promise<SubscriberMail> {
  const mail: SubscriberMail = { sent: 0, alreadySent: 0, overCap: 0 };
  if (!run.synth || !digestArticlesOf(run).length) return mail;
  const own = ownRecipient ? normaliseRecipient(ownRecipient) : null;
  const subscribers = (await subscribersToMail(db, run.synth.id, run.user.id)).filter((s) => s.email !== own);
  let busy = false;
  for (const to of subscribers) {
    const outcome = await mailOne(db, deps, run, planStatus, to, slotKey);
    if (outcome === 'sent') mail.sent += 1;
    else if (outcome === 'alreadySent') mail.alreadySent += 1;
    else if (outcome === 'overCap') mail.overCap += 1;
    else if (outcome === 'busy') busy = true;
  }
  if (mail.sent)
    await reportRun(db, run, {
      level: LogLevel.success,
      step: 'email',
      message: `Digest emailed to ${mail.sent} subscriber${mail.sent === 1 ? '' : 's'} of the synth's public page`,
    });
  if (mail.overCap)
    await reportRun(db, run, {
      level: LogLevel.warning,
      step: 'email',
      message: `${mail.overCap} subscriber${mail.overCap === 1 ? ' was' : 's were'} not sent the digest: your account reached the most digests your plan allows in 24 hours.`,
    });
  // Another attempt is mailing one of them now: this one retries once that claim is given up.
  if (busy)
    throw ApplicationFailure.create({
      type: 'DeliveryInProgress',
      message: "Another attempt is sending a subscriber's digest now; this one checks again shortly.",
      nextRetryDelay: DELIVERY_CLAIM_STALE_MS,
    });
  return mail;
}
