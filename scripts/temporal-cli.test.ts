import { afterEach, describe, expect, it } from 'vitest';
import { FriendlyError } from './lib/ports.mjs';
import { findTemporalCli } from './lib/temporal-cli.mjs';

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
      findTemporalCli({ build: false });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(FriendlyError);
    expect((error as Error).message).toBe('TEMPORAL_CLI_PATH points to /nonexistent/temporal, which does not exist: fix the path or unset it.');
  });

  it('TEMPORAL_CLI_PATH wins when it exists, and says it was used', () => {
    process.env.TEMPORAL_CLI_PATH = process.execPath;
    expect(findTemporalCli({ build: false })).toEqual({ path: process.execPath, source: 'TEMPORAL_CLI_PATH' });
  });
});
