// A worker killed with SIGKILL in the middle of posting a run's digest to its channels: the channel
// that took the digest before the kill is not posted to again, the one whose post was cut off gets
// it from the worker that takes over, and the run succeeds. Each stand-in holds exactly one digest.
// The workers are the built output in their own processes, as deployed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, Connection } from '@temporalio/client';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { addDeliveryChannel } from '@synth/core/channels';
import { EmailDelivery } from '@synth/core/email';
import { initOrm } from '@synth/core/orm';
import {
  RUN_WORKFLOW,
  scheduledRunWorkflowIdFor,
  type RunWorkflowInput,
  type RunWorkflowResult,
} from '@synth/core/runs';
import { User } from '@synth/core/users';
import { startChannelStandIns } from '../../../dev-services/channels/server.mjs';
import { startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { AppProcesses, buildServer } from '../test-support/app-processes';
import { createDueSynth } from '../test-support/due-synth';
import { freeMinuteAhead } from '../test-support/free-minute';
import { paymentsFeed } from '../test-support/payments-stories';

const TOKEN_KEY = Buffer.alloc(32, 7);
const taskQueue = `channel-crash-${randomUUID().slice(0, 8)}`;
let procs: AppProcesses;
let orm: MikroORM;
let temporal: Client;
let connection: Connection;
let feeds: FeedServer;
let standIns: Awaited<ReturnType<typeof startChannelStandIns>>;

/** Runs when a channel's digest has arrived and before the stand-in takes it; the test holds it there. */
let beforeTaking: (message: { kind: string; key: string }) => Promise<void> = async () => undefined;

beforeAll(async () => {
  buildServer();
  feeds = await startFeedServer();
  standIns = await startChannelStandIns({ beforeTaking: (m) => beforeTaking(m) });
  procs = new AppProcesses({
    TEMPORAL_TASK_QUEUE: taskQueue,
    FEED_ALLOW_PRIVATE_NETWORKS: 'true',
    PUBLISHING_TOKEN_KEY: TOKEN_KEY.toString('base64'),
  });
  orm = await initOrm(procs.services.databaseUrl);
  connection = await Connection.connect({ address: procs.services.temporalAddress });
  temporal = new Client({ connection, namespace: 'default' });
}, 240_000);

afterAll(async () => {
  await procs?.stopAll();
  await connection?.close();
  await orm?.close();
  await feeds?.close();
  await standIns?.close();
});

/** Waits until the worker has recorded the channel's digest as sent. */
async function slackRecordedSent(channelId: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const row = await orm.em.fork().findOne(EmailDelivery, { deliveryKey: { $like: `channel:${channelId}:%` } });
    if (row?.status === 'sent') return;
    if (Date.now() > deadline) throw new Error(`Slack's delivery is still ${row?.status ?? 'missing'}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a worker killed while posting to channels', () => {
  it('posts the digest to each channel exactly once, and the run succeeds', async () => {
    const em = orm.em.fork() as EntityManager;
    const user = em.create(User, {
      firebaseUid: `uid-${randomUUID()}`,
      email: 'reader@example.com',
      displayName: 'Reader',
      subscriptionStatus: 'active-professional',
    } as never) as User;
    await em.flush();
    const minute = await freeMinuteAhead(em, temporal, { from: 41, to: 59 });
    const { synth } = await createDueSynth(em, user, {
      minute,
      feedUrl: paymentsFeed(feeds, 'channel-crash', 3),
      label: 'channel-crash',
    });
    const deps = {
      keyring: { current: TOKEN_KEY, previous: [] },
      post: { allowPrivateNetworks: true, requireHttps: false },
    };
    const add = (kind: string, url: string) =>
      addDeliveryChannel(
        orm.em.fork() as EntityManager,
        { userId: user.id, planStatus: 'active-professional', synthId: synth.id, kind, name: kind, url },
        deps,
      );
    const slack = await add('slack', `${standIns.url}/slack/services/T1/B1/${randomUUID()}`);
    await add('discord', `${standIns.url}/discord/api/webhooks/1/${randomUUID()}`);

    // Slack takes its digest at once; Discord's post is held until the worker posting it is dead.
    // The kill waits for Slack's post to be recorded as sent: a worker killed between a channel's 2xx
    // and that write posts again by design, and this test is about the channel it had finished with.
    let discordArrived!: () => void;
    const discordHeld = new Promise<void>((resolve) => {
      discordArrived = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = false;
    beforeTaking = async (m) => {
      if (m.kind !== 'discord' || m.key.startsWith('test:') || held) return;
      held = true;
      await slackRecordedSent(slack.channel.id);
      discordArrived();
      await released;
    };

    const first = await procs.startWorker('worker-1');
    const workflowId = scheduledRunWorkflowIdFor(synth.id, minute);
    const run = temporal.workflow.execute(RUN_WORKFLOW, {
      taskQueue,
      workflowId,
      args: [{ synthId: synth.id, trigger: 'scheduled' } satisfies RunWorkflowInput],
    }) as Promise<RunWorkflowResult>;
    await discordHeld;
    await first.kill('SIGKILL');
    release();
    await procs.startWorker('worker-2');
    const result = await run;
    expect(result.status).toBe('succeeded');

    const digests = standIns.received.filter((r) => String(r.headers['idempotency-key']).includes(`:${synth.id}:`));
    expect(digests.map((r) => r.kind).sort()).toEqual(['discord', 'slack']);
    expect(standIns.refused.map((r) => r.problem)).toContain('the sender hung up before the message was taken');
  }, 300_000);
});
