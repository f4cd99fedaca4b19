import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDeliveryChannel,
  channelPostSettings,
  channelsOf,
  verifyWebhookSignature,
  type ChannelDeps,
} from '@synth/core/channels';
import { RunStatus, RunTrigger, SynthRun, outputOf } from '@synth/core/runs';
import { Synth } from '@synth/core/synths';
import { User } from '@synth/core/users';
import { startChannelStandIns } from '../../../dev-services/channels/server.mjs';
import { useActivityDeps } from '../test-support/activity-deps';
import { channelActivities } from './channel.activities';

// The digest posted to Slack, Teams, Discord and a signed webhook, on the real database and the
// stand-ins that refuse what each platform refuses: each channel gets one delivery per run however
// the step is retried or raced, within its platform's limits, with a feed's hostile HTML made text;
// and a channel whose test message fails is never saved.
process.env.FEED_ALLOW_PRIVATE_NETWORKS = 'true';
const real = useActivityDeps();
let standIns: Awaited<ReturnType<typeof startChannelStandIns>>;
beforeAll(async () => {
  standIns = await startChannelStandIns();
});
afterAll(async () => {
  await standIns?.close();
});

const channelDeps = (): ChannelDeps => ({
  keyring: real.deps.config.publishing.tokenKeyring,
  post: channelPostSettings(real.deps.config),
});
const noPause = { channelSleep: async () => {} };

const HOSTILE_TITLE = '<script>alert(1)</script>Grid <b>storage</b> @everyone <!channel>';
const HOSTILE_SUMMARY =
  '<p>Storage grew <img src=x onerror=alert(2)>40% this year.</p><iframe src="https://evil.example"></iframe>';

/** A trial user's synth and a run of it that has written its digest: one hostile story and many long ones. */
async function synthWithRun() {
  const db = real.em();
  const tag = randomUUID().slice(0, 8);
  const user = db.create(User, { firebaseUid: `uid-${tag}`, email: `owner-${tag}@example.com` } as never) as User;
  const synth = db.create(Synth, {
    user,
    name: 'Energy desk',
    rssFeedUrls: ['https://example.com/feed.xml'],
  } as never) as Synth;
  await db.flush();
  const articles = [
    {
      title: HOSTILE_TITLE,
      link: 'javascript:alert(3)',
      summary: HOSTILE_SUMMARY,
      minute: { point: HOSTILE_TITLE, fact: null },
    },
    ...Array.from({ length: 30 }, (_, i) => ({
      title: `Storage plant ${i} opens`,
      link: `https://news.example.com/plant-${i}`,
      summary: `Plant ${i} stores ${100 + i} MWh. ${'The operator says it will serve the towns nearby for decades. '.repeat(40)}`,
      minute: { point: `Plant ${i} opens`, fact: `${100 + i} MWh` },
    })),
  ].map((a) => ({ id: randomUUID(), source: 'Grid Gazette', publishedAt: null, ...a }));
  const runOf = async () => {
    const run = db.create(SynthRun, {
      user,
      synth,
      trigger: RunTrigger.manual,
      status: RunStatus.running,
      workflowId: `wf-${randomUUID()}`,
      startedAt: new Date(),
      config: { name: 'Energy desk', recipientEmail: null, userTimezone: 'UTC' },
      output: { articles },
    } as never) as SynthRun;
    await db.flush();
    return run.id;
  };
  const add = (kind: string, url: string | null, name = kind, planStatus = 'active-professional') =>
    addDeliveryChannel(real.em(), { userId: user.id, planStatus, synthId: synth.id, kind, name, url }, channelDeps());
  return { user, synth, runOf, add };
}

const runKeyOf = (runId: string) => `:run:${runId}`;
const deliveriesOf = (runId: string) =>
  standIns.received.filter((r) => String(r.headers['idempotency-key']).endsWith(runKeyOf(runId)));

describe('delivery channels', () => {
  it('each get exactly one delivery per run, within their limits, with the feed’s HTML made text', async () => {
    const s = await synthWithRun();
    const base = `${standIns.url}/`;
    const slack = await s.add('slack', `${base}slack/services/T1/B1/${randomUUID()}`);
    await s.add('teams', `${base}teams/workflows/${randomUUID()}`);
    await s.add('discord', `${base}discord/api/webhooks/1/${randomUUID()}`);
    const hook = await s.add('webhook', `${base}webhook/${randomUUID()}`);
    expect(hook.secret).toMatch(/^whsec_/);
    expect(slack.secret).toBeNull();
    // The stored address is sealed: the owner sees a hint, never the address.
    const stored = await channelsOf(real.em(), s.user.id, s.synth.id);
    expect(stored).toHaveLength(4);
    for (const c of stored) expect(c.sealedUrl).not.toContain('127.0.0.1');

    const runId = await s.runOf();
    const step = channelActivities({ ...real.deps, ...noPause });
    // A step retried after it posted, and two attempts racing: still one delivery each.
    await Promise.all([step.deliverToChannels({ runId }), step.deliverToChannels({ runId })]);
    await step.deliverToChannels({ runId });

    const got = deliveriesOf(runId);
    expect(got.map((r) => r.kind).sort()).toEqual(['discord', 'slack', 'teams', 'webhook']);
    expect(standIns.refused).toEqual([]);
    for (const r of got) {
      expect(r.raw).not.toMatch(/<script|<img|<iframe|onerror|<!channel>|<b>/i);
      expect(r.raw).toContain('Storage grew 40% this year.');
    }
    const discord = got.find((r) => r.kind === 'discord')!;
    expect(discord.body.allowed_mentions).toEqual({ parse: [] });
    const webhook = got.find((r) => r.kind === 'webhook')!;
    const timestamp = Number(webhook.headers['x-synth-timestamp']);
    expect(
      verifyWebhookSignature(hook.secret!, timestamp, webhook.raw, String(webhook.headers['x-synth-signature'])),
    ).toBe(true);
    expect(webhook.body.digest.stories[0].url).toBeNull();

    const run = await real.em().findOneOrFail(SynthRun, { id: runId });
    expect(outputOf(run).channels?.map((o) => o.status)).toEqual([
      'already-sent',
      'already-sent',
      'already-sent',
      'already-sent',
    ]);
  });

  it('reports a channel that keeps failing, and still posts to the others', async () => {
    const s = await synthWithRun();
    const failing = randomUUID();
    await s.add('slack', `${standIns.url}/slack/services/T1/B1/${failing}`, '#energy');
    await s.add('webhook', `${standIns.url}/webhook/${randomUUID()}`, 'Intranet');
    const runId = await s.runOf();
    // The first channel's three tries all meet a platform's bad moment.
    for (let i = 0; i < 3; i++) standIns.failNext(503, failing);
    const step = channelActivities({ ...real.deps, ...noPause });
    const { posted } = await step.deliverToChannels({ runId });
    expect(posted).toBe(1);
    const run = await real.em().findOneOrFail(SynthRun, { id: runId });
    const failed = outputOf(run).channels?.filter((o) => o.status === 'failed') ?? [];
    expect(failed).toHaveLength(1);
    expect(failed[0].reason).toMatch(/had a problem on its side \(HTTP 503\)\.$/);
    // The failed one is posted by the step's next attempt; the delivered one is not posted again.
    const before = deliveriesOf(runId).length;
    await step.deliverToChannels({ runId });
    expect(deliveriesOf(runId).length).toBe(before + 1);
  });

  it('does not save a channel whose test message fails, and says why', async () => {
    const s = await synthWithRun();
    await expect(s.add('slack', `${standIns.url}/slack/services/T1/B1/revoked`)).rejects.toThrow(
      'The test message did not reach Slack, so the channel was not saved: Slack does not know this webhook address (HTTP 404): it may have been deleted.',
    );
    const discord = randomUUID();
    standIns.failNext(500, discord);
    await expect(s.add('discord', `${standIns.url}/discord/api/webhooks/1/${discord}`)).rejects.toThrow(
      /^The test message did not reach Discord, so the channel was not saved: Discord had a problem on its side \(HTTP 500\)\.$/,
    );
    await expect(s.add('teams', 'ftp://example.com/hook')).rejects.toThrow(
      'The Microsoft Teams webhook address must be a web address starting with https://.',
    );
    expect(await channelsOf(real.em(), s.user.id, s.synth.id)).toHaveLength(0);
  });

  it('refuses a channel beyond the plan’s limit', async () => {
    const s = await synthWithRun();
    await s.add('feed', null, 'My reader', 'trial');
    await s.add('webhook', `${standIns.url}/webhook/${randomUUID()}`, 'Intranet', 'trial');
    await expect(s.add('slack', `${standIns.url}/slack/services/T1/B1/x`, 'Team', 'trial')).rejects.toThrow(
      'Your Free Trial plan allows 2 delivery channels per synth. Remove one, or upgrade your subscription for more.',
    );
  });
});
