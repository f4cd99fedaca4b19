import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FriendlyError } from './ports.mjs';

export const TEMPORAL_CLI_VERSION = 'v1.5.1';

/** Where built tools are cached between runs; outside the repository. */
export function toolCacheDir() {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'synth', 'bin');
}

function onPath(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/**
 * Finds the Temporal CLI: TEMPORAL_CLI_PATH, `temporal` on PATH, a cached Go build, a fresh Go
 * build when Go is present. Returns { path, source } or null (the caller then lets
 * @temporalio/testing download it on machines with internet).
 */
export function findTemporalCli({ build = true, log = console.log } = {}) {
  const explicit = process.env.TEMPORAL_CLI_PATH;
  if (explicit) {
    if (!fs.existsSync(explicit)) throw new FriendlyError(`TEMPORAL_CLI_PATH points to ${explicit}, which does not exist: fix the path or unset it.`);
    return { path: explicit, source: 'TEMPORAL_CLI_PATH' };
  }
  const fromPath = onPath('temporal');
  if (fromPath) return { path: fromPath, source: 'temporal on PATH' };
  const cached = path.join(toolCacheDir(), 'temporal');
  if (fs.existsSync(cached)) return { path: cached, source: `cached build (${cached})` };
  if (build && onPath('go')) {
    log(`Building the Temporal CLI ${TEMPORAL_CLI_VERSION} with Go (once; cached in ${toolCacheDir()}) ...`);
    fs.mkdirSync(toolCacheDir(), { recursive: true });
    try {
      execFileSync('go', ['install', `github.com/temporalio/cli/cmd/temporal@${TEMPORAL_CLI_VERSION}`], {
        stdio: 'inherit',
        env: { ...process.env, GOBIN: toolCacheDir(), GOFLAGS: '-mod=mod' },
      });
    } catch {
      throw new FriendlyError(`Building the Temporal CLI with Go failed (see the output above): install the Temporal CLI and set TEMPORAL_CLI_PATH, or set TEMPORAL_ADDRESS to a running Temporal server.`);
    }
    return { path: cached, source: `fresh Go build (${cached})` };
  }
  return null;
}
