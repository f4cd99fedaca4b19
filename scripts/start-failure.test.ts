// A start that fails leaves nothing behind: every service already up or still starting is stopped,
// and no port it used is left listening. The failures are forced the way a newcomer meets them.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, tcpOpen } from './lib/ports.mjs';

const ROOT = path.resolve(__dirname, '..');
const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

async function ports() {
  return {
    PORT: await freePort(),
    PG_PORT: await freePort(),
    TEMPORAL_PORT: await freePort(),
    TEMPORAL_UI_PORT: await freePort(),
    FIREBASE_AUTH_EMULATOR_PORT: await freePort(),
    SES_PORT: await freePort(),
  };
}

/** Runs `npm start`'s script to its end; resolves with its exit code and everything it printed. */
function runStart(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-start-fail-'));
  fs.chmodSync(dataDir, 0o755);
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (b) => (output += b));
  child.stderr.on('data', (b) => (output += b));
  return new Promise<{ code: number | null; output: string; dataDir: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output, dataDir })),
  );
}

/** Processes still running whose command line mentions the data directory of the failed start. */
function processesUsing(dataDir: string) {
  return fs
    .readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .flatMap((pid) => {
      try {
        const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
        return cmd.includes(dataDir) ? [`${pid}: ${cmd}`] : [];
      } catch {
        return [];
      }
    });
}

async function listening(portList: number[]) {
  const open = await Promise.all(portList.map(async (p) => ((await tcpOpen(p)) ? p : null)));
  return open.filter((p) => p !== null);
}

describe('a failed npm start leaves nothing behind', () => {
  it('a taken port stops the services that were still starting, with one sentence', async () => {
    const p = await ports();
    const blocker = net.createServer().listen(p.SES_PORT, '127.0.0.1');
    cleanups.push(() => blocker.close());
    const { code, output, dataDir } = await runStart(
      Object.fromEntries(Object.entries(p).map(([k, v]) => [k, String(v)])),
    );
    expect(code).toBe(1);
    expect(output).toContain(
      `[start] Port ${p.SES_PORT} (local SES) is already in use: stop whatever is using it or set SES_PORT to another port.`,
    );
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
    expect(
      await listening([p.PORT, p.PG_PORT, p.TEMPORAL_PORT, p.TEMPORAL_UI_PORT, p.FIREBASE_AUTH_EMULATOR_PORT]),
    ).toEqual([]);
    expect(processesUsing(dataDir)).toEqual([]);
  }, 240_000);

  it('an app that dies after every service is up stops all of them', async () => {
    const p = await ports();
    // Production mode with local settings: the API refuses its configuration once the services run.
    const { code, output, dataDir } = await runStart({
      ...Object.fromEntries(Object.entries(p).map(([k, v]) => [k, String(v)])),
      NODE_ENV: 'production',
      APP_SECRET: '',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/stopped unexpectedly/);
    // The emulator accepts unsigned tokens: production never starts it, so the API names the demo project.
    expect(output).toContain('[start] production: the Firebase Auth emulator is never started');
    expect(output).not.toContain('started Firebase Auth emulator');
    const stoppedLog = /the (api|worker) stopped unexpectedly \(exit 1\); see (\S+)/.exec(output);
    expect(fs.readFileSync(stoppedLog![2], 'utf8')).toContain(
      `[${stoppedLog![1]}] configuration error: FIREBASE_PROJECT_ID must name a real Firebase project`,
    );
    expect(output).toContain('[start] stopped');
    expect(await listening(Object.values(p))).toEqual([]);
    expect(processesUsing(dataDir)).toEqual([]);
  }, 240_000);
});
