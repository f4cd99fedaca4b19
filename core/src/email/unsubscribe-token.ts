// Signed unsubscribe links. They never expire: RFC 8058 one-click and old digests in an inbox
// must keep working, and the only power a token grants is to stop mail to that address. A link
// names the account that sends and the address, not a synth or a run: it keeps working for a
// preview run's digest and after the synth is deleted and made again.
import { signToken, verifyToken } from '../lib/signed-token';

export interface UnsubscribeClaims {
  /** The account whose digests the address stops receiving. */
  userId: string;
  email: string;
}

/** A link in a digest sent before links named the account: it names a synth (or, for a preview, a run). */
export interface LegacyUnsubscribeClaims {
  synthOrRunId: string;
  email: string;
}

const PURPOSE = 'synth.unsubscribe.v2.';
const LEGACY_PURPOSE = 'synth.unsubscribe.v1.';

const text = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

export function signUnsubscribeToken(claims: UnsubscribeClaims, secret: string): string {
  return signToken(PURPOSE, { u: claims.userId, e: claims.email }, secret);
}

export function verifyUnsubscribeToken(
  token: string,
  secret: string,
): UnsubscribeClaims | LegacyUnsubscribeClaims | null {
  const data = verifyToken(PURPOSE, token, secret);
  if (data) return text(data.u) && text(data.e) ? { userId: data.u, email: data.e } : null;
  const legacy = verifyToken(LEGACY_PURPOSE, token, secret);
  if (!legacy || !text(legacy.s) || !text(legacy.e)) return null;
  return { synthOrRunId: legacy.s, email: legacy.e };
}
