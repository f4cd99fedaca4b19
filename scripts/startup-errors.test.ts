import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FriendlyError } from './lib/ports.mjs';
import { assertReachableByDatabaseUser, startupErrorSentence } from './lib/startup-errors.mjs';

describe('start-up failures in one sentence', () => {
  it('a data directory inside a directory others cannot enter names that directory and the fix', () => {
    const closed = fs.mkdtempSync(path.join(os.tmpdir(), 'synth-closed-')); // mkdtemp makes it 0700
    try {
      const dataDir = path.join(closed, 'clone', '.data');
      let error: unknown;
      try {
        assertReachableByDatabaseUser([dataDir], { asRoot: true });
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(FriendlyError);
      expect((error as Error).message).toContain(`cannot enter ${closed} (on the way to ${dataDir})`);
      expect((error as Error).message).toContain(`chmod o+rx ${closed}`);
      fs.chmodSync(closed, 0o755);
      expect(() => assertReachableByDatabaseUser([dataDir], { asRoot: true })).not.toThrow();
    } finally {
      fs.rmSync(closed, { recursive: true, force: true });
    }
  });

  it('spawn errors say which program and what to do, not a stack trace', () => {
    const eacces = Object.assign(new Error('spawn /x/initdb EACCES'), {
      code: 'EACCES',
      syscall: 'spawn /x/initdb',
      path: '/x/initdb',
    });
    expect(startupErrorSentence(eacces)).toBe(
      'initdb (/x/initdb) cannot be executed: permission denied. Check that the file and every directory above it can be read and executed by the user starting it.',
    );
    const enoent = Object.assign(new Error('spawn go ENOENT'), { code: 'ENOENT', syscall: 'spawn go', path: 'go' });
    expect(startupErrorSentence(enoent)).toBe('go was not found (go); install it or fix the path that points to it.');
  });

  it('an unexpected error is its first line and where the details are', () => {
    expect(startupErrorSentence(new Error('boom\n    at x (y.js:1:1)'), '.data/logs/start.log')).toBe(
      'Start-up failed: boom (details in .data/logs/start.log).',
    );
  });
});
