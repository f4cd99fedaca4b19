// The OAuth `state` of a connection: signed, bound to the person who started it and short-lived,
// so a link forged or started by someone else connects nothing (CSRF). The PKCE verifier is derived
// from the state's nonce with the app secret, so it never travels and needs no storage.
import { createHmac, randomBytes, createHash } from 'node:crypto';
import { signToken, verifyToken } from '../lib/signed-token';
import type { PublishingPlatformId } from './platforms';

const PURPOSE = 'publishing-connect';
const STATE_TTL_MS = 15 * 60_000;

/** `instance` is the person's own server, where the platform has them: the callback connects there. */
export function connectionState(
  userId: string,
  platform: PublishingPlatformId,
  secret: string,
  now = Date.now(),
  instance: string | null = null,
): { state: string; nonce: string } {
  const nonce = randomBytes(16).toString('base64url');
  const data = { u: userId, p: platform, n: nonce, e: now + STATE_TTL_MS, ...(instance ? { i: instance } : {}) };
  return { state: signToken(PURPOSE, data, secret), nonce };
}

/** The server a verified state was made for, or null where the platform has no servers of its own. */
export function instanceOfState(state: string, secret: string): string | null {
  const data = verifyToken(PURPOSE, state, secret);
  return data && typeof data.i === 'string' ? data.i : null;
}

/** The state's nonce when it was signed by us for this person and platform and has not expired; else null. */
export function verifyConnectionState(
  state: string,
  userId: string,
  platform: PublishingPlatformId,
  secret: string,
  now = Date.now(),
): string | null {
  const data = verifyToken(PURPOSE, state, secret);
  if (
    !data ||
    data.u !== userId ||
    data.p !== platform ||
    typeof data.n !== 'string' ||
    typeof data.e !== 'number' ||
    data.e < now
  )
    return null;
  return data.n;
}

export function pkceVerifier(nonce: string, secret: string): string {
  return createHmac('sha256', secret).update(`pkce:${nonce}`).digest('base64url');
}

export const pkceChallenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');
