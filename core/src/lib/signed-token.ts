// Signed, URL-safe tokens: a base64url JSON payload and its HMAC with the app secret. Each kind of
// link names its purpose, so a MAC made for one kind never verifies as another.
import { createHmac, timingSafeEqual } from 'node:crypto';

const B64URL = /^[A-Za-z0-9_-]+$/;
/** Longer than any token we issue; checked before anything is parsed. */
const MAX_SIGNED_TOKEN_LENGTH = 2048;

function mac(purpose: string, payload: string, secret: string): Buffer {
  if (!secret) throw new Error('A signing secret is required');
  return createHmac('sha256', secret)
    .update(purpose + payload)
    .digest();
}

export function signToken(purpose: string, data: Record<string, unknown>, secret: string): string {
  const payload = Buffer.from(JSON.stringify(data), 'utf8').toString('base64url');
  return `${payload}.${mac(purpose, payload, secret).toString('base64url')}`;
}

/** The signed payload, or null for anything not signed by us for this purpose. */
export function verifyToken(purpose: string, token: string, secret: string): Record<string, unknown> | null {
  if (typeof token !== 'string' || token.length > MAX_SIGNED_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 2 || !B64URL.test(parts[0]) || !B64URL.test(parts[1])) return null;
  const [payload, signature] = parts;
  const given = Buffer.from(signature, 'base64url');
  // Base64 decoding ignores stray trailing bits; only the canonical spelling is accepted.
  if (given.toString('base64url') !== signature) return null;
  const expected = mac(purpose, payload, secret);
  // Length first: timingSafeEqual throws on unequal lengths, and the length is not secret.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
