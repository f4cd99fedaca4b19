import { describe, expect, it } from 'vitest';
import { authEmulatorSkipReason } from './lib/auth-emulator-choice.mjs';

describe('npm start and the Firebase Auth emulator', () => {
  it('starts the emulator locally when no Firebase project is configured', () => {
    expect(authEmulatorSkipReason({})).toBeNull();
    expect(authEmulatorSkipReason({ NODE_ENV: 'development', FIREBASE_PROJECT_ID: 'demo-synth' })).toBeNull();
  });

  it('never starts the emulator in production, configured or not', () => {
    for (const env of [
      {},
      { FIREBASE_PROJECT_ID: 'demo-synth' },
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      { FIREBASE_PROJECT_ID: 'synth-production' },
    ]) {
      expect(authEmulatorSkipReason({ ...env, NODE_ENV: 'production' })).toMatch(
        /^production: the Firebase Auth emulator is never started/,
      );
    }
  });

  it('uses the emulator or the real project that is already configured instead of starting one', () => {
    expect(authEmulatorSkipReason({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' })).toBe(
      'using the Firebase Auth emulator at 127.0.0.1:9199',
    );
    expect(authEmulatorSkipReason({ FIREBASE_PROJECT_ID: 'synth-production' })).toBe('using Firebase Authentication');
    expect(authEmulatorSkipReason({ GOOGLE_APPLICATION_CREDENTIALS: '/run/secrets/sa.json' })).toBe(
      'using Firebase Authentication',
    );
  });
});
