// The signed link to a digest's web edition ("View in browser"). It names the run and the account
// that owns it, and works for a while after the digest's date: long enough to read an old digest,
// not forever. The same run always yields the same link, so the run page's copy of the email
// matches the one sent.
import { signToken, verifyToken } from '../lib/signed-token';

/** How long after its digest's date a web edition link works. */
export const WEB_EDITION_LINK_DAYS = 90;

/** Where a web edition link points: a static page, no script. */
export const WEB_EDITION_PATH = '/digest';

const PURPOSE = 'synth.web-edition.v1.';
const DAY_MS = 86_400_000;

export interface WebEditionClaims {
  runId: string;
  userId: string;
  /** When the link stops working. */
  expiresAt: Date;
}

export type CheckedWebEditionLink =
  { ok: true; claims: WebEditionClaims } | { ok: false; reason: 'invalid' | 'expired' };

export function signWebEditionToken(claims: { runId: string; userId: string; madeAt: Date }, secret: string): string {
  const expiresAt = Math.floor((claims.madeAt.getTime() + WEB_EDITION_LINK_DAYS * DAY_MS) / 1000);
  return signToken(PURPOSE, { r: claims.runId, u: claims.userId, x: expiresAt }, secret);
}

/** Forged, altered and foreign tokens are 'invalid'; a genuine one past its date is 'expired'. */
export function checkWebEditionToken(token: string, secret: string, now = new Date()): CheckedWebEditionLink {
  const data = verifyToken(PURPOSE, token, secret);
  if (!data || typeof data.r !== 'string' || !data.r || typeof data.u !== 'string' || !data.u)
    return { ok: false, reason: 'invalid' };
  if (!Number.isSafeInteger(data.x)) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date((data.x as number) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { runId: data.r, userId: data.u, expiresAt } };
}

/** The web edition's address for a run's digest. */
export function webEditionUrl(
  run: { id: string; userId: string; madeAt: Date },
  app: { publicUrl: string; appSecret: string },
): string {
  const token = signWebEditionToken({ runId: run.id, userId: run.userId, madeAt: run.madeAt }, app.appSecret);
  return `${app.publicUrl.replace(/\/+$/, '')}${WEB_EDITION_PATH}?token=${encodeURIComponent(token)}`;
}
