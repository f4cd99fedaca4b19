// What each post earned: a real worker publishes to the X and LinkedIn stand-ins, then reads the
// post's figures a "day" and a "week" later (the settings shorten both, and the stand-ins' clocks run
// a day a second), and stores each reading once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConnectedAccounts,
  figuresWorkflowId,
  PublishingClients,
  Publication,
  PublicationFigures,
  PUBLISH_WORKFLOW,
  readPublicationFigures,
} from '@synth/core/publishing';
import { startFakeLinkedIn, startFakeX } from '../../../dev-services/social/index.mjs';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';
import { publicationOnStandIn } from '../test-support/published-post';
import { platformsOf } from '../deps';

const TOKEN_KEY = Buffer.alloc(32, 5);
const KEYRING = { current: TOKEN_KEY, previous: [] };
const A_DAY_A_SECOND = 86_400;
let linkedin: Awaited<ReturnType<typeof startFakeLinkedIn>>;
let x: Awaited<ReturnType<typeof startFakeX>>;
let h: WorkerHarness;

beforeAll(async () => {
  [linkedin, x] = await Promise.all([
    startFakeLinkedIn({ figureSpeed: A_DAY_A_SECOND }),
    startFakeX({ figureSpeed: A_DAY_A_SECOND }),
  ]);
  h = await startWorker({
    env: {
      PUBLISHING_TOKEN_KEY: TOKEN_KEY.toString('base64'),
      LINKEDIN_CLIENT_ID: linkedin.client.id,
      LINKEDIN_CLIENT_SECRET: linkedin.client.secret,
      LINKEDIN_AUTH_URL: linkedin.url,
      LINKEDIN_API_URL: linkedin.url,
      LINKEDIN_READS_FIGURES: 'true',
      X_CLIENT_ID: x.client.id,
      X_CLIENT_SECRET: x.client.secret,
      X_AUTH_URL: x.url,
      X_API_URL: x.url,
      FIGURES_FIRST_READ_SECONDS: '1',
      FIGURES_SECOND_READ_SECONDS: '2',
    },
  });
}, 120_000);

afterAll(async () => {
  await h?.close();
  await Promise.all([linkedin?.close(), x?.close()]);
});

const X_SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'offline.access'];
const LINKEDIN_SCOPES = ['openid', 'profile', 'w_member_social'];

/** Publishes the publication with the real worker, then waits for its readings to finish. */
async function publishAndRead(pub: Publication): Promise<PublicationFigures[]> {
  await (
    await h.client.workflow.start(PUBLISH_WORKFLOW, {
      taskQueue: h.taskQueue,
      workflowId: pub.key,
      args: [{ publicationId: pub.id }],
    })
  ).result();
  await h.client.workflow.getHandle(figuresWorkflowId(pub.id)).result();
  return h.em().find(PublicationFigures, { publication: pub.id }, { orderBy: { readAt: 'asc' } });
}

describe("a published post's figures", () => {
  it('are read from X a day and a week after publishing, and grow between the two', async () => {
    const text = `Figures on X ${Date.now()}`;
    const pub = await publicationOnStandIn(h.em(), {
      platform: 'x',
      store: x.store,
      scopes: X_SCOPES,
      keyring: KEYRING,
      handle: 'figure_reader',
      post: { contentType: 'twitter', templateId: 'informative', text },
    });
    const readings = await publishAndRead(pub);
    const tweet = x.tweets.find((t) => t.text === text)!;
    expect(readings.map((r) => r.reading)).toEqual(['day', 'week']);
    expect(readings.every((r) => r.shared)).toBe(true);
    expect(readings[0].reactions).toBeGreaterThan(0);
    expect(readings[1].reactions).toBeGreaterThan(readings[0].reactions);
    expect(readings[1].impressions).toBeGreaterThan(readings[1].reactions);
    expect(x.figures.reads.filter((r) => r.id === tweet.id)).toHaveLength(2);
  }, 60_000);

  it('are read from LinkedIn when the connection carries the scope that reads them', async () => {
    const text = `Figures on LinkedIn ${Date.now()}`;
    const pub = await publicationOnStandIn(h.em(), {
      platform: 'linkedin',
      store: linkedin.store,
      scopes: [...LINKEDIN_SCOPES, 'r_member_social'],
      keyring: KEYRING,
      post: { contentType: 'linkedin', templateId: 'informative', text },
    });
    const readings = await publishAndRead(pub);
    expect(readings.map((r) => [r.reading, r.shared])).toEqual([
      ['day', true],
      ['week', true],
    ]);
    expect(readings[1].reactions).toBeGreaterThan(readings[0].reactions);
    // LinkedIn counts no reposts or impressions through this API: none are made up.
    expect(readings[1]).toMatchObject({ reposts: null, impressions: null });
  }, 60_000);

  it('are recorded as not shared when the LinkedIn connection predates the scope, without failing', async () => {
    const pub = await publicationOnStandIn(h.em(), {
      platform: 'linkedin',
      store: linkedin.store,
      scopes: LINKEDIN_SCOPES,
      keyring: KEYRING,
      post: { contentType: 'linkedin', templateId: 'informative', text: `No scope ${Date.now()}` },
    });
    const readings = await publishAndRead(pub);
    expect(readings.map((r) => [r.reading, r.shared, r.reactions])).toEqual([
      ['day', false, 0],
      ['week', false, 0],
    ]);
  }, 60_000);

  it('are not asked of the platform again once a reading is stored', async () => {
    const text = `Read once ${Date.now()}`;
    const pub = await publicationOnStandIn(h.em(), {
      platform: 'x',
      store: x.store,
      scopes: X_SCOPES,
      keyring: KEYRING,
      handle: 'figure_reader',
      post: { contentType: 'twitter', templateId: 'informative', text },
    });
    await publishAndRead(pub);
    const reads = x.figures.reads.length;
    const em = h.em();
    const accounts = new ConnectedAccounts(
      em,
      { publishing: h.deps.config.publishing, appSecret: h.deps.config.appSecret, publicUrl: h.deps.config.publicUrl },
      platformsOf(h.deps),
    );
    expect(await readPublicationFigures(em, accounts, pub.id, 'day')).toEqual({ status: 'alreadyRead' });
    expect(x.figures.reads).toHaveLength(reads);
    expect(await h.em().count(PublicationFigures, { publication: pub.id })).toBe(2);
  }, 60_000);

  it("wait for the next minute once the platform's allowance of reads for this minute is spent", async () => {
    const em = h.em();
    const real = platformsOf(h.deps).get('x');
    // X's client as it is, allowing one read a minute.
    const oneAMinute = Object.assign(Object.create(real), { readMetrics: { ...real.readMetrics!, perMinute: 1 } });
    const accounts = new ConnectedAccounts(
      em,
      { publishing: h.deps.config.publishing, appSecret: h.deps.config.appSecret, publicUrl: h.deps.config.publicUrl },
      new PublishingClients(h.deps.config.publishing.apps, { x: oneAMinute }),
    );
    const published = async (text: string) => {
      const pub = await publicationOnStandIn(h.em(), {
        platform: 'x',
        store: x.store,
        scopes: X_SCOPES,
        keyring: KEYRING,
        handle: 'figure_reader',
        post: { contentType: 'twitter', templateId: 'informative', text },
      });
      await (
        await h.client.workflow.start(PUBLISH_WORKFLOW, {
          taskQueue: h.taskQueue,
          workflowId: pub.key,
          args: [{ publicationId: pub.id }],
        })
      ).result();
      // The worker's own readings of it are done first, so this test's minute is its own.
      await h.client.workflow.getHandle(figuresWorkflowId(pub.id)).result();
      await h.em().nativeDelete(PublicationFigures, { publication: pub.id });
      return pub;
    };
    const [first, second] = [
      await published(`Allowance one ${Date.now()}`),
      await published(`Allowance two ${Date.now()}`),
    ];
    // A minute of its own, far from the worker's reads.
    const minute = new Date(Date.UTC(2031, 0, 1, 9, 0, 10));
    expect(await readPublicationFigures(em, accounts, first.id, 'day', minute)).toEqual({ status: 'stored' });
    const reads = x.figures.reads.length;
    expect(await readPublicationFigures(em, accounts, second.id, 'day', minute)).toEqual({
      status: 'wait',
      waitMs: 50_000,
    });
    expect(x.figures.reads).toHaveLength(reads);
    const nextMinute = new Date(minute.getTime() + 50_000);
    expect(await readPublicationFigures(em, accounts, second.id, 'day', nextMinute)).toEqual({ status: 'stored' });
  }, 60_000);
});
