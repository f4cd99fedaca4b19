// Tools the project provisions itself (Node 24, the Temporal CLI, stripe-mock) are cached outside
// the repository, under $XDG_CACHE_HOME/synth (~/.cache/synth by default).
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

export function cacheRoot() {
  return path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'synth');
}

/** Where built or downloaded binaries live. */
export function toolCacheDir() {
  return path.join(cacheRoot(), 'bin');
}

/** The path of a command on PATH, or null. */
export function onPath(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() ? r.stdout.trim() : null;
}
