// Signed unsubscribe links. They never expire: RFC 8058 one-click and old digests in an inbox
// must keep working, and the only power a token grants is to stop mail to that address.
import { signToken, verifyToken } from './signed-token';

export interface UnsubscribeClaims {
  synthId: string;
  email: string;
}

const PURPOSE = 'synth.unsubscribe.v1.';

export function signUnsubscribeToken(claims: UnsubscribeClaims, secret: string): string {
  return signToken(PURPOSE, { s: claims.synthId, e: claims.email }, secret);
}

export function verifyUnsubscribeToken(token: string, secret: string): UnsubscribeClaims | null {
  const data = verifyToken(PURPOSE, token, secret);
  if (!data || typeof data.s !== 'string' || typeof data.e !== 'string' || !data.s || !data.e) return null;
  return { synthId: data.s, email: data.e };
}
