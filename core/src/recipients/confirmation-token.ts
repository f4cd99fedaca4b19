// The link in a confirmation email: which recipient row and request round it confirms, and until
// when. Signed like the unsubscribe links, under its own purpose.
import { signToken, verifyToken } from '../lib/signed-token';
import { CONFIRMATION_LINK_DAYS } from './recipient.rules';

const PURPOSE = 'synth.confirm-recipient.v1.';
const DAY_MS = 86_400_000;

export interface ConfirmationClaims {
  recipientId: string;
  round: number;
  expiresAt: Date;
}

export type CheckedConfirmationToken =
  { ok: true; claims: ConfirmationClaims } | { ok: false; reason: 'invalid' | 'expired' };

export function signConfirmationToken(
  claims: { recipientId: string; round: number },
  secret: string,
  now = new Date(),
): string {
  const expiresAt = Math.floor((now.getTime() + CONFIRMATION_LINK_DAYS * DAY_MS) / 1000);
  return signToken(PURPOSE, { r: claims.recipientId, n: claims.round, x: expiresAt }, secret);
}

/** Forged, altered and foreign tokens are 'invalid'; a genuine one past its date is 'expired'. */
export function checkConfirmationToken(token: string, secret: string, now = new Date()): CheckedConfirmationToken {
  const data = verifyToken(PURPOSE, token, secret);
  if (!data || typeof data.r !== 'string' || !data.r || !Number.isSafeInteger(data.n) || !Number.isSafeInteger(data.x))
    return { ok: false, reason: 'invalid' };
  const expiresAt = new Date((data.x as number) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { recipientId: data.r, round: data.n as number, expiresAt } };
}
