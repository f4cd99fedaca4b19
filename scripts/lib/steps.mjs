// Long set-up steps (installs, builds, tool downloads) run as child processes whose output goes to
// a log file: the terminal shows one progress line per step, and the full output stays in the log.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FriendlyError } from './ports.mjs';
import { describeSpawnError } from './startup-errors.mjs';
import { track } from './supervisor.mjs';

export function tailOf(file, lines = 15) {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Runs one step without blocking the event loop. Resolves when it exits 0; otherwise rejects with
 * one sentence (`failure`), the log's last lines and where the full log is.
 */
export function runStep({ label, cmd, args, logFile, cwd, env = process.env, log, failure }) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const started = Date.now();
  log(`${label} ... (log: ${path.relative(process.cwd(), logFile) || logFile})`);
  return new Promise((resolve, reject) => {
    const out = fs.openSync(logFile, 'a');
    fs.writeSync(out, `\n$ ${cmd} ${args.join(' ')}\n`);
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    // A failed start elsewhere stops a build or an install still running, too.
    const exit = new Promise((r) => {
      child.once('close', r);
      child.once('error', r);
    });
    track({
      exit,
      stop: async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exit;
      },
    });
    child.once('error', (err) => reject(new FriendlyError(`${failure}: ${describeSpawnError(cmd, err)}`)));
    child.once('exit', (code, signal) => {
      if (code === 0) {
        log(`${label}: done in ${Math.round((Date.now() - started) / 1000)} s`);
        resolve();
      } else {
        const tail = tailOf(logFile);
        reject(new FriendlyError(`${failure} (${signal ?? `exit ${code}`}). The log ${logFile} ends with:\n${tail}`));
      }
    });
  });
}
