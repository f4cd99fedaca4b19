import { describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DELIVERY_CLAIM_STALE_MS, EmailDelivery, EmailDeliveryStatus, PermanentEmailError } from '@synth/core/email';
import { RunStatus, RunTrigger, SynthRun } from '@synth/core/runs';
import { User } from '@synth/core/users';
import { sentEmails } from '../../../dev-services/ses-store';
import type { ActivityDeps } from '../deps';
import { useActivityDeps } from '../test-support/activity-deps';
import { emailActivities } from './email.activities';
import { markRecipientConfirmed } from '../../../test-support/recipients';

// The send step on its own, against the real database and the local SES: what a retry does with
// the delivery row an earlier attempt left behind.
const real = useActivityDeps();
const em = real.em;

/**
 * A running manual run with one summarised article, and the delivery row an earlier attempt left,
 * last touched `touchedAgoMs` ago (a 'sending' claim that old has gone unrenewed: its attempt died).
 */
async function runWithDelivery(
  status: EmailDeliveryStatus,
  messageId: string | null,
  touchedAgoMs = DELIVERY_CLAIM_STALE_MS + 1_000,
) {
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
    updatedAt: new Date(Date.now() - touchedAgoMs),
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

  it('sends nothing while another attempt is sending it (its claim fresh), and says it will check again', async () => {
    const { runId, recipient } = await runWithDelivery(EmailDeliveryStatus.sending, null, 2_000);
    const attempt = emailActivities(real.deps).sendDigest({ runId });
    await expect(attempt).rejects.toMatchObject({
      type: 'DeliveryInProgress',
      message: 'Another attempt is sending this digest now; this one sends nothing and checks again shortly.',
    });
    expect(await sentEmails(real.sesUrl, recipient)).toHaveLength(0);
    const delivery = await em().findOneOrFail(EmailDelivery, { deliveryKey: `run:${runId}` });
    expect(delivery.status).toBe(EmailDeliveryStatus.sending);
  });

  it('renews its claim while the mail service is slow to answer, so no second attempt sends beside it', async () => {
    const { runId } = await runWithDelivery(EmailDeliveryStatus.claimed, null);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let calls = 0;
    const slow = {
      ...real.deps,
      mailer: {
        send: async () => {
          calls++;
          await answered;
          return { messageId: 'ses-slow-1' };
        },
      },
    } as ActivityDeps;
    const first = emailActivities(slow).sendDigest({ runId });
    const key = `run:${runId}`;
    await vi.waitFor(() => expect(calls).toBe(1));
    // As if the claim were last renewed long ago: the live attempt renews it within a few seconds.
    await em().execute(`update email_deliveries set updated_at = now() - interval '1 hour' where delivery_key = ?`, [
      key,
    ]);
    await vi.waitFor(
      async () => {
        const row = await em().findOneOrFail(EmailDelivery, { deliveryKey: key });
        expect(Date.now() - row.updatedAt.getTime()).toBeLessThan(DELIVERY_CLAIM_STALE_MS);
      },
      { timeout: 15_000, interval: 500 },
    );
    await expect(emailActivities(slow).sendDigest({ runId })).rejects.toMatchObject({ type: 'DeliveryInProgress' });
    answer();
    await expect(first).resolves.toMatchObject({ status: 'sent' });
    expect(calls).toBe(1);
    const delivery = await em().findOneOrFail(EmailDelivery, { deliveryKey: key });
    expect(delivery).toMatchObject({ status: EmailDeliveryStatus.sent, messageId: 'ses-slow-1' });
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
