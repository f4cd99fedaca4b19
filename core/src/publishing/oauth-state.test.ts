import { describe, expect, it } from 'vitest';
import { connectionState, pkceChallenge, pkceVerifier, verifyConnectionState } from './oauth-state';

const secret = 'a-test-secret-of-some-length-0123456789';

describe('OAuth state', () => {
  it('is accepted only for the person and platform that started the connection, before it expires', () => {
    const { state, nonce } = connectionState('user-a', 'linkedin', secret, 1_000);
    expect(verifyConnectionState(state, 'user-a', 'linkedin', secret, 2_000)).toBe(nonce);
    expect(verifyConnectionState(state, 'user-b', 'linkedin', secret, 2_000)).toBeNull();
    expect(verifyConnectionState(state, 'user-a', 'x', secret, 2_000)).toBeNull();
    expect(verifyConnectionState(state, 'user-a', 'linkedin', 'another-secret', 2_000)).toBeNull();
    expect(verifyConnectionState(state, 'user-a', 'linkedin', secret, 1_000 + 16 * 60_000)).toBeNull();
  });

  it('derives a PKCE verifier of the allowed length that never appears in the state', () => {
    const { state, nonce } = connectionState('user-a', 'x', secret);
    const verifier = pkceVerifier(nonce, secret);
    expect(verifier.length).toBeGreaterThanOrEqual(43);
    expect(state).not.toContain(verifier);
    expect(pkceChallenge(verifier)).not.toBe(verifier);
  });
});
