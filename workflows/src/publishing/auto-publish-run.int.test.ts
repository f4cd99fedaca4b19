// Automatic publishing on the real run workflow: a post publishes itself only when its owner was
// told first, with a cancel link (by the digest when it goes to the owner, otherwise by a notice
// email of their own); it publishes the text saved at that moment; and a worker lost right after
// the scheduling still leaves exactly one waiting publish behind.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AutoPublishSetting,
  ConnectedAccount,
  NO_NOTICE_NO_AUTO_PUBLISH,
  Publication,
  RESCHEDULE_PUBLISH_SIGNAL,
  sealToken,
} from '@synth/core/publishing';
import { outputOf, RunLog, setOutput, SynthRun } from '@synth/core/runs';
import { SynthService } from '@synth/core/app';
import { User } from '@synth/core/users';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { startFakeLinkedIn } from '../../../dev-services/social/index.mjs';
import { recipientsWhoConfirm } from '../../../test-support/recipients';
import { sentEmails, type StoredEmail } from '../../../dev-services/ses-store';
import { TemporalScheduleService } from '../schedules/schedule.service';
import { testRuns } from '../test-support/start-run';
import { localActivitiesOf } from '../test-support/local-activities';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';

let h: WorkerHarness;
let feeds: FeedServer;
let linkedin: Awaited<ReturnType<typeof startFakeLinkedIn>>;
/** Runs whose worker is lost once, right after their automatic publications are recorded. */
const loseWorkerAfterScheduling = new Set<string>();

beforeAll(async () => {
  [feeds, linkedin] = await Promise.all([startFeedServer(), startFakeLinkedIn()]);
  feeds.setFeed(
    '/auto.xml',
    rss('Payments Daily', [
      {
        title: 'Payments regulation tightens in Europe',
        description: 'Regulators announced new payments rules. Banks have six months to comply.',
        link: 'https://news.example.com/auto/1',
      },
    ]),
  );
  h = await startWorker({
    env: {
      LINKEDIN_CLIENT_ID: linkedin.client.id,
      LINKEDIN_CLIENT_SECRET: linkedin.client.secret,
      LINKEDIN_AUTH_URL: linkedin.url,
      LINKEDIN_API_URL: linkedin.url,
    },
    wrap: (deps) => ({
      ...deps,
      afterAutoPublishScheduled: (runId) => {
        if (loseWorkerAfterScheduling.delete(runId))
          throw new Error('the worker was lost after recording the publications and before starting them');
      },
    }),
  });
}, 120_000);
afterAll(async () => {
  await h?.close();
  await Promise.all([feeds?.close(), linkedin?.close()]);
});

const CANCEL_LINK = '/api/publishing/cancel?token=';

/**
 * A trial user with a LinkedIn connection and a synth whose posts publish themselves 30 minutes after
 * the digest. `recipient` is 'owner' (their own verified address), 'someone else', or none.
 */
async function autoPublishingSynth(opts: { recipient: 'owner' | 'someone else' | 'none'; ownerVerified?: boolean }) {
  const em = h.em();
  const ownerEmail = `owner-${randomUUID().slice(0, 8)}@example.com`;
  const user = await em.findOneOrFail(User, { id: (await h.newUser()).id });
  Object.assign(user, { email: ownerEmail, emailVerified: opts.ownerVerified ?? true });
  const recipientEmail =
    opts.recipient === 'owner'
      ? ownerEmail
      : opts.recipient === 'someone else'
        ? `reader-${randomUUID().slice(0, 8)}@example.com`
        : null;
  const synths = new SynthService(
    em,
    new TemporalScheduleService(async () => h.client, h.taskQueue),
    undefined,
    recipientsWhoConfirm(em),
  );
  const synth = await synths.create(user, {
    name: 'Auto synth',
    status: 'inactive',
    rssFeedUrls: [`${feeds.url}/auto.xml`],
    topics: ['payments'],
    recipientEmail,
    contentType: 'linkedin',
  } as never);
  const member = { id: randomUUID().slice(0, 12), name: 'Auto Member' };
  const tokens = linkedin.store.issueTokens({ member, scopes: ['openid', 'profile', 'w_member_social'] });
  em.create(ConnectedAccount, {
    user,
    platform: 'linkedin',
    externalId: member.id,
    displayName: member.name,
    accessTokenSealed: sealToken(tokens.accessToken, h.deps.config.publishing.tokenKeyring, {
      userId: user.id,
      platform: 'linkedin',
    }),
    expiresAt: new Date(Date.now() + tokens.expiresIn * 1000),
  } as never);
  em.create(AutoPublishSetting, { synth, user, delayMinutes: 30 } as never);
  await em.flush();
  return { em, user, synth, ownerEmail, recipientEmail };
}

async function runOf(setup: Awaited<ReturnType<typeof autoPublishingSynth>>, before?: (runId: string) => void) {
  const runs = testRuns(h, setup.em);
  const run = await runs.startManual(setup.user, setup.synth.id);
  before?.(run.id);
  const result = await runs.waitForResult(run, 60_000);
  return { run, result };
}

const waitingOf = (runId: string) => h.em().find(Publication, { run: runId });

/** The notice email the owner got for their run's automatic publishing. */
async function noticeTo(ownerEmail: string): Promise<StoredEmail | undefined> {
  return (await sentEmails(h.sesUrl, ownerEmail)).find((m) =>
    m.subject.startsWith('Your posts will publish themselves'),
  );
}

/** Sets the waiting publish's time to now and answers how it ended. */
async function publishNow(key: string) {
  const handle = h.client.workflow.getHandle(key);
  expect((await handle.describe()).status.name).toBe('RUNNING');
  await handle.signal(RESCHEDULE_PUBLISH_SIGNAL, new Date().toISOString());
  return handle.result();
}

describe('automatic publishing after a run', () => {
  it('is announced in a digest that goes to the owner, and publishes the text the owner saved while it waited', async () => {
    const setup = await autoPublishingSynth({ recipient: 'owner' });
    const { run, result } = await runOf(setup);
    expect(result).toMatchObject({ status: 'succeeded', emailSent: true });

    const [digest] = await sentEmails(h.sesUrl, setup.ownerEmail);
    expect(digest.body.text).toMatch(
      /Synth will publish these posts to LinkedIn at \d{1,2}:\d{2} [AP]M \([^)]+\) unless you cancel\./,
    );
    expect(digest.body.text).toContain(CANCEL_LINK);
    expect(await noticeTo(setup.ownerEmail)).toBeUndefined();
    const [waiting] = await waitingOf(run.id);
    expect(waiting).toMatchObject({ status: 'scheduled', platform: 'linkedin' });
    expect(waiting.publishAt!.getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    // A run with posts that publish themselves ends in its own step, after the publishing step.
    expect(await localActivitiesOf(h.client.workflow.getHandle(run.workflowId))).toEqual([
      'startRun',
      'gatherAndSendDigest',
      'scheduleAutoPublish',
      'finishRun',
    ]);

    // The owner corrects the post on the run page while it waits: the correction is what goes out.
    const db = h.em();
    const saved = await db.findOneOrFail(SynthRun, run.id);
    const posts = outputOf(saved).posts!;
    const corrected = `Corrected by hand ${randomUUID()}`;
    setOutput(saved, { posts: [{ ...posts[0], editedText: corrected }, ...posts.slice(1)] });
    await db.flush();

    expect(await publishNow(waiting.key)).toMatchObject({ status: 'published' });
    expect(linkedin.posts.filter((p) => p.commentary === corrected)).toHaveLength(1);
    expect(linkedin.posts.some((p) => p.commentary === posts[0].text)).toBe(false);
  });

  it('tells the owner by an email of their own when the digest goes to someone else, whose digest has no cancel link', async () => {
    const setup = await autoPublishingSynth({ recipient: 'someone else' });
    const { run, result } = await runOf(setup);
    expect(result).toMatchObject({ status: 'succeeded', emailSent: true });

    const [digest] = await sentEmails(h.sesUrl, setup.recipientEmail!);
    expect(digest.body.text).not.toContain(CANCEL_LINK);
    expect(digest.body.text).not.toContain('Synth will publish these posts');
    const notice = await noticeTo(setup.ownerEmail);
    expect(notice?.body.text).toContain(
      'The digest went to another address, so this email brings you the cancel link.',
    );
    expect(notice?.body.text).toMatch(/Synth will publish these posts to LinkedIn at .* unless you cancel\./);
    expect(notice?.body.text).toContain(CANCEL_LINK);
    expect(await waitingOf(run.id)).toMatchObject([{ status: 'scheduled' }]);
  });

  it('tells the owner by an email of their own when no digest was sent', async () => {
    const setup = await autoPublishingSynth({ recipient: 'none' });
    const { run } = await runOf(setup);
    const notice = await noticeTo(setup.ownerEmail);
    expect(notice?.body.text).toContain(
      'No digest was emailed for this run, so this email brings you the cancel link.',
    );
    expect(await waitingOf(run.id)).toMatchObject([{ status: 'scheduled' }]);
    expect(await sentEmails(h.sesUrl, setup.ownerEmail)).toHaveLength(1);
  });

  it('publishes nothing by itself when the owner cannot be told: the post waits for a click and the run says why', async () => {
    const setup = await autoPublishingSynth({ recipient: 'someone else', ownerVerified: false });
    const { run, result } = await runOf(setup);
    expect(result).toMatchObject({ status: 'succeeded', emailSent: true });
    expect(await sentEmails(h.sesUrl, setup.ownerEmail)).toHaveLength(0);
    expect(await waitingOf(run.id)).toEqual([]);
    const log = await h.em().find(RunLog, { run: run.id });
    expect(log.map((l) => l.message)).toContain(NO_NOTICE_NO_AUTO_PUBLISH);
  });

  it('still publishes once when the worker is lost between recording the publications and starting them', async () => {
    const setup = await autoPublishingSynth({ recipient: 'owner' });
    const { run, result } = await runOf(setup, (runId) => loseWorkerAfterScheduling.add(runId));
    expect(result).toMatchObject({ status: 'succeeded' });
    expect(loseWorkerAfterScheduling.has(run.id)).toBe(false);
    const waiting = await waitingOf(run.id);
    expect(waiting).toHaveLength(1);
    expect(await publishNow(waiting[0].key)).toMatchObject({ status: 'published' });
    const text = outputOf(await h.em().findOneOrFail(SynthRun, run.id)).posts![0].text;
    expect(linkedin.posts.filter((p) => p.commentary === text)).toHaveLength(1);
  });
});
