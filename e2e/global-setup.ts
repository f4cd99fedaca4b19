// Browser tests run against the product exactly as `npm start` runs it: the launcher starts every
// local service on free ports with throwaway data, plus a fixture feed server.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFeedServer } from '../test-support/feed-server';

export interface E2eEnv {
  appUrl: string;
  sesUrl: string;
  authEmulatorUrl: string;
  feedsUrl: string;
  temporalUiUrl: string;
  dataDir: string;
  databaseUrl: string;
  linkedinUrl: string;
  xUrl: string;
  /** The Slack, Teams, Discord and webhook stand-in (dev-services/channels). */
  channelsUrl: string;
  blueskyUrl: string;
  mastodonUrl: string;
  threadsUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eEnv;
  }
}

const ROOT = path.resolve(__dirname, '..');

export default async function setup(project: TestProject) {
  const { freePort } = await import('../scripts/lib/ports.mjs');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const ports = {
    PORT: await freePort(),
    PG_PORT: await freePort(),
    TEMPORAL_PORT: await freePort(),
    TEMPORAL_UI_PORT: await freePort(),
    FIREBASE_AUTH_EMULATOR_PORT: await freePort(),
    SES_PORT: await freePort(),
    LINKEDIN_STAND_IN_PORT: await freePort(),
    X_STAND_IN_PORT: await freePort(),
    CHANNELS_STAND_IN_PORT: await freePort(),
    BLUESKY_STAND_IN_PORT: await freePort(),
    MASTODON_STAND_IN_PORT: await freePort(),
    THREADS_STAND_IN_PORT: await freePort(),
  };
  const feeds = await startFeedServer();
  const fixtures = path.join(ROOT, 'test-support', 'fixtures', 'feeds');
  for (const name of ['rss-2-riverside-chronicle.rss', 'atom-workbench-notes.atom', 'rss-1-observatory.rdf']) {
    feeds.setFeed(`/${name}`, fs.readFileSync(path.join(fixtures, name), 'utf8'));
  }
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
      DATA_DIR: dataDir,
      FEED_ALLOW_PRIVATE_NETWORKS: 'true',
      NODE_ENV: 'development',
      // A published post's figures are read seconds after it goes out, and the stand-ins' day passes in a second.
      FIGURES_FIRST_READ_SECONDS: '2',
      FIGURES_SECOND_READ_SECONDS: '4',
      SOCIAL_STAND_IN_FIGURE_SPEED: '86400',
      // Chromium, the worker and the services share two cores with the API: their pauses are not overload.
      API_SHED_LAG_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start did not print ready: within 4 minutes:\n${output.slice(-3000)}`)),
      240_000,
    );
    const onData = (b: Buffer) => {
      output += b.toString();
      const line = output.split('\n').find((l) => l.startsWith('ready:'));
      if (line) {
        clearTimeout(timer);
        resolve(line);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output.slice(-3000)}`));
    });
  });
  const url = (label: string) => new RegExp(`${label} (\\S+)`).exec(ready)?.[1] ?? '';
  project.provide('e2e', {
    appUrl: url('app'),
    sesUrl: url('mail'),
    temporalUiUrl: url('temporal-ui'),
    feedsUrl: feeds.url,
    dataDir,
    databaseUrl: `postgres://postgres:postgres@127.0.0.1:${ports.PG_PORT}/synth`,
    authEmulatorUrl: `http://127.0.0.1:${ports.FIREBASE_AUTH_EMULATOR_PORT}`,
    linkedinUrl: `http://127.0.0.1:${ports.LINKEDIN_STAND_IN_PORT}`,
    xUrl: `http://127.0.0.1:${ports.X_STAND_IN_PORT}`,
    channelsUrl: `http://127.0.0.1:${ports.CHANNELS_STAND_IN_PORT}`,
    blueskyUrl: `http://127.0.0.1:${ports.BLUESKY_STAND_IN_PORT}`,
    mastodonUrl: `http://127.0.0.1:${ports.MASTODON_STAND_IN_PORT}`,
    threadsUrl: `http://127.0.0.1:${ports.THREADS_STAND_IN_PORT}`,
  });
  return async () => {
    // When a test failed, the services' own words go to the output before their logs are deleted.
    if (project.vitest.state.getCountOfFailedTests() > 0) printLogTails(path.join(dataDir, 'logs'));
    child.removeAllListeners('exit');
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGINT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 60_000).unref())]);
    child.stdout?.destroy();
    child.stderr?.destroy();
    await feeds.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/** The last lines of the API's, the worker's and Temporal's logs, on stderr. */
function printLogTails(logDir: string, lines = 60) {
  for (const name of ['api.log', 'worker.log', 'temporal.log']) {
    const file = path.join(logDir, name);
    if (!fs.existsSync(file)) continue;
    const tail = fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    console.error(`\n[e2e] a test failed; the last ${lines} lines of ${name}:\n${tail}`);
  }
}
