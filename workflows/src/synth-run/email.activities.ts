import type { EntityManager } from '@mikro-orm/postgresql';
import { ApplicationFailure } from '@temporalio/activity';
import {
  claimDelivery,
  composeRunDigest,
  digestArticlesOf,
  digestHeaders,
  EmailDeliveryStatus,
  DELIVERY_CLAIM_RENEW_MS,
  DELIVERY_CLAIM_STALE_MS,
  markDeliverySending,
  markDeliverySent,
  PermanentEmailError,
  releaseDelivery,
  renewDeliveryClaim,
} from '@synth/core/email';
import { inTransaction } from '@synth/core/db';
import { LogLevel, outputOf, RunTrigger, reportRun, setOutput, writeHeldRunReports } from '@synth/core/runs';
import { rememberDigestStories } from '@synth/core/stories';
import { whyDigestMayNotBeSent } from '@synth/core/recipients';
import { platformsOf, type ActivityDeps } from '../deps';
import { loadRun, type RunScope } from './run-context';
import { logProviderDetail } from './safe-failures';
import { mailSubscribers } from './subscriber-digests';
import { withHeartbeats } from './with-heartbeats';
import {
  autoPublishNotice,
  autoPublishSentence,
  cancelAutoPublishUrl,
  digestReachesOwner,
} from '@synth/core/publishing';

/**
 * One email per synth per scheduled slot (per run otherwise). The delivery row is claimed before
 * SES is called, marked 'sending' just before the call (the claim renewed while SES is waited on)
 * and 'sent' with SES's message id right after it. A second attempt never sends beside a live one:
 * it stands back while the claim is renewed, and sends once the row says neither 'sent' nor a live
 * 'sending'. So a digest is never lost to a worker that died mid-send. The trade-off is
 * at-least-once: a worker that dies in the moment between SES accepting the message and the 'sent'
 * write makes the retry send a second copy. SES cannot be asked whether it accepted a message, and
 * a lost digest is worse than a rare duplicate.
 */
export function deliveryKeyOf(run: {
  id: string;
  trigger: string;
  synth?: { id: string } | null;
  scheduledFor?: Date | null;
}): string {
  if (run.trigger === RunTrigger.scheduled && run.synth && run.scheduledFor)
    return `${run.synth.id}:${run.scheduledFor.toISOString()}`;
  return `run:${run.id}`;
}

/**
 * Whether the run's posts will publish themselves, and the digest's line saying so with its cancel
 * link. The line is left out when the digest goes to someone other than the owner: the owner is then
 * told by an email of their own, and the reader gets no power over the owner's posts.
 */
async function autoPublishOfDigest(
  db: EntityManager,
  run: { id: string; user: { id: string }; config: { userTimezone: string } },
  reachesOwner: boolean,
  deps: ActivityDeps,
): Promise<{ publishesItself: boolean; line?: { notice: string; cancelUrl: string } }> {
  const notice = await autoPublishNotice(db, run.id, platformsOf(deps), deps.now?.());
  if (!notice) return { publishesItself: false };
  if (!reachesOwner) return { publishesItself: true };
  return {
    publishesItself: true,
    line: {
      notice: autoPublishSentence(notice, run.config.userTimezone),
      cancelUrl: cancelAutoPublishUrl(deps.config, run.id, run.user.id, notice.at),
    },
  };
}

/**
 * Another attempt of this run is calling SES for this digest now (a step Temporal gave up on whose
 * worker still lives). This one sends nothing and is retried once that claim has been given up or
 * has gone unrenewed; by then the digest is sent, or the other attempt died and this one sends it.
 */
function anotherAttemptSending() {
  return ApplicationFailure.create({
    type: 'DeliveryInProgress',
    message: 'Another attempt is sending this digest now; this one sends nothing and checks again shortly.',
    nextRetryDelay: DELIVERY_CLAIM_STALE_MS,
  });
}

export function emailActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork() as EntityManager;

  return {
    async sendDigest(
      { runId }: { runId: string },
      scope?: RunScope,
    ): Promise<{
      status: 'sent' | 'skipped' | 'already-sent';
      reason?: string;
      /** Whether the run's posts will publish themselves (its publishing step follows); unset when no digest was composed. */
      autoPublishes?: boolean;
    }> {
      const db = scope?.db ?? em();
      const { run, user, config, features, status } = scope?.loaded ?? (await loadRun(db, runId));
      const skip = async (reason: string, level = LogLevel.info) => {
        setOutput(run, { email: { status: 'skipped', reason } });
        await reportRun(db, run, { level, step: 'email', message: reason, progress: 3 });
        return { status: 'skipped' as const, reason };
      };
      const recipient = config.recipientEmail;
      const key = deliveryKeyOf({
        id: run.id,
        trigger: run.trigger,
        synth: run.synth ?? null,
        scheduledFor: run.scheduledFor ?? null,
      });
      // A public synth's subscribers get the digest whatever happens to the owner's copy, while the plan mails.
      const toSubscribers = async () =>
        features.canUseEmail ? (await mailSubscribers(db, deps, run, status, recipient, key)).sent : 0;
      if (!recipient)
        return skip(
          (await toSubscribers())
            ? "No recipient email set; the digest went only to the subscribers of the synth's public page"
            : 'No recipient email set; nothing sent',
        );
      if (!features.canUseEmail) {
        const why = status === 'canceled' ? 'your subscription is canceled' : 'your free trial has ended';
        return skip(`Email not sent: ${why}. Subscribe to resume your digests.`, LogLevel.warning);
      }
      const articles = digestArticlesOf(run);
      const nothingNew = articles.length === 0;
      if (nothingNew && !config.sendWhenNothingNew) return skip('Nothing new today; no email sent (your setting)');

      // The claim, the checks and the 'sending' mark are one transaction, committed before SES is called:
      // what a retry reads is the same as when each was its own.
      const claimed = await inTransaction(db, async () => {
        const delivery = await claimDelivery(db, { deliveryKey: key, runId: run.id, recipient });
        if (delivery.status === EmailDeliveryStatus.sent) {
          // A retry after the send: the memory of what was sent may not have been written yet.
          await rememberDigestStories(db, run);
          const notice = outputOf(run).email?.autoPublishNotice;
          setOutput(run, {
            email: { status: 'already-sent', messageId: delivery.messageId ?? undefined, autoPublishNotice: notice },
          });
          await reportRun(db, run, {
            level: LogLevel.info,
            step: 'email',
            progress: 3,
            message: `Digest for this slot was already sent to ${recipient}`,
          });
          return { kind: 'done' as const, result: { status: 'already-sent' as const } };
        }
        const autoPublish = await autoPublishOfDigest(db, run, digestReachesOwner(recipient, user), deps);
        const digest = composeRunDigest(run, recipient, deps.config, autoPublish.line);
        // Read now, not when the run started: an unsubscribe or a reached cap stops this very send.
        const refusal = await whyDigestMayNotBeSent(db, {
          userId: run.user.id,
          planStatus: status,
          recipient,
          deliveryId: delivery.id,
          now: deps.now?.(),
        });
        if (refusal) return { kind: 'done' as const, result: await skip(refusal, LogLevel.warning) };
        if (!(await markDeliverySending(db, delivery.id))) return { kind: 'busy' as const };
        // What the run reported so far goes out with the claim, before the mail server is waited on.
        await writeHeldRunReports(db, run);
        return { kind: 'send' as const, delivery, digest, autoPublish };
      });
      if (claimed.kind === 'done') {
        await toSubscribers();
        return claimed.result;
      }
      if (claimed.kind === 'busy') throw anotherAttemptSending();
      const { delivery, digest, autoPublish } = claimed;
      const { unsubscribeUrl } = digest;
      let messageId: string;
      const renewal = setInterval(() => {
        renewDeliveryClaim(db, delivery.id).catch((err: unknown) =>
          console.warn(`[worker] run ${runId}: its mail claim could not be renewed: ${String(err)}`),
        );
      }, DELIVERY_CLAIM_RENEW_MS);
      try {
        ({ messageId } = await withHeartbeats(() =>
          deps.mailer.send({
            from: deps.config.email.from,
            to: recipient,
            subject: digest.subject,
            html: digest.html,
            text: digest.text,
            headers: digestHeaders({ unsubscribeUrl, deliveryKey: key }),
          }),
        ));
      } catch (err) {
        await releaseDelivery(db, delivery.id);
        if (err instanceof PermanentEmailError) {
          logProviderDetail('sendDigest', err);
          setOutput(run, { email: { status: 'failed', reason: err.message } });
          await reportRun(db, run, { level: LogLevel.error, step: 'email', message: `Email not sent: ${err.message}` });
          throw ApplicationFailure.nonRetryable(err.message, 'PermanentEmailError');
        }
        throw err;
      } finally {
        // A renewal that lands after the release or the 'sent' mark changes nothing: it renews only 'sending'.
        clearInterval(renewal);
      }
      // Recorded before anything else may fail, so the window for a duplicate stays one write wide.
      await markDeliverySent(db, delivery.id, messageId);
      await deps.afterEmailAccepted?.(key);
      await toSubscribers();
      await inTransaction(db, async () => {
        await rememberDigestStories(db, run);
        setOutput(run, { email: { status: 'sent', messageId, autoPublishNotice: autoPublish.line !== undefined } });
        await reportRun(db, run, {
          level: LogLevel.success,
          step: 'email',
          progress: 3,
          message: nothingNew ? `Sent a "nothing new today" note to ${recipient}` : `Digest emailed to ${recipient}`,
        });
        await writeHeldRunReports(db, run);
        await scope?.withSentDigest?.(autoPublish.publishesItself);
      });
      return { status: 'sent', autoPublishes: autoPublish.publishesItself };
    },
  };
}
