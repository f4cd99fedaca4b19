import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { EmailDelivery, EmailDeliveryStatus, verifyUnsubscribeToken } from '@synth/core/email';
import { dailyEmailCapsFor } from '@synth/core/plans';
import { confirmRecipient, RecipientConfirmations, unsubscribeRecipient, whyNoDigest } from '@synth/core/recipients';
import { RunLog, RunStatus, RunTrigger, SynthRun } from '@synth/core/runs';
import { Synth } from '@synth/core/synths';
import { User } from '@synth/core/users';
import { markRecipientConfirmed } from '../../../test-support/recipients';
import { sentEmails, type StoredEmail } from '../../../dev-services/ses-store';
import { useActivityDeps } from '../test-support/activity-deps';
import { emailActivities } from './email.activities';

// The email step's last check, on the real database and the local SES: it reads the recipient's
// confirmation, the suppression list and the daily cap at the moment of sending, not as the run
// found them when it started.
const real = useActivityDeps();
const em = real.em;

/** A trial user's synth and a run of it that has written its digest and is about to email it. */
async function runAboutToEmail(opts: { confirmed: boolean; recipient?: string; userId?: string; preview?: boolean }) {
  const db = em();
  const recipient = opts.recipient ?? `reader-${randomUUID().slice(0, 8)}@example.com`;
  const user = opts.userId
    ? await db.findOneOrFail(User, opts.userId)
    : (db.create(User, {
        firebaseUid: `uid-${randomUUID()}`,
        email: `owner-${randomUUID().slice(0, 8)}@example.com`,
        displayName: 'Pat',
      } as never) as User);
  const synth = opts.userId
    ? await db.findOneOrFail(Synth, { user })
    : (db.create(Synth, {
        user,
        name: 'Gate synth',
        rssFeedUrls: ['https://example.com/feed.xml'],
        recipientEmail: recipient,
      } as never) as Synth);
  const run = db.create(SynthRun, {
    user,
    // An editor preview runs the settings on screen, not a saved synth.
    synth: opts.preview ? null : synth,
    trigger: opts.preview ? RunTrigger.preview : RunTrigger.manual,
    status: RunStatus.running,
    workflowId: `wf-${randomUUID()}`,
    startedAt: new Date(),
    config: { name: 'Gate synth', recipientEmail: recipient, userTimezone: 'UTC' },
    output: {
      articles: [
        {
          id: randomUUID(),
          title: 'Gates hold',
          link: 'https://news.example.com/gate',
          source: 'News',
          publishedAt: null,
          summary: 'A digest checks its reader first.',
        },
      ],
    },
  } as never) as SynthRun;
  await db.flush();
  if (opts.confirmed) await markRecipientConfirmed(db, user.id, recipient);
  return { runId: run.id, synthId: synth.id, userId: user.id, recipient };
}

async function logOf(runId: string): Promise<string[]> {
  const logs = await em().find(RunLog, { run: runId }, { orderBy: { seq: 'asc' } });
  return logs.map((l) => l.message);
}

describe('the email step', () => {
  it('sends nothing to an address that has not confirmed, and the run log says why', async () => {
    const { runId, recipient } = await runAboutToEmail({ confirmed: false });
    const result = await emailActivities(real.deps).sendDigest({ runId });
    expect(result).toEqual({ status: 'skipped', reason: whyNoDigest.notConfirmed(recipient) });
    expect(await sentEmails(real.sesUrl, recipient)).toHaveLength(0);
    expect(await logOf(runId)).toContain(whyNoDigest.notConfirmed(recipient));
  });

  it('sends the digest once the person pressed the link in their one confirmation email', async () => {
    const { runId, userId, synthId, recipient } = await runAboutToEmail({ confirmed: false });
    const db = em();
    const { config } = real.deps;
    const confirmations = new RecipientConfirmations(
      db,
      real.deps.mailer,
      { publicUrl: config.publicUrl, appSecret: config.appSecret, from: config.email.from },
      null,
    );
    await confirmations.recipientSaved(await db.findOneOrFail(User, userId), await db.findOneOrFail(Synth, synthId));
    expect((await emailActivities(real.deps).sendDigest({ runId })).status).toBe('skipped');

    const [asked] = await sentEmails(real.sesUrl, recipient);
    const token = new URL(/See who asked and confirm: (\S+)/.exec(asked.body.text ?? '')![1]).searchParams.get(
      'token',
    )!;
    expect(await confirmRecipient(em(), token, config.appSecret)).toEqual({ outcome: 'confirmed', email: recipient });
    const later = await runAboutToEmail({ confirmed: false, userId, recipient });
    expect((await emailActivities(real.deps).sendDigest({ runId: later.runId })).status).toBe('sent');
    const mails = await sentEmails(real.sesUrl, recipient);
    expect(mails.map((m) => m.subject.startsWith('Confirm that you want'))).toEqual([true, false]);
  });

  it('sends nothing to an address that unsubscribed after the run started, although it had confirmed', async () => {
    const { runId, userId, recipient } = await runAboutToEmail({ confirmed: true });
    // The run holds the address in its snapshot; the one-click unsubscribe lands before the send.
    expect(await unsubscribeRecipient(em(), { userId, email: recipient.toUpperCase() })).toBe('unsubscribed');
    const result = await emailActivities(real.deps).sendDigest({ runId });
    expect(result).toEqual({ status: 'skipped', reason: whyNoDigest.suppressed(recipient) });
    expect(await sentEmails(real.sesUrl, recipient)).toHaveLength(0);
    expect(await logOf(runId)).toContain(whyNoDigest.suppressed(recipient));
    const run = await em().findOneOrFail(SynthRun, runId);
    expect(run.output).toMatchObject({ email: { status: 'skipped', reason: whyNoDigest.suppressed(recipient) } });
  });

  it('sends a confirmed address its digest until the account reaches its daily cap, then says so', async () => {
    const first = await runAboutToEmail({ confirmed: true });
    expect((await emailActivities(real.deps).sendDigest({ runId: first.runId })).status).toBe('sent');
    const cap = dailyEmailCapsFor('trial').digests;
    // The rest of the day's allowance, as deliveries already handed to SES.
    const db = em();
    for (let i = 1; i < cap; i++) {
      const other = await runAboutToEmail({ confirmed: true, userId: first.userId, recipient: first.recipient });
      db.create(EmailDelivery, {
        deliveryKey: `run:${other.runId}`,
        run: other.runId,
        status: EmailDeliveryStatus.sent,
        recipient: first.recipient,
        messageId: `m-${i}`,
        sentAt: new Date(),
      } as never);
    }
    await db.flush();
    const over = await runAboutToEmail({ confirmed: true, userId: first.userId, recipient: first.recipient });
    const result = await emailActivities(real.deps).sendDigest({ runId: over.runId });
    expect(result).toEqual({ status: 'skipped', reason: whyNoDigest.dailyCap(cap) });
    expect(await sentEmails(real.sesUrl, first.recipient)).toHaveLength(1);
    expect(await logOf(over.runId)).toContain(whyNoDigest.dailyCap(cap));
  });

  it('sends at most the daily cap when many digests of one account go out at the same moment', async () => {
    const cap = dailyEmailCapsFor('trial').digests;
    const first = await runAboutToEmail({ confirmed: true });
    const runs = [first];
    for (let i = 1; i < cap + 3; i++)
      runs.push(await runAboutToEmail({ confirmed: true, userId: first.userId, recipient: first.recipient }));
    const results = await Promise.all(runs.map((r) => emailActivities(real.deps).sendDigest({ runId: r.runId })));
    expect(results.filter((r) => r.status === 'sent')).toHaveLength(cap);
    expect(results.filter((r) => r.reason === whyNoDigest.dailyCap(cap))).toHaveLength(3);
    expect(await sentEmails(real.sesUrl, first.recipient)).toHaveLength(cap);
  });
});

/** What the digest's unsubscribe link says, as the unsubscribe page reads it. */
function unsubscribeLinkOf(mail: StoredEmail) {
  const url = /<(https?:\/\/[^>\s]+\/api\/unsubscribe\?token=[^>\s]+)>/.exec(mail.body.text ?? '')?.[1];
  if (!url) throw new Error(`no unsubscribe link in "${mail.subject}"`);
  const link = verifyUnsubscribeToken(new URL(url).searchParams.get('token')!, real.deps.config.appSecret);
  if (!link) throw new Error('the unsubscribe link does not verify');
  return link;
}

describe("a digest's unsubscribe link", () => {
  it("of an editor preview's digest stops the next Run now of the same synth from mailing the address", async () => {
    const preview = await runAboutToEmail({ confirmed: true, preview: true });
    expect((await emailActivities(real.deps).sendDigest({ runId: preview.runId })).status).toBe('sent');
    const [mail] = await sentEmails(real.sesUrl, preview.recipient);
    expect(await unsubscribeRecipient(em(), unsubscribeLinkOf(mail))).toBe('unsubscribed');

    const runNow = await runAboutToEmail({ confirmed: true, userId: preview.userId, recipient: preview.recipient });
    expect(await emailActivities(real.deps).sendDigest({ runId: runNow.runId })).toEqual({
      status: 'skipped',
      reason: whyNoDigest.suppressed(preview.recipient),
    });
    expect(await sentEmails(real.sesUrl, preview.recipient)).toHaveLength(1);
  });

  it('still works after its synth was deleted and made again with the same address', async () => {
    const before = await runAboutToEmail({ confirmed: true });
    expect((await emailActivities(real.deps).sendDigest({ runId: before.runId })).status).toBe('sent');
    const [mail] = await sentEmails(real.sesUrl, before.recipient);
    const db = em();
    await db.nativeDelete(SynthRun, { synth: before.synthId });
    await db.nativeDelete(Synth, { id: before.synthId });

    expect(await unsubscribeRecipient(em(), unsubscribeLinkOf(mail))).toBe('unsubscribed');
    const again = em();
    again.create(Synth, {
      user: before.userId,
      name: 'Made again',
      rssFeedUrls: ['https://example.com/feed.xml'],
      recipientEmail: before.recipient,
    } as never);
    await again.flush();
    const later = await runAboutToEmail({ confirmed: true, userId: before.userId, recipient: before.recipient });
    expect(await emailActivities(real.deps).sendDigest({ runId: later.runId })).toEqual({
      status: 'skipped',
      reason: whyNoDigest.suppressed(before.recipient),
    });
    expect(await sentEmails(real.sesUrl, before.recipient)).toHaveLength(1);
  });
});
