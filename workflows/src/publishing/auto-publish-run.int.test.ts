// Automatic publishing on the real run workflow: a run of a synth with automatic publishing on
// emails a digest that says when its post goes out (with the cancel link), then leaves a waiting
// publishing workflow behind, which posts to the LinkedIn stand-in when its time comes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AutoPublishSetting,
  ConnectedAccount,
  encryptToken,
  Publication,
  RESCHEDULE_PUBLISH_SIGNAL,
} from '@synth/core/publishing';
import { SynthService } from '@synth/core/synths';
import { User } from '@synth/core/users';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { startFakeLinkedIn } from '../../../dev-services/social/index.mjs';
import { recipientsWhoConfirm } from '../../../test-support/recipients';
import { sentEmails } from '../../../dev-services/ses-store';
import { TemporalScheduleService } from '../schedules/schedule.service';
import { testRuns } from '../test-support/start-run';
import { localActivitiesOf } from '../test-support/local-activities';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';

let h: WorkerHarness;
let feeds: FeedServer;
let linkedin: Awaited<ReturnType<typeof startFakeLinkedIn>>;

beforeAll(async () => {
  [feeds, linkedin] = await Promise.all([startFeedServer(), startFakeLinkedIn()]);
  h = await startWorker({
    env: {
      LINKEDIN_CLIENT_ID: linkedin.client.id,
      LINKEDIN_CLIENT_SECRET: linkedin.client.secret,
      LINKEDIN_AUTH_URL: linkedin.url,
      LINKEDIN_API_URL: linkedin.url,
    },
  });
}, 120_000);
afterAll(async () => {
  await h?.close();
  await Promise.all([feeds?.close(), linkedin?.close()]);
});

describe('automatic publishing after a run', () => {
  it("says so in the digest and publishes the post when the waiting workflow's time comes", async () => {
    const em = h.em();
    const to = `auto-${randomUUID().slice(0, 6)}@example.com`;
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
    const user = await em.findOneOrFail(User, { id: (await h.newUser()).id });
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
      recipientEmail: to,
      contentType: 'linkedin',
    } as never);
    const member = { id: randomUUID().slice(0, 12), name: 'Auto Member' };
    const tokens = linkedin.store.issueTokens({ member, scopes: ['openid', 'profile', 'w_member_social'] });
    em.create(ConnectedAccount, {
      user,
      platform: 'linkedin',
      externalId: member.id,
      displayName: member.name,
      accessTokenSealed: encryptToken(tokens.accessToken, h.deps.config.publishing.tokenKey),
      expiresAt: new Date(Date.now() + tokens.expiresIn * 1000),
    } as never);
    em.create(AutoPublishSetting, { synth, user, delayMinutes: 30 } as never);
    await em.flush();

    const runs = testRuns(h, em);
    const run = await runs.startManual(user, synth.id);
    expect(await runs.waitForResult(run, 60_000)).toMatchObject({ status: 'succeeded', emailSent: true });

    const [email] = await sentEmails(h.sesUrl, to);
    expect(email.body.text).toMatch(
      /Synth will publish these posts to LinkedIn at \d{1,2}:\d{2} [AP]M \([^)]+\) unless you cancel\./,
    );
    expect(email.body.text).toContain('/api/publishing/cancel?token=');
    const [waiting] = await h.em().find(Publication, { run: run.id });
    expect(waiting).toMatchObject({ status: 'scheduled', platform: 'linkedin' });
    expect(waiting.publishAt!.getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    // A run with posts that publish themselves ends in its own step, after the publishing step.
    expect(await localActivitiesOf(h.client.workflow.getHandle(run.workflowId))).toEqual([
      'startRun',
      'gatherAndSendDigest',
      'scheduleAutoPublish',
      'finishRun',
    ]);
    const handle = h.client.workflow.getHandle(waiting.key);
    expect((await handle.describe()).status.name).toBe('RUNNING');
    expect(linkedin.posts).toHaveLength(0);

    // The person sets the time to now: the waiting workflow posts at once.
    await handle.signal(RESCHEDULE_PUBLISH_SIGNAL, new Date().toISOString());
    expect(await handle.result()).toMatchObject({ status: 'published' });
    expect(linkedin.posts).toHaveLength(1);
    expect(linkedin.posts[0].commentary).toContain('Payments regulation tightens in Europe');
  });
});
