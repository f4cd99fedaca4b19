import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../paths.mjs';
import { FriendlyError, assertPortFree, freePort, waitFor } from '../ports.mjs';
import { tailOf as tail } from '../steps.mjs';
import { spawnChild } from './children.mjs';

const require = createRequire(import.meta.url);

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
