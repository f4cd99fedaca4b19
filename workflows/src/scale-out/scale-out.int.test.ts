// Scale-out, proven: two API processes and two worker processes (the built output, as deployed)
// share one PostgreSQL and one Temporal. Live updates cross API processes, runs are shared by the
// workers, and a worker killed mid-run loses no digest and sends none twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { createClient, type Client as GqlWsClient } from 'graphql-ws';
import { Client, Connection, type WorkflowHandle } from '@temporalio/client';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { initOrm } from '@synth/core/orm';
import { TemporalScheduleService } from '../schedules/schedule.service';
import { scheduleIdFor, type RunWorkflowResult } from '@synth/core/runs';
import { SynthService } from '@synth/core/app';
import { type Synth } from '@synth/core/synths';
import { User } from '@synth/core/users';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { signInWithGoogle } from '../../../test-support/firebase-emulator';
import { sentEmails } from '../../../dev-services/ses-store';
import { AppProcesses, buildServer, type ApiProcess, type AppProcess } from '../test-support/app-processes';
import { markRecipientConfirmed, recipientsWhoConfirm } from '../../../test-support/recipients';

// A plan with email and no trial cap: the trial's 3 runs would stop the scheduled runs.
const PLAN = 'active-professional';
const SYNTHS_PER_SLOT = 20;
const taskQueue = `scale-out-${randomUUID().slice(0, 8)}`;

const procs = new AppProcesses({ TEMPORAL_TASK_QUEUE: taskQueue, FEED_ALLOW_PRIVATE_NETWORKS: 'true' });
let api1: ApiProcess, api2: ApiProcess, workers: AppProcess[];
let feeds: FeedServer;
let orm: MikroORM;
let connection: Connection;
let temporal: Client;
const createdSynths: string[] = [];
const sockets: { close(): unknown }[] = [];

beforeAll(async () => {
  buildServer();
  feeds = await startFeedServer();
  const [a1, a2, w1, w2] = await Promise.all([
    procs.startApi('api-1'),
    procs.startApi('api-2'),
    procs.startWorker('worker-1'),
    procs.startWorker('worker-2'),
  ]);
  [api1, api2, workers] = [a1, a2, [w1, w2]];
  const services = procs.services;
  orm = await initOrm(services.databaseUrl, { migrate: false });
  connection = await Connection.connect({ address: services.temporalAddress });
  temporal = new Client({ connection, namespace: 'default' });
}, 240_000);

afterAll(async () => {
  // The processes go first and always: a failed assertion must not leave them running.
  for (const s of sockets) s.close();
  await procs.stopAll();
  const schedules = temporal && new TemporalScheduleService(async () => temporal, taskQueue);
  await Promise.allSettled(createdSynths.map((id) => schedules?.remove(id)));
  await connection?.close();
  await orm?.close();
  await feeds?.close();
});

const em = () => orm.em.fork() as EntityManager;
const story = (n: string) =>
  rss(`Feed ${n}`, [
    {
      title: `Payments story ${n}`,
      link: `https://news.example.com/${n}`,
      description: `Banks and regulators discussed payments (${n}).`,
    },
  ]);
/** A time of day twelve hours away: the schedules exist but never fire by themselves during the test. */
const farSlot = () => new Date(Date.now() + 12 * 3600_000).toISOString().slice(11, 16);

/** Users on a paid plan, each with one synth (its schedule made by the product's own service). */
async function synthsWithFeeds(tag: string, feedPaths: string[]): Promise<{ id: string; recipient: string }[]> {
  const schedules = new TemporalScheduleService(async () => temporal, taskQueue);
  return Promise.all(
    feedPaths.map(async (feedPath, i) => {
      const db = em();
      const user = db.create(User, {
        firebaseUid: `scale-${tag}-${i}-${randomUUID()}`,
        email: `${tag}-${i}@example.com`,
        displayName: 'Scale',
        subscriptionStatus: PLAN,
      } as never) as User;
      await db.flush();
      const recipient = `${tag}-${i}-${randomUUID().slice(0, 6)}@example.com`;
      const synth = await new SynthService(db, schedules, undefined, recipientsWhoConfirm(db)).create(user, {
        name: `Scale ${tag} ${i}`,
        rssFeedUrls: [`${feeds.url}${feedPath}`],
        topics: ['payments'],
        recipientEmail: recipient,
        emailScheduleTime: farSlot(),
        userTimezone: 'UTC',
      });
      createdSynths.push(synth.id);
      return { id: synth.id, recipient };
    }),
  );
}

/** Fires every synth's schedule at once (one slot each) and returns the workflows Temporal started. */
async function triggerAll(synthIds: string[]): Promise<WorkflowHandle[]> {
  await Promise.all(synthIds.map((id) => temporal.schedule.getHandle(scheduleIdFor(id)).trigger()));
  return Promise.all(
    synthIds.map(async (id) => {
      for (let i = 0; i < 100; i++) {
        const [action] = (await temporal.schedule.getHandle(scheduleIdFor(id)).describe()).info.recentActions;
        if (action) return temporal.workflow.getHandle(action.action.workflow.workflowId);
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`the schedule of synth ${id} started no workflow`);
    }),
  );
}

/**
 * Worker identities that started workflow tasks of a run, first to last: a run's steps are local
 * activities, run by the worker that runs its workflow task, and the task's start is recorded as
 * soon as a worker takes it.
 */
async function taskIdentities(handle: WorkflowHandle): Promise<string[]> {
  const { events } = await handle.fetchHistory();
  return (events ?? []).map((e) => e.workflowTaskStartedEventAttributes?.identity).filter((x): x is string => !!x);
}

async function emailsPer(recipients: string[]): Promise<number[]> {
  const all = await sentEmails(procs.services.sesUrl);
  return recipients.map((r) => all.filter((e) => e.destination.to.some((t) => t.includes(r))).length);
}

describe('two API processes share live updates', () => {
  it('a run started through API 1 streams synthUpdated and /ws synth-update to clients of API 2', async () => {
    feeds.setFeed('/live.xml', story('live'));
    const user = await signInWithGoogle(procs.services.authEmulatorHost);
    const auth = { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' };
    const login = await fetch(`${api1.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: user.idToken }),
    });
    expect(login.ok).toBe(true);
    await em().nativeUpdate(User, { firebaseUid: user.uid }, { subscriptionStatus: PLAN });
    const gql = async <T>(url: string, query: string, variables: Record<string, unknown>) => {
      const body = (await (
        await fetch(`${url}/graphql`, { method: 'POST', headers: auth, body: JSON.stringify({ query, variables }) })
      ).json()) as { data?: T; errors?: unknown[] };
      expect(body.errors).toBeUndefined();
      return body.data!;
    };
    const recipient = `live-${randomUUID().slice(0, 6)}@example.com`;
    const { createSynth } = await gql<{ createSynth: { id: string } }>(
      api1.url,
      'mutation($input: SynthInput!) { createSynth(input: $input) { id } }',
      {
        input: {
          name: 'Live across processes',
          rssFeedUrls: [`${feeds.url}/live.xml`],
          topics: ['payments'],
          emailScheduleTime: farSlot(),
          userTimezone: 'UTC',
          recipientEmail: recipient,
        },
      },
    );
    // The digest goes to a colleague who already pressed the confirmation email's button.
    const owner = await em().findOneOrFail(User, { firebaseUid: user.uid });
    await markRecipientConfirmed(em(), owner.id, recipient);

    // graphql-ws on API 2.
    const frames: { message: string; status: string }[] = [];
    const gqlWs: GqlWsClient = createClient({
      url: `${api2.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { authorization: `Bearer ${user.idToken}` } });
        }
      },
      retryAttempts: 0,
    });
    sockets.push({ close: () => gqlWs.dispose() });
    gqlWs.subscribe<{ synthUpdated: { message: string; status: string } }>(
      {
        query: 'subscription($id: ID!) { synthUpdated(synthId: $id) { message status } }',
        variables: { id: createSynth.id },
      },
      {
        next: (v) => {
          if (v.data) frames.push(v.data.synthUpdated);
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );

    // The /ws channel on API 2.
    const channel = new WebSocket(`${api2.url.replace('http', 'ws')}/ws`);
    sockets.push(channel);
    const messages: { type: string; data?: { message: string; status: string } }[] = [];
    channel.on('message', (m) => messages.push(JSON.parse(String(m))));
    await new Promise((r) => channel.once('open', r));
    channel.send(JSON.stringify({ type: 'auth', userId: user.uid, token: user.idToken }));
    await until(() => messages.some((m) => m.type === 'auth-confirmation'), 10_000);
    // The subscription resolver checks ownership before it listens; give it that moment.
    await new Promise((r) => setTimeout(r, 1000));

    await gql(api1.url, 'mutation($id: ID!) { runSynth(id: $id) { id } }', { id: createSynth.id });
    const finished = (status?: string) => status === 'succeeded';
    await until(
      () =>
        frames.some((f) => finished(f.status)) &&
        messages.some((m) => m.type === 'synth-update' && finished(m.data?.status)),
      60_000,
    );
    expect(frames.map((f) => f.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Digest emailed to /), expect.stringMatching(/^Run complete/)]),
    );
    expect(messages.filter((m) => m.type === 'synth-update').map((m) => m.data!.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Digest emailed to /)]),
    );
  });
});

describe('two workers share the runs', () => {
  it('workers starting together may create the same missing schedule at once: both succeed', async () => {
    const schedules = [1, 2].map(() => new TemporalScheduleService(async () => temporal, taskQueue));
    const synth = {
      id: randomUUID(),
      name: 'Raced',
      status: 'active',
      emailScheduleTime: farSlot(),
      emailFrequency: 'daily',
      userTimezone: 'UTC',
      user: { id: randomUUID() },
    } as unknown as Synth;
    createdSynths.push(synth.id);
    await Promise.all(schedules.map((s) => s.sync(synth)));
    expect((await temporal.schedule.getHandle(scheduleIdFor(synth.id)).describe()).state.paused).toBe(false);
  });

  it(`the runs of ${SYNTHS_PER_SLOT} synths due at once are spread over both workers, one email each`, async () => {
    const paths = Array.from({ length: SYNTHS_PER_SLOT }, (_, i) => `/shared-${i % 5}.xml`);
    for (const p of new Set(paths)) feeds.setFeed(p, story(p));
    const synths = await synthsWithFeeds('share', paths);
    const handles = await triggerAll(synths.map((s) => s.id));
    const results = (await Promise.all(handles.map((h) => h.result()))) as RunWorkflowResult[];
    expect(results.map((r) => r.status)).toEqual(synths.map(() => 'succeeded'));

    const identities = await Promise.all(handles.map(taskIdentities));
    const runsTouchedBy = (w: AppProcess) => identities.filter((ids) => ids.includes(w.identity)).length;
    expect(runsTouchedBy(workers[0])).toBeGreaterThan(0);
    expect(runsTouchedBy(workers[1])).toBeGreaterThan(0);
    // Nothing else served this task queue.
    expect(new Set(identities.flat())).toEqual(new Set(workers.map((w) => w.identity)));
    expect(await emailsPer(synths.map((s) => s.recipient))).toEqual(synths.map(() => 1));
  }, 120_000);
});

describe('a worker killed mid-run', () => {
  it('loses no digest and sends none twice: the other worker finishes its runs', async () => {
    // Half the feeds answer at once, half after 12 s: the kill lands when the fast runs have sent
    // their digests and the slow ones are fetching (well inside the fetcher's 20 s limit).
    const half = SYNTHS_PER_SLOT / 2;
    const paths = Array.from({ length: SYNTHS_PER_SLOT }, (_, i) =>
      i < half ? `/kill-fast-${i}.xml` : `/kill-slow-${i}.xml`,
    );
    paths.forEach((p) => feeds.setFeed(p, story(p), { delayMs: p.includes('slow') ? 12_000 : 0 }));
    const synths = await synthsWithFeeds('kill', paths);
    const handles = await triggerAll(synths.map((s) => s.id));
    const fast = synths.slice(0, half).map((s) => s.recipient);
    const slow = synths.slice(half).map((s) => s.recipient);
    await until(async () => (await emailsPer(fast)).every((n) => n === 1), 8_000).catch(() => undefined);

    // The victim is the worker running the most slow runs.
    const slowHandles = handles.slice(half);
    const holders = (await Promise.all(slowHandles.map(taskIdentities))).map((ids) => ids.at(-1));
    const victim = [...workers].sort(
      (a, b) => holders.filter((i) => i === b.identity).length - holders.filter((i) => i === a.identity).length,
    )[0];
    const survivor = workers.find((w) => w !== victim)!;
    const heldByVictim = slowHandles.filter((_, i) => holders[i] === victim.identity);
    const slowSentBeforeKill = (await emailsPer(slow)).reduce((a, b) => a + b, 0);
    await victim.kill('SIGKILL');
    // The kill really happened mid-run: the victim held slow runs whose digests were not sent yet.
    expect(heldByVictim.length).toBeGreaterThan(0);
    expect(slowSentBeforeKill).toBeLessThan(half);

    const results = (await Promise.all(handles.map((h) => h.result()))) as RunWorkflowResult[];
    expect(results.map((r) => r.status)).toEqual(synths.map(() => 'succeeded'));
    expect(await emailsPer(synths.map((s) => s.recipient))).toEqual(synths.map(() => 1));
    // The survivor finished the work the victim had started.
    for (const h of heldByVictim) expect((await taskIdentities(h)).at(-1)).toBe(survivor.identity);
  }, 180_000);
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
