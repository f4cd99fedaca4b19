import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'test-secret';
const claims = { synthId: 'synth-123', email: 'Zoë+news@example.com' };

describe('unsubscribe tokens', () => {
  it('round-trips the synth id and email', () => {
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
    const forged = Buffer.from(JSON.stringify({ s: 'synth-999', e: claims.email })).toString('base64url');
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

  it('rejects a correctly signed payload that lacks the claims', async () => {
    const { createHmac } = await import('node:crypto');
    const payload = Buffer.from(JSON.stringify({ s: 'synth-1' })).toString('base64url');
    const sig = createHmac('sha256', SECRET).update(`synth.unsubscribe.v1.${payload}`).digest('base64url');
    expect(verifyUnsubscribeToken(`${payload}.${sig}`, SECRET)).toBeNull();
  });

  it('refuses to sign with an empty secret', () => {
    expect(() => signUnsubscribeToken(claims, '')).toThrow();
  });
});
