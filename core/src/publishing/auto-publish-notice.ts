// The owner's own notice that a run's posts will publish themselves, with the cancel link. The
// digest carries that line only when it goes to the owner; otherwise (it went to someone else, or
// was not sent) this email tells the owner, and without a notice nothing publishes by itself.
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  claimDelivery,
  markDeliverySending,
  markDeliverySent,
  releaseDelivery,
} from '../email/email-delivery.repository';
import { EmailDeliveryStatus } from '../email/email-delivery-status';
import { runPageUrl } from '../email/run-digest';
import { PermanentEmailError, type Mailer } from '../email/mailer';
import { escapeHtml } from '../lib/sanitize';
import { isOwnVerifiedAddress } from '../recipients/recipient.rules';
import { outputOf } from '../runs/run-output';
import type { SynthRun } from '../runs/synth-run.entity';
import type { User } from '../users/user.entity';
import { cancelAutoPublishUrl } from './auto-publish-link';
import { autoPublishSentence } from './auto-publish.text';

export interface NoticeSettings {
  from: string;
  publicUrl: string;
  appSecret: string;
}

/** The address the owner is told at: their sign-in address, when the identity provider verified it. */
export function ownNoticeAddress(user: Pick<User, 'email' | 'emailVerified'>): string | null {
  return user.emailVerified && user.email ? user.email : null;
}

/** Whether this digest recipient is the owner, so the digest itself may carry the notice and its cancel link. */
export function digestReachesOwner(recipient: string, user: Pick<User, 'email' | 'emailVerified'>): boolean {
  return isOwnVerifiedAddress(recipient, ownNoticeAddress(user));
}

/** Whether the run's digest went to the owner with the notice in it. */
export function digestToldOwner(run: SynthRun, user: Pick<User, 'email' | 'emailVerified'>): boolean {
  const email = outputOf(run).email;
  const sent = email?.status === 'sent' || email?.status === 'already-sent';
  return sent && email?.autoPublishNotice === true && digestReachesOwner(run.config.recipientEmail ?? '', user);
}

export function autoPublishNoticeEmail(input: {
  synthName: string;
  sentence: string;
  why: string;
  cancelUrl: string;
  runUrl: string;
}): { subject: string; html: string; text: string } {
  const lines = [`Your synth “${input.synthName}” wrote posts today. ${input.sentence}`, input.why];
  const links = [
    { label: 'Cancel automatic publishing', url: input.cancelUrl },
    { label: 'See or edit the posts', url: input.runUrl },
  ];
  return {
    subject: 'Your posts will publish themselves: cancel here if you wish',
    text: `${lines.join('\n\n')}\n\n${links.map((l) => `${l.label}: ${l.url}`).join('\n')}\n`,
    html:
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"></head><body style="font-family:-apple-system,\'Segoe UI\',Helvetica,Arial,sans-serif;color:#1f2933;">' +
      lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
      links.map((l) => `<p><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`).join('') +
      '</body></html>',
  };
}

function whyThisEmail(run: SynthRun): string {
  const email = outputOf(run).email;
  if (email?.status === 'sent' || email?.status === 'already-sent')
    return 'The digest went to another address, so this email brings you the cancel link.';
  return 'No digest was emailed for this run, so this email brings you the cancel link.';
}

/**
 * Sends the owner the notice once per run (claimed like a digest, so a retry never sends it twice).
 * Answers whether the owner has been told; false when there is no verified address to tell or the
 * email service refused the message for good.
 */
export async function tellOwnerOfAutoPublish(
  em: EntityManager,
  mailer: Mailer,
  app: NoticeSettings,
  run: SynthRun,
  user: User,
  notice: { platforms: string[]; at: Date },
): Promise<boolean> {
  const to = ownNoticeAddress(user);
  if (!to) return false;
  const delivery = await claimDelivery(em, {
    deliveryKey: `auto-publish-notice:${run.id}`,
    runId: run.id,
    recipient: to,
    kind: 'auto-publish-notice',
  });
  if (delivery.status === EmailDeliveryStatus.sent) return true;
  if (!(await markDeliverySending(em, delivery.id)))
    throw new Error('Another attempt is sending the notice of automatic publishing now.');
  const message = autoPublishNoticeEmail({
    synthName: run.config.name,
    sentence: autoPublishSentence(notice, run.config.userTimezone),
    why: whyThisEmail(run),
    cancelUrl: cancelAutoPublishUrl(app, run.id, user.id, notice.at),
    runUrl: runPageUrl(run, app),
  });
  let messageId: string;
  try {
    ({ messageId } = await mailer.send({ from: app.from, to, ...message }));
  } catch (err) {
    await releaseDelivery(em, delivery.id);
    if (err instanceof PermanentEmailError) return false;
    throw err;
  }
  await markDeliverySent(em, delivery.id, messageId);
  return true;
}
