// A worker killed with SIGKILL while a post's figures workflow waits for its week reading: the
// worker that takes over replays the day reading from the history and asks the platform for the
// week reading only, so each reading is read and stored once.
// The workers are the built output in their own processes, as deployed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, Connection } from '@temporalio/client';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { initOrm } from '@synth/core/orm';
import { figuresWorkflowId, PublicationFigures, PUBLISH_WORKFLOW } from '@synth/core/publishing';
import { startFakeX } from '../../../dev-services/social/index.mjs';
import { AppProcesses, buildServer } from '../test-support/app-processes';
import { publicationOnStandIn } from '../test-support/published-post';

const TOKEN_KEY = Buffer.alloc(32, 7);
const taskQueue = `figures-crash-${randomUUID().slice(0, 8)}`;
let x: Awaited<ReturnType<typeof startFakeX>>;
let procs: AppProcesses;
let orm: MikroORM;
let temporal: Client;
let connection: Connection;

beforeAll(async () => {
  buildServer();
  x = await startFakeX({ figureSpeed: 86_400 });
  procs = new AppProcesses({
    TEMPORAL_TASK_QUEUE: taskQueue,
    PUBLISHING_TOKEN_KEY: TOKEN_KEY.toString('base64'),
    X_CLIENT_ID: x.client.id,
    X_CLIENT_SECRET: x.client.secret,
    X_AUTH_URL: x.url,
    X_API_URL: x.url,
    // The day reading at once; the week reading long enough after it for the kill to land in the wait.
    FIGURES_FIRST_READ_SECONDS: '0',
    FIGURES_SECOND_READ_SECONDS: '6',
  });
  orm = await initOrm(procs.services.databaseUrl);
  connection = await Connection.connect({ address: procs.services.temporalAddress });
  temporal = new Client({ connection, namespace: 'default' });
}, 240_000);

afterAll(async () => {
  await procs?.stopAll();
  await connection?.close();
  await orm?.close();
  await x?.close();
});

describe('a worker killed while a post waits for its next reading', () => {
  it('leaves each reading read from the platform and stored once', async () => {
    const text = `Killed between readings ${randomUUID()}`;
    const pub = await publicationOnStandIn(orm.em.fork() as EntityManager, {
      platform: 'x',
      store: x.store,
      scopes: ['tweet.read', 'tweet.write', 'users.read', 'offline.access'],
      keyring: { current: TOKEN_KEY, previous: [] },
      handle: 'crash_reader',
      post: { contentType: 'twitter', templateId: 'informative', text },
    });
    const first = await procs.startWorker(`worker-${randomUUID().slice(0, 4)}`);
    await temporal.workflow.start(PUBLISH_WORKFLOW, {
      taskQueue,
      workflowId: pub.key,
      args: [{ publicationId: pub.id }],
    });
    const readingsOf = () => orm.em.fork().find(PublicationFigures, { publication: pub.id });
    await vi.waitFor(async () => expect(await readingsOf()).toHaveLength(1), { timeout: 60_000, interval: 200 });
    await first.kill('SIGKILL');
    const second = await procs.startWorker(`worker-${randomUUID().slice(0, 4)}`);
    expect(await temporal.workflow.getHandle(figuresWorkflowId(pub.id)).result()).toBe(2);
    await second.kill('SIGTERM');
    const tweet = x.tweets.find((t) => t.text === text)!;
    expect(x.figures.reads.filter((r) => r.id === tweet.id)).toHaveLength(2);
    expect((await readingsOf()).map((r) => r.reading).sort()).toEqual(['day', 'week']);
  }, 180_000);
});
