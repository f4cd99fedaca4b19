// The child processes of the local services: each logs to its own file, stops in order, and is
// waited for on its port while making sure it has not died.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths.mjs';
import { FriendlyError, tcpOpen, waitFor } from '../ports.mjs';
import { describeSpawnError } from '../startup-errors.mjs';
import { tailOf as tail } from '../steps.mjs';
import { track } from '../supervisor.mjs';

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
export async function ready(svc, port, what, timeoutMs) {
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
