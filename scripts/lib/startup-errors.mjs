// Start-up failures as one sentence a newcomer can act on, never a stack trace.
import fs from 'node:fs';
import path from 'node:path';
import { FriendlyError } from './ports.mjs';

/** A spawn failure (ENOENT, EACCES, …) in words. */
export function describeSpawnError(cmd, err) {
  const what = path.basename(cmd);
  switch (err?.code) {
    case 'ENOENT':
      return `${what} was not found (${cmd}); install it or fix the path that points to it.`;
    case 'EACCES':
      return `${what} (${cmd}) cannot be executed: permission denied. Check that the file and every directory above it can be read and executed by the user starting it.`;
    case 'ENOMEM':
      return `there is not enough memory to start ${what}.`;
    default:
      return `${what} could not be started (${err?.code ?? err?.message ?? err}).`;
  }
}

/** The first directory on the way to `target` that users other than its owner cannot enter, if any. */
function firstClosedDirectory(target) {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  let dir = path.sep;
  for (const part of parts) {
    dir = path.join(dir, part);
    let st;
    try {
      st = fs.statSync(dir);
    } catch {
      return null; // not created yet: its parent was open, and we create it world-readable
    }
    if (st.isDirectory() && (st.mode & 0o001) === 0) return dir;
  }
  return null;
}

/**
 * Started as root, embedded PostgreSQL runs as the unprivileged user 'postgres', which must reach both
 * its binaries (inside node_modules) and its data directory.
 */
export function assertReachableByDatabaseUser(paths, { asRoot = process.getuid?.() === 0 } = {}) {
  if (!asRoot) return;
  for (const p of paths) {
    const closed = firstClosedDirectory(p);
    if (closed) {
      throw new FriendlyError(
        `Embedded PostgreSQL runs as the unprivileged user "postgres" when started as root, and that user cannot enter ${closed} (on the way to ${p}): run \`chmod o+rx ${closed}\`, move the checkout or DATA_DIR to a readable place, or set DATABASE_URL to your own PostgreSQL.`,
      );
    }
  }
}

/** Any error at start-up as one sentence; unexpected ones point to the log with the details. */
export function startupErrorSentence(err, logFile) {
  if (err instanceof FriendlyError) return err.message;
  if (err?.syscall?.startsWith?.('spawn'))
    return describeSpawnError(err.path ?? err.spawnargs?.[0] ?? 'a program', err);
  switch (err?.code) {
    case 'EADDRINUSE':
      return `Port ${err.port ?? ''} is already in use: stop whatever is using it or choose another port in the settings.`;
    case 'ENOSPC':
      return 'The disk is full: free some space and start again.';
    case 'EACCES':
      return `Permission denied on ${err.path ?? 'a file'}: check that the user starting Synth can read and write it.`;
    default:
      return `Start-up failed: ${String(err?.message ?? err).split('\n')[0]}${logFile ? ` (details in ${logFile})` : ''}.`;
  }
}
