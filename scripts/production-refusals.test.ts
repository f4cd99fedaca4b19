// The real entries of the API and the worker, started as `npm start` and docker-compose start them,
// refuse each unsafe production setting with one sentence and a non-zero exit, before they connect
// to anything. (Runs the built output: `npm test` builds first.)
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { apiNodeArgs, workerNodeArgs } from './lib/app-commands.mjs';
import {
  PRODUCTION_SETTING_NAMES,
  SAFE_PRODUCTION_ENV,
  UNSAFE_PRODUCTION_SETTINGS,
} from '../core/src/production-settings.test-data';

const ENTRIES = [
  { name: 'api', args: apiNodeArgs() },
  { name: 'worker', args: workerNodeArgs() },
];

/** Runs one entry to its end with exactly the given production settings; nothing else is reachable. */
function runEntry(args: string[], settings: Record<string, string>) {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !(PRODUCTION_SETTING_NAMES as readonly string[]).includes(k)) env[k] = v;
  // Unreachable services: a process that got past its settings would fail later, and differently.
  delete env.PORT;
  Object.assign(env, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', TEMPORAL_ADDRESS: '127.0.0.1:1' }, settings);
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (b) => (stdout += b));
  child.stderr.on('data', (b) => (stderr += b));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

describe.each(ENTRIES)('the $name entry in production', ({ name, args }) => {
  it.each(UNSAFE_PRODUCTION_SETTINGS)(
    `refuses to start with $case, in one sentence`,
    async ({ env, sentence }) => {
      const { code, stdout, stderr } = await runEntry(args, { ...SAFE_PRODUCTION_ENV, ...env });
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toBe(`[${name}] configuration error: ${sentence}\n`);
    },
    30_000,
  );
});
