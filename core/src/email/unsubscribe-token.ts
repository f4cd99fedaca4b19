// Signed unsubscribe links. They never expire: RFC 8058 one-click and old digests in an inbox
// must keep working, and the only power a token grants is to stop mail to that address.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UnsubscribeClaims {
  synthId: string;
  email: string;
}

// Domain separation: the app secret signs other things too; their MACs must not verify here.
const PURPOSE = 'synth.unsubscribe.v1.';
const B64URL = /^[A-Za-z0-9_-]+$/;

function mac(payload: string, secret: string): Buffer {
  if (!secret) throw new Error('An unsubscribe secret is required');
  return createHmac('sha256', secret).update(PURPOSE + payload).digest();
}

export function signUnsubscribeToken(claims: UnsubscribeClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ s: claims.synthId, e: claims.email }), 'utf8').toString('base64url');
  return `${payload}.${mac(payload, secret).toString('base64url')}`;
}

export function verifyUnsubscribeToken(token: string, secret: string): UnsubscribeClaims | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const parts = token.split('.');
  if (parts.length !== 2 || !B64URL.test(parts[0]) || !B64URL.test(parts[1])) return null;
  const [payload, signature] = parts;
  const given = Buffer.from(signature, 'base64url');
  // Base64 decoding ignores stray trailing bits; only the canonical spelling is accepted.
  if (given.toString('base64url') !== signature) return null;
  const expected = mac(payload, secret);
  // Length first: timingSafeEqual throws on unequal lengths, and the length is not secret.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { s?: unknown; e?: unknown };
    if (typeof data.s !== 'string' || typeof data.e !== 'string' || !data.s || !data.e) return null;
    return { synthId: data.s, email: data.e };
  } catch {
    return null;
  }
}
