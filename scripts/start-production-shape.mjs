// `npm run start:production-shape`: Synth as docker-compose runs it, on this machine without Docker.
// PostgreSQL holds Synth's and Temporal's databases; the production Temporal server runs its
// frontend, history, matching and worker services as separate processes from deploy/temporal/config.yaml;
// two API processes sit behind nginx with deploy/nginx.conf; three workers share the runs. Sign-in
// and email are the local stand-ins of `npm start`. Ctrl-C stops everything.
//   npm run start:production-shape [-- --apis 2 --workers 3]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, dataDir as dataDirOf, logDir as logDirOf } from './lib/paths.mjs';
import { needsNode24, provideNode24, rerunUnder } from './lib/node24.mjs';
import { ensureBuilt, ensureInstalled } from './lib/build.mjs';
import { assertPortFree, freePort, waitFor } from './lib/ports.mjs';
import { stopEverything } from './lib/supervisor.mjs';
import { startupErrorSentence } from './lib/startup-errors.mjs';
import { apiNodeArgs, workerEnv, workerNodeArgs } from './lib/app-commands.mjs';
import { provideTemporalServer } from './lib/temporal-server.mjs';
import { setUpTemporalDatabases, startTemporalCluster } from './lib/temporal-cluster.mjs';
import { startNginx } from './lib/nginx.mjs';

const log = (msg) => console.log(`[production-shape] ${msg}`);
const env = process.env;
// Its own data beside npm start's: Temporal's history lives in PostgreSQL here, not in a SQLite file.
const dataDir = path.join(dataDirOf(), 'production-shape');
const logDir = path.join(logDirOf(), 'production-shape');
const { values } = parseArgs({
  options: { apis: { type: 'string', default: '2' }, workers: { type: 'string', default: '3' } },
});
let stopping = null;

function stopAll() {
  stopping ??= (async () => {
    log('stopping ...');
    await stopEverything();
    log('stopped');
  })();
  return stopping;
}

async function main() {
  fs.mkdirSync(logDir, { recursive: true });
  if (needsNode24()) {
    rerunUnder(
      await provideNode24({ log, logFile: path.join(logDir, 'node24-install.log') }),
      path.join(ROOT, 'scripts', 'start-production-shape.mjs'),
      process.argv.slice(2),
    );
    return;
  }
  const port = Number(env.PORT || 8080);
  await assertPortFree(port, 'nginx in front of the APIs', 'PORT');
  await ensureInstalled(log);
  const { default: exitHook } = await import('async-exit-hook');
  exitHook.forceExitTimeout(60_000);
  exitHook((done) => void stopAll().then(done, done));

  const temporalServer = await provideTemporalServer({ log, logFile: path.join(logDir, 'tools.log') });
  log(`temporal-server: ${temporalServer.source}`);
  const { spawnChild, startAuthEmulator, startPostgres, startSes } = await import('./lib/local-services.mjs');
  const [pg, auth, ses] = await Promise.all([
    startPostgres({ dataDir, port: Number(env.PG_PORT || 5433), log }),
    startAuthEmulator({ port: Number(env.FIREBASE_AUTH_EMULATOR_PORT || 9099), dataDir, logDir }),
    startSes({ port: Number(env.SES_PORT || 8005), logDir }),
    ensureBuilt(log),
  ]);
  const pgAccess = { port: Number(new URL(pg.url).port), user: 'postgres', password: 'postgres' };
  await setUpTemporalDatabases({
    sqlTool: temporalServer.sqlTool,
    pg: { ...pgAccess, createDatabase: pg.createDatabase },
    logFile: path.join(logDir, 'temporal-schema.log'),
    log,
  });
  const temporal = await startTemporalCluster({
    server: temporalServer.server,
    port: Number(env.TEMPORAL_PORT || 7233),
    pg: pgAccess,
    logDir,
    spawnChild,
    separate: true,
  });
  log(`started temporal-server ${temporal.address} (frontend, history, matching and worker services apart)`);

  const childEnv = {
    NODE_ENV: env.NODE_ENV || 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: pg.url,
    TEMPORAL_ADDRESS: temporal.address,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    FIREBASE_PROJECT_ID: 'demo-synth',
    SES_ENDPOINT: ses.url,
    // Links in emails point at nginx, the one address users open.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  const apiPorts = await Promise.all(Array.from({ length: Number(values.apis) }, () => freePort()));
  const apis = apiPorts.map((p, i) =>
    spawnChild(`api-${i + 1}`, process.execPath, apiNodeArgs(), { env: { ...childEnv, PORT: String(p) }, logDir }),
  );
  const workers = Array.from({ length: Number(values.workers) }, (_, i) =>
    spawnChild(`worker-${i + 1}`, process.execPath, workerNodeArgs(), { env: workerEnv(childEnv), logDir }),
  );
  for (const child of [...apis, ...workers])
    child.exit.then(({ code }) => {
      if (!stopping) log(`the ${child.name} stopped (exit ${code}); see ${child.logFile}`);
    });
  await Promise.all(
    apiPorts.map((p) =>
      waitFor(async () => (await fetch(`http://127.0.0.1:${p}/readyz`).catch(() => null))?.ok === true, {
        timeoutMs: 120_000,
        what: `The API on ${p} (/readyz)`,
      }),
    ),
  );
  const proxy = await startNginx({ port, apiPorts, logDir, spawnChild });
  console.log(
    `ready: app ${proxy.url}  graphql ${proxy.url}/graphql  temporal ${temporal.address}  mail ${ses.url}  (${apis.length} APIs behind nginx, ${workers.length} workers; logs in ${path.relative(ROOT, logDir)})`,
  );
}

main().catch(async (err) => {
  if (stopping) return;
  console.error(`[production-shape] ${startupErrorSentence(err, path.join(logDir, 'start.log'))}`);
  await stopAll();
  process.exit(1);
});
