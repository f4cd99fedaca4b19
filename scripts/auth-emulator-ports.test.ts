// Firebase Auth emulators start beside each other on one machine (npm start beside npm test):
// its hub and logging emulator take free ports of their own instead of the CLI's 4400 and 4500.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startAuthEmulator } from './lib/local-services.mjs';
import { freePort } from './lib/ports.mjs';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** Listens on the port, as another emulator's hub or logging would, unless something already does. */
async function hold(port: number): Promise<void> {
  const srv = net.createServer();
  const listening = await new Promise<boolean>((resolve) => {
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (listening) cleanups.push(() => new Promise<void>((resolve) => srv.close(() => resolve())));
}

/** Starts an emulator with its own directories; it is stopped after the test. */
async function emulator() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-auth-ports-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const logDir = path.join(dir, 'logs');
  fs.mkdirSync(logDir);
  const auth = await startAuthEmulator({ port: await freePort(), logDir });
  cleanups.push(() => auth.stop());
  return auth;
}

describe('the Firebase Auth emulator', () => {
  it('two start at once while the CLI default hub and logging ports are taken, and both keep answering', async () => {
    await hold(4400);
    await hold(4500);
    const both = await Promise.all([emulator(), emulator()]);
    // An emulator whose hub or logging port was taken stops a few seconds after it first answers.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    for (const auth of both) expect((await fetch(`${auth.url}/`)).ok).toBe(true);
  }, 120_000);
});
