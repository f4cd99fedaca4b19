import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { dailyEmailCapsFor } from '@synth/core/plans';
import { setSynthPublic } from '@synth/core/editions';
import { EmailDelivery, type Mailer } from '@synth/core/email';
import { PublicSubscriber, suppressAddress, unsubscribeRecipient } from '@synth/core/recipients';
import { RunLog, RunStatus, RunTrigger, SynthRun } from '@synth/core/runs';
import { Synth } from '@synth/core/synths';
import { User } from '@synth/core/users';
import { markRecipientConfirmed } from '../../../test-support/recipients';
import { sentEmails } from '../../../dev-services/ses-store';
import { useActivityDeps } from '../test-support/activity-deps';
import { emailActivities } from './email.activities';

// A public synth's digest to its subscribers, on the real database and the local SES: each
// confirmed subscriber once per run, however often the step is retried, within the account's
// daily cap, never twice to the synth's own recipient, and never after a one-click unsubscribe.
const real = useActivityDeps();
const em = real.em;

const address = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

/** A trial user's public synth and a run of it that has written its digest and is about to email it. */
async function publicSynthRun(opts: { recipient?: string | null; isPublic?: boolean } = {}) {
  const db = em();
  const recipient = opts.recipient === undefined ? address('owner-reader') : opts.recipient;
  const user = db.create(User, {
    firebaseUid: `uid-${randomUUID()}`,
    email: address('owner'),
    displayName: 'Sam',
  } as never) as User;
  const synth = db.create(Synth, {
    user,
    name: 'Harbour news',
    rssFeedUrls: ['https://example.com/feed.xml'],
    recipientEmail: recipient,
  } as never) as Synth;
  await db.flush();
  await setSynthPublic(db, synth, opts.isPublic ?? true);
  if (recipient) await markRecipientConfirmed(db, user.id, recipient);
  const runOf = async () => {
    const run = db.create(SynthRun, {
      user,
      synth,
      trigger: RunTrigger.manual,
      status: RunStatus.running,
      workflowId: `wf-${randomUUID()}`,
      startedAt: new Date(),
      config: { name: 'Harbour news', recipientEmail: recipient, userTimezone: 'UTC' },
      output: {
        articles: [
          {
            id: randomUUID(),
            title: 'Ferry fares frozen until 2028',
            link: 'https://news.example.com/ferries',
            source: 'Harbour Gazette',
            publishedAt: null,
            summary: 'Islanders will pay the same fares until April 2028.',
            minute: { point: 'Ferry fares frozen', fact: 'the same fares until April 2028' },
          },
        ],
      },
    } as never) as SynthRun;
    await db.flush();
    return run.id;
  };
  const subscribe = async (email: string, confirmed = true) => {
    db.create(PublicSubscriber, { synth, user, email } as never);
    await db.flush();
    if (confirmed) await markRecipientConfirmed(db, user.id, email);
  };
  return { userId: user.id, synthId: synth.id, recipient, runOf, subscribe };
}

const digestsTo = async (to: string) =>
  (await sentEmails(real.sesUrl, to)).filter((m) => !m.subject.startsWith('Confirm that you want'));

async function logOf(runId: string): Promise<string[]> {
  return (await em().find(RunLog, { run: runId }, { orderBy: { seq: 'asc' } })).map((l) => l.message);
}

describe("a public synth's subscribers", () => {
  it('each get the digest once, the pending and the unsubscribed none, and the own recipient only its own copy', async () => {
    const s = await publicSynthRun();
    const [a, b, pending, gone] = ['sub-a', 'sub-b', 'sub-pending', 'sub-gone'].map(address);
    await s.subscribe(a);
    await s.subscribe(b);
    await s.subscribe(pending, false);
    await s.subscribe(gone);
    await suppressAddress(em(), s.userId, gone);
    // The synth's own recipient also asked on the page: still one email.
    await s.subscribe(s.recipient!);
    const runId = await s.runOf();

    expect((await emailActivities(real.deps).sendDigest({ runId })).status).toBe('sent');
    // A retry of the step (the worker died after the send) sends nothing more.
    expect((await emailActivities(real.deps).sendDigest({ runId })).status).toBe('already-sent');

    for (const to of [a, b]) {
      const mails = await digestsTo(to);
      expect(mails, to).toHaveLength(1);
      const { html, text } = mails[0].body;
      expect(html).toContain('>Ferry fares frozen</a> — the same fares until April 2028');
      // A subscriber's copy: its own unsubscribe link, nothing of the owner's Synth.
      expect(text).toMatch(/Unsubscribe: <http[^>]+\/api\/unsubscribe\?token=/);
      expect(html).not.toContain('Manage your synth');
      expect(html).not.toContain('View this run in Synth');
      expect(html).not.toContain('article-feedback');
      expect(html).toContain('>View in browser</a>');
    }
    expect(await digestsTo(pending)).toHaveLength(0);
    expect(await digestsTo(gone)).toHaveLength(0);
    expect(await digestsTo(s.recipient!)).toHaveLength(1);
    expect(await logOf(runId)).toContain("Digest emailed to 2 subscribers of the synth's public page");
  });

  it('resume after a failed send: a retry mails only those not yet mailed', async () => {
    const s = await publicSynthRun();
    const subs = ['r1', 'r2', 'r3'].map(address);
    for (const to of subs) await s.subscribe(to);
    const runId = await s.runOf();
    let failedOnce = false;
    // SES answers the second subscriber with a passing failure, once.
    const flaky: Mailer = {
      send: async (msg) => {
        if (msg.to === subs[1] && !failedOnce) {
          failedOnce = true;
          throw new Error('SES is busy');
        }
        return real.deps.mailer.send(msg);
      },
    } as Mailer;
    await expect(emailActivities({ ...real.deps, mailer: flaky }).sendDigest({ runId })).rejects.toThrow('SES is busy');
    expect((await emailActivities({ ...real.deps, mailer: flaky }).sendDigest({ runId })).status).toBe('already-sent');
    for (const to of subs) expect(await digestsTo(to), to).toHaveLength(1);
    const deliveries = await em().find(EmailDelivery, { run: runId });
    expect(deliveries).toHaveLength(4);
    expect(new Set(deliveries.map((d) => d.recipient)).size).toBe(4);
  });

  it("stop at the account's daily cap, which the run log says", async () => {
    const s = await publicSynthRun();
    const cap = dailyEmailCapsFor('trial').digests;
    const subs = Array.from({ length: cap + 1 }, (_, i) => address(`cap${i}`));
    for (const to of subs) await s.subscribe(to);
    const runId = await s.runOf();
    await emailActivities(real.deps).sendDigest({ runId });
    const mailed = (await Promise.all(subs.map(digestsTo))).filter((m) => m.length === 1).length;
    // The owner's recipient took one of the day's digests.
    expect(mailed).toBe(cap - 1);
    expect((await logOf(runId)).join('\n')).toMatch(
      /2 subscribers were not sent the digest: your account reached the most digests your plan allows in 24 hours\./,
    );
  });

  it('get nothing once they unsubscribe with one click, or once the synth is private again', async () => {
    const s = await publicSynthRun({ recipient: null });
    const [stays, leaves] = ['stays', 'leaves'].map(address);
    await s.subscribe(stays);
    await s.subscribe(leaves);
    const first = await s.runOf();
    const result = await emailActivities(real.deps).sendDigest({ runId: first });
    expect(result.reason).toBe(
      "No recipient email set; the digest went only to the subscribers of the synth's public page",
    );
    expect(await digestsTo(leaves)).toHaveLength(1);

    expect(await unsubscribeRecipient(em(), { userId: s.userId, email: leaves })).toBe('unsubscribed');
    await emailActivities(real.deps).sendDigest({ runId: await s.runOf() });
    expect(await digestsTo(leaves)).toHaveLength(1);
    expect(await digestsTo(stays)).toHaveLength(2);

    const db = em();
    await setSynthPublic(db, await db.findOneOrFail(Synth, s.synthId), false);
    await emailActivities(real.deps).sendDigest({ runId: await s.runOf() });
    expect(await digestsTo(stays)).toHaveLength(2);
  });
});
