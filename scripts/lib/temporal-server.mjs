// The production Temporal server (`temporal-server`) and its schema tool (`temporal-sql-tool`), the
// engine docker-compose runs: found on this machine or built once with Go from the module proxy
// (asynchronously, with one progress line) and cached outside the repository.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FriendlyError } from './ports.mjs';
import { runStep } from './steps.mjs';
import { onPath, toolCacheDir } from './tool-cache.mjs';

/** The server version every launcher runs; docker-compose.yml's images carry the same (a test checks). */
export const TEMPORAL_SERVER_VERSION = '1.30.8';

const MODULE = 'go.temporal.io/server';
/** Each binary: its setting, its name on PATH, and the package that builds it. */
const BINARIES = {
  server: { setting: 'TEMPORAL_SERVER_PATH', command: 'temporal-server', pkg: `${MODULE}/cmd/server`, built: 'server' },
  sqlTool: {
    setting: 'TEMPORAL_SQL_TOOL_PATH',
    command: 'temporal-sql-tool',
    pkg: `${MODULE}/cmd/tools/sql`,
    built: 'sql',
  },
};

const cached = (command) => path.join(toolCacheDir(), `${command}-${TEMPORAL_SERVER_VERSION}`);

/** One binary from its setting, PATH or the cache: { path, source } or null. */
function findOne({ setting, command }) {
  const explicit = process.env[setting];
  if (explicit) {
    if (!fs.existsSync(explicit))
      throw new FriendlyError(`${setting} points to ${explicit}, which does not exist: fix the path or unset it.`);
    return { path: explicit, source: setting };
  }
  const fromPath = onPath(command);
  if (fromPath) return { path: fromPath, source: `${command} on PATH` };
  if (fs.existsSync(cached(command))) return { path: cached(command), source: `cache (${toolCacheDir()})` };
  return null;
}

/** Both binaries when both are on this machine, else null; never builds. */
export function findTemporalServer() {
  const server = findOne(BINARIES.server);
  const sqlTool = findOne(BINARIES.sqlTool);
  if (!server || !sqlTool) return null;
  return {
    server: server.path,
    sqlTool: sqlTool.path,
    source: server.source === sqlTool.source ? server.source : `${server.source}, ${sqlTool.source}`,
  };
}

/** Both binaries in one Go build (they share most of their packages), niced: minutes on 2 cores. */
async function fromGoBuild({ log, logFile }) {
  if (!onPath('go'))
    throw new FriendlyError(
      `temporal-server ${TEMPORAL_SERVER_VERSION} is not on this machine and Go is missing to build it: install Go, or set TEMPORAL_SERVER_PATH and TEMPORAL_SQL_TOOL_PATH.`,
    );
  const gobin = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-temporal-server-go-'));
  const go = ['go', 'install', ...Object.values(BINARIES).map((b) => `${b.pkg}@v${TEMPORAL_SERVER_VERSION}`)];
  const [cmd, args] = onPath('nice') ? ['nice', ['-n', '10', ...go]] : [go[0], go.slice(1)];
  try {
    await runStep({
      label: `Building temporal-server and temporal-sql-tool v${TEMPORAL_SERVER_VERSION} with Go (minutes; once)`,
      cmd,
      args,
      env: { ...process.env, GOBIN: gobin, GOFLAGS: '-mod=mod' },
      logFile,
      log,
      failure: `Building temporal-server with Go failed: set TEMPORAL_SERVER_PATH and TEMPORAL_SQL_TOOL_PATH to binaries of v${TEMPORAL_SERVER_VERSION}`,
    });
    fs.mkdirSync(toolCacheDir(), { recursive: true });
    for (const b of Object.values(BINARIES)) {
      // Copy then rename: an interrupted copy (the temporary directory may be another file system)
      // never leaves a truncated binary in the cache.
      fs.copyFileSync(path.join(gobin, b.built), `${cached(b.command)}.partial`);
      fs.chmodSync(`${cached(b.command)}.partial`, 0o755);
      fs.renameSync(`${cached(b.command)}.partial`, cached(b.command));
    }
  } finally {
    fs.rmSync(gobin, { recursive: true, force: true });
  }
  return findTemporalServer();
}

/**
 * Resolves both binaries, in order: their settings, PATH, the cache, a Go build.
 * Returns { server, sqlTool, source }; throws one sentence when none worked.
 */
export async function provideTemporalServer({ log = console.log, logFile }) {
  const found = findTemporalServer();
  if (found) return found;
  const built = await fromGoBuild({ log, logFile });
  return { ...built, source: `Go build (cached in ${toolCacheDir()})` };
}
