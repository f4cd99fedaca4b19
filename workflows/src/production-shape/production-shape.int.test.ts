// The production shape, run here: PostgreSQL holding Synth's and Temporal's databases; the
// production Temporal server (temporal-server, as docker-compose runs it) with its frontend,
// history, matching and worker services as separate processes; two API processes behind nginx with
// deploy/nginx.conf; three workers. A client signs in and saves synths through nginx, and every
// digest of their minute arrives exactly once while a worker is killed, Temporal's history and
// matching services restart and PostgreSQL drops every connection, the faults timed to find runs
// whose digest is out but whose end is not yet recorded.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { createClient, type Client as GqlWsClient } from 'graphql-ws';
import { Client, Connection, type WorkflowHandle } from '@temporalio/client';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { initOrm } from '@synth/core/orm';
import { scheduledRunWorkflowIdFor } from '@synth/core/runs';
import { User } from '@synth/core/users';
import { EmailDelivery } from '@synth/core/email';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { signInWithGoogle, type EmulatorUser } from '../../../test-support/firebase-emulator';
import { sentEmails } from '../../../dev-services/ses-store';
import { markRecipientConfirmed } from '../../../test-support/recipients';
import { AppProcesses, buildServer, type ApiProcess, type AppProcess } from '../test-support/app-processes';
import { spawnChild } from '../../../scripts/lib/local-services.mjs';
import { freePort } from '../../../scripts/lib/ports.mjs';
import { findTemporalServer } from '../../../scripts/lib/temporal-server.mjs';
import { setUpTemporalDatabases, startTemporalCluster } from '../../../scripts/lib/temporal-cluster.mjs';
import { findNginx, startNginx } from '../../../scripts/lib/nginx.mjs';

// A plan with email and no trial cap.
const PLAN = 'active-professional';
const SYNTHS = 12;
/** Every synth's name, which begins its digest's subject. */
const SYNTH_NAME = 'Production shape';
const taskQueue = `production-shape-${randomUUID().slice(0, 8)}`;
const synthDatabase = `synth_shape_${randomUUID().slice(0, 8)}`;

type Cluster = Awaited<ReturnType<typeof startTemporalCluster>>;
let procs: AppProcesses;
let cluster: Cluster;
let proxy: { url: string; stop(): Promise<void> };
let apis: ApiProcess[];
let workers: AppProcess[];
let feeds: FeedServer;
let databaseUrl: string;
let orm: MikroORM;
let admin: pg.Client;
let connection: Connection;
let temporal: Client;
const sockets: { close(): unknown }[] = [];

beforeAll(async () => {
  const binaries = findTemporalServer();
  if (!binaries)
    throw new Error('temporal-server is not on this machine: `npm test` builds it (scripts/lib/temporal-server.mjs)');
  if (!findNginx()) throw new Error('nginx is not installed: `apt-get install nginx` (.ci/run installs it)');
  buildServer();
  const services = inject('services');
  const pgUrl = new URL(services.databaseUrl);
  admin = new pg.Client({ connectionString: services.databaseUrl });
  await admin.connect();
  const createDatabase = async (name: string) => {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
    return `postgres://postgres:postgres@127.0.0.1:${pgUrl.port}/${name}`;
  };
  const pgAccess = { port: Number(pgUrl.port), user: 'postgres', password: 'postgres' };
  const logDir = fs.mkdtempSync(path.join(services.dataDir, 'production-shape-temporal-'));
  await setUpTemporalDatabases({
    sqlTool: binaries.sqlTool,
    pg: { ...pgAccess, createDatabase },
    logFile: path.join(logDir, 'schema.log'),
    log: () => {},
  });
  cluster = await startTemporalCluster({
    server: binaries.server,
    port: await freePort(),
    pg: pgAccess,
    logDir,
    spawnChild,
    separate: true,
  });
  databaseUrl = await createDatabase(synthDatabase);
  procs = new AppProcesses({
    DATABASE_URL: databaseUrl,
    TEMPORAL_ADDRESS: cluster.address,
    TEMPORAL_TASK_QUEUE: taskQueue,
    FEED_ALLOW_PRIVATE_NETWORKS: 'true',
  });
  feeds = await startFeedServer();
  // The first API migrates the new database; the others start once it has.
  const first = await procs.startApi('api-1');
  const rest = await Promise.all([
    procs.startApi('api-2'),
    procs.startWorker('worker-1'),
    procs.startWorker('worker-2'),
    procs.startWorker('worker-3'),
  ]);
  apis = [first, rest[0]];
  workers = rest.slice(1);
  proxy = await startNginx({
    port: await freePort(),
    apiPorts: apis.map((a) => Number(new URL(a.url).port)),
    logDir: procs.logDir,
    spawnChild,
  });
  orm = await initOrm(databaseUrl, { migrate: false });
  connection = await Connection.connect({ address: cluster.address });
  temporal = new Client({ connection, namespace: 'default' });
}, 300_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await procs?.stopAll();
  await proxy?.stop();
  await connection?.close();
  await orm?.close();
  await cluster?.stop();
  await feeds?.close();
  await admin?.end();
});

const em = () => orm.em.fork() as EntityManager;

/** A person signed in through nginx (Google on the Auth emulator), on a paid plan. */
async function signedIn(): Promise<EmulatorUser & { headers: Record<string, string> }> {
  const user = await signInWithGoogle(procs.services.authEmulatorHost);
  const login = await fetch(`${proxy.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: user.idToken }),
  });
  expect(login.ok).toBe(true);
  await em().nativeUpdate(User, { firebaseUid: user.uid }, { subscriptionStatus: PLAN });
  return { ...user, headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' } };
}

async function graphql<T>(
  url: string,
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** Saves a synth through `url` as the person would, its digest going to a confirmed colleague. */
async function saveSynth(
  url: string,
  user: EmulatorUser & { headers: Record<string, string> },
  fields: { feedPath: string; time: string },
): Promise<{ id: string; uuid: string; recipient: string }> {
  const recipient = `shape-${randomUUID().slice(0, 8)}@example.com`;
  const { createSynth } = await graphql<{ createSynth: { id: string } }>(
    url,
    user.headers,
    'mutation($input: SynthInput!) { createSynth(input: $input) { id } }',
    {
      input: {
        name: SYNTH_NAME,
        rssFeedUrls: [`${feeds.url}${fields.feedPath}`],
        topics: ['payments'],
        emailScheduleTime: fields.time,
        userTimezone: 'UTC',
        recipientEmail: recipient,
      },
    },
  );
  const owner = await em().findOneOrFail(User, { firebaseUid: user.uid });
  await markRecipientConfirmed(em(), owner.id, recipient);
  // The API answers with Relay's global id ("Synth:<uuid>", base64); workflow ids carry the uuid.
  const uuid = Buffer.from(createSynth.id, 'base64')
    .toString('utf8')
    .replace(/^Synth:/, '');
  return { id: createSynth.id, uuid, recipient };
}

const story = (n: string) =>
  rss(`Feed ${n}`, [
    {
      title: `Payments story ${n}`,
      link: `https://news.example.com/${n}`,
      description: `Banks and regulators discussed payments (${n}).`,
    },
  ]);

/** Each delivery's state by its key ("<synth id>:<slot>"); a run that has not claimed yet has none. */
async function deliveryStates(keys: string[]): Promise<Map<string, string>> {
  const rows = await em().find(EmailDelivery, { deliveryKey: { $in: keys } });
  return new Map(rows.map((r) => [r.deliveryKey, r.status]));
}

/** The workers that took the run's workflow tasks, in order; none before its schedule started it. */
async function workflowTaskHolders(handle: WorkflowHandle): Promise<string[]> {
  const { events } = await handle.fetchHistory().catch(() => ({ events: [] }));
  return (events ?? []).flatMap((e) => e.workflowTaskStartedEventAttributes?.identity ?? []);
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Digests sent to each recipient; the confirmation email each was asked when the synth was saved is not one. */
async function digestsPer(recipients: string[]): Promise<number[]> {
  const digests = (await sentEmails(procs.services.sesUrl)).filter((e) => e.subject.startsWith(`${SYNTH_NAME}:`));
  return recipients.map((r) => digests.filter((e) => e.destination.to.some((t) => t.includes(r))).length);
}

describe('two APIs behind nginx', () => {
  it('a subscription on one API sees the updates of a run started through the other', async () => {
    feeds.setFeed('/live.xml', story('live'));
    const user = await signedIn();
    const synth = await saveSynth(proxy.url, user, { feedPath: '/live.xml', time: '03:00' });
    const frames: { message: string; status: string }[] = [];
    const gqlWs: GqlWsClient = createClient({
      url: `${apis[1].url.replace('http', 'ws')}/graphql`,
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
        variables: { id: synth.id },
      },
      {
        next: (v) => void (v.data && frames.push(v.data.synthUpdated)),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    // The resolver checks ownership before it listens; give it that moment.
    await new Promise((r) => setTimeout(r, 1000));
    await graphql(apis[0].url, user.headers, 'mutation($id: ID!) { runSynth(id: $id) { id } }', { id: synth.id });
    await until(() => frames.some((f) => f.status === 'succeeded'), 90_000, 'the run streamed to API 2');
    expect(frames.map((f) => f.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Digest emailed to /)]),
    );
  }, 120_000);
});

describe('a minute of digests while the production shape is shaken', () => {
  it('every digest arrives exactly once through a worker kill, history and matching restarts and dropped database connections', async () => {
    // Half the feeds answer at once; the others after 10 s, so their runs are still reading when the faults land.
    const quick = (_: unknown, i: number) => i % 2 === 0;
    const paths = Array.from({ length: SYNTHS }, (_, i) => `/shape-${i}.xml`);
    paths.forEach((p, i) => feeds.setFeed(p, story(p), { delayMs: quick(p, i) ? 0 : 10_000 }));
    // The first whole minute that leaves time to save the synths and make their schedules.
    const slot = new Date(Date.now() + 20_000);
    slot.setUTCSeconds(0, 0);
    slot.setUTCMinutes(slot.getUTCMinutes() + 1);
    const time = slot.toISOString().slice(11, 16);
    const people = await Promise.all(paths.map(() => signedIn()));
    const synths = await Promise.all(people.map((p, i) => saveSynth(proxy.url, p, { feedPath: paths[i], time })));
    const recipients = synths.map((s) => s.recipient);
    const deliveryKeys = synths.map((s) => `${s.uuid}:${slot.toISOString()}`);
    const runHandles = synths.map((s) => temporal.workflow.getHandle(scheduledRunWorkflowIdFor(s.uuid, slot)));

    // PostgreSQL holds back every write of what a digest told (the stories it sent) until the
    // faults have landed, so they find runs whose digest is out but whose end is not recorded: the
    // moment a retry would send a second copy but for the delivery's claim.
    const stall = new pg.Client({ connectionString: databaseUrl });
    await stall.connect();
    const pidOf = async (c: pg.Client) =>
      (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
    try {
      await stall.query('begin');
      await stall.query('lock table sent_stories in share row exclusive mode');
      await until(() => Date.now() >= slot.getTime(), 120_000, 'the slot');
      // The quick runs' digests are out, and no send is in flight for a fault to cut in two.
      await until(
        async () => {
          const states = await deliveryStates(deliveryKeys);
          const quickSent = deliveryKeys.filter(quick).every((k) => states.get(k) === 'sent');
          return quickSent && ![...states.values()].includes('sending');
        },
        90_000,
        "the quick runs' digests",
      );

      // (a) A worker holding such a run dies without a word.
      const holders = await Promise.all(
        runHandles.filter(quick).map(async (handle) => (await workflowTaskHolders(handle)).at(-1)),
      );
      const victim = workers.find((w) => holders.includes(w.identity));
      expect(victim, 'a worker holds a run whose digest is out').toBeDefined();
      await victim!.kill('SIGKILL');
      // (b) and (c): Temporal's history and matching services restart, one after the other.
      await cluster.restart('history');
      await cluster.restart('matching');
      // (d) PostgreSQL drops every connection to Synth's and Temporal's databases.
      const { rows } = await admin.query(
        `select pg_terminate_backend(pid) as dropped from pg_stat_activity
         where datname = any($1) and pid <> all($2)`,
        [
          [synthDatabase, 'temporal', 'temporal_visibility'],
          [await pidOf(admin), await pidOf(stall)],
        ],
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await stall.end();
    }

    await until(async () => (await digestsPer(recipients)).every((n) => n >= 1), 240_000, 'every digest');
    // A second copy would come from a retry before its run ends: every run's workflow ends first.
    await until(
      async () => (await Promise.all(runHandles.map((h) => h.describe()))).every((d) => d.status.name !== 'RUNNING'),
      120_000,
      "every run's end",
    );
    expect(await digestsPer(recipients)).toEqual(recipients.map(() => 1));
    // Each synth had one run for its minute, and it succeeded.
    const runs = await em()
      .getConnection()
      .execute<{ synth_id: string; status: string }[]>(
        `select synth_id, status from synth_runs where trigger = 'scheduled' and scheduled_for = ?`,
        [slot.toISOString()],
      );
    expect(runs.map((r) => r.status).sort()).toEqual(synths.map(() => 'succeeded'));
  }, 420_000);
});
