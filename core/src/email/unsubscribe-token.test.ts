import { describe, expect, it } from 'vitest';
import { signToken } from '../lib/signed-token';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'test-secret';
const claims = { userId: 'user-123', email: 'Zoë+news@example.com' };

describe('unsubscribe tokens', () => {
  it('round-trips the account id and email', () => {
    const token = signUnsubscribeToken(claims, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyUnsubscribeToken(token, SECRET)).toEqual(claims);
  });

  it('is URL-safe without escaping and stable (no expiry, no randomness)', () => {
    const token = signUnsubscribeToken(claims, SECRET);
    expect(encodeURIComponent(token)).toBe(token);
    expect(signUnsubscribeToken(claims, SECRET)).toBe(token);
  });

  it('rejects another secret', () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken(claims, SECRET), 'other-secret')).toBeNull();
  });

  it('rejects a tampered payload or signature', () => {
    const token = signUnsubscribeToken(claims, SECRET);
    const [payload, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ u: 'user-999', e: claims.email })).toString('base64url');
    expect(verifyUnsubscribeToken(`${forged}.${sig}`, SECRET)).toBeNull();
    // Every single-character change in the signature, including its last (partly padding) char.
    for (let i = 0; i < sig.length; i++) {
      for (const c of ['A', 'B', 'Q', 'g', '-', '_']) {
        if (sig[i] === c) continue;
        const bad = sig.slice(0, i) + c + sig.slice(i + 1);
        expect(verifyUnsubscribeToken(`${payload}.${bad}`, SECRET)).toBeNull();
      }
    }
    expect(verifyUnsubscribeToken(`${payload}.${sig.slice(0, -1)}`, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(`${payload}x.${sig}`, SECRET)).toBeNull();
  });

  it('rejects malformed input without throwing', () => {
    for (const bad of ['', '.', 'abc', 'a.b.c', 'a b.c', `${'a'.repeat(3000)}.b`, 'e30.e30']) {
      expect(verifyUnsubscribeToken(bad, SECRET)).toBeNull();
    }
    expect(verifyUnsubscribeToken(undefined as unknown as string, SECRET)).toBeNull();
  });

  it('rejects a correctly signed payload that lacks the claims', () => {
    expect(verifyUnsubscribeToken(signToken('synth.unsubscribe.v2.', { u: 'user-1' }, SECRET), SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(signToken('synth.unsubscribe.v1.', { s: 'synth-1' }, SECRET), SECRET)).toBeNull();
  });

  it("reads an older digest's link, which named a synth (or a preview's run) instead of the account", () => {
    const legacy = signToken('synth.unsubscribe.v1.', { s: 'synth-1', e: 'a@example.com' }, SECRET);
    expect(verifyUnsubscribeToken(legacy, SECRET)).toEqual({ synthOrRunId: 'synth-1', email: 'a@example.com' });
  });

  it('refuses to sign with an empty secret', () => {
    expect(() => signUnsubscribeToken(claims, '')).toThrow();
  });
});
