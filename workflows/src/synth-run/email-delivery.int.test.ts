import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { EmailDelivery, EmailDeliveryStatus, PermanentEmailError } from '@synth/core/email';
import { RunStatus, RunTrigger, SynthRun } from '@synth/core/runs';
import { User } from '@synth/core/users';
import { sentEmails } from '../../../test-support/ses';
import type { ActivityDeps } from '../deps';
import { useActivityDeps } from '../test-support/activity-deps';
import { emailActivities } from './email.activities';
import { markRecipientConfirmed } from '../../../test-support/recipients';

// The send step on its own, against the real database and the local SES: what a retry does with
// the delivery row an earlier attempt left behind.
const real = useActivityDeps();
const em = real.em;

/** A running manual run with one summarised article, and the delivery row an earlier attempt left. */
async function runWithDelivery(status: EmailDeliveryStatus, messageId: string | null) {
  const db = em();
  const recipient = `retry-${randomUUID().slice(0, 8)}@example.com`;
  const user = db.create(User, { firebaseUid: `uid-${randomUUID()}`, email: recipient, displayName: 'Pat' } as never);
  const run = db.create(SynthRun, {
    user,
    synth: null,
    trigger: RunTrigger.manual,
    status: RunStatus.running,
    workflowId: `wf-${randomUUID()}`,
    startedAt: new Date(),
    config: { name: 'Retry synth', recipientEmail: recipient, userTimezone: 'UTC' },
    output: {
      articles: [
        {
          id: randomUUID(),
          title: 'Retries deliver',
          link: 'https://news.example.com/retry',
          source: 'News',
          publishedAt: null,
          summary: 'A digest survives a dead worker.',
        },
      ],
    },
  } as never);
  await db.flush();
  await markRecipientConfirmed(db, user.id, recipient);
  db.create(EmailDelivery, {
    deliveryKey: `run:${run.id}`,
    run,
    status,
    recipient,
    messageId,
    sentAt: messageId ? new Date() : null,
  } as never);
  await db.flush();
  return { runId: run.id, recipient };
}

describe('sending a digest again after an attempt stopped', () => {
  it('sends the digest when the earlier attempt died after marking it sending, and records it as sent', async () => {
    const { runId, recipient } = await runWithDelivery(EmailDeliveryStatus.sending, null);
    const result = await emailActivities(real.deps).sendDigest({ runId });
    expect(result.status).toBe('sent');
    const emails = await sentEmails(real.sesUrl, recipient);
    expect(emails).toHaveLength(1);
    const delivery = await em().findOneOrFail(EmailDelivery, { deliveryKey: `run:${runId}` });
    expect(delivery.status).toBe(EmailDeliveryStatus.sent);
    expect(delivery.messageId).toBe(emails[0].messageId);
  });

  it('does not send again a digest recorded as sent', async () => {
    const { runId, recipient } = await runWithDelivery(EmailDeliveryStatus.sent, 'ses-message-1');
    const result = await emailActivities(real.deps).sendDigest({ runId });
    expect(result.status).toBe('already-sent');
    expect(await sentEmails(real.sesUrl, recipient)).toHaveLength(0);
  });
});

describe('a digest the mail service refuses', () => {
  it('records on the run that the email failed, and why, for the run history', async () => {
    const { runId } = await runWithDelivery(EmailDeliveryStatus.sending, null);
    const refusing = {
      ...real.deps,
      mailer: {
        send: async () => {
          throw new PermanentEmailError('Email address is not verified', 'MessageRejected');
        },
      },
    } as ActivityDeps;
    await expect(emailActivities(refusing).sendDigest({ runId })).rejects.toThrow('Email address is not verified');
    const run = await em().findOneOrFail(SynthRun, { id: runId });
    expect(run.output?.email).toEqual({ status: 'failed', reason: 'Email address is not verified' });
  });
});
