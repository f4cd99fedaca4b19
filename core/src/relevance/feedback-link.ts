// Signed "More like this" / "Less like this" links for a digest's items. A token names the run,
// the article, the choice and the address the digest went to, and expires; it works only while that
// address is the synth's confirmed recipient. The same run and address always yield the same links,
// so the run page's copy of the email matches the one sent.
import { createHash } from 'node:crypto';
import { signToken, verifyToken } from '../lib/signed-token';

export interface FeedbackLinkClaims {
  runId: string;
  articleId: string;
  liked: boolean;
  /** When the link stops working (ms since the epoch). */
  expiresAt: number;
  /** The address the digest was sent to: the link stops working when it no longer receives the synth's digests. */
  recipient: string;
}

/** How long a digest's feedback links work: long enough for a digest read late, no longer. */
export const FEEDBACK_LINK_DAYS = 30;

const PURPOSE = 'synth.article-feedback.v2.';

/** Where a digest's feedback links point: a page whose button records the choice. */
export const FEEDBACK_LINK_PATH = '/api/article-feedback';

/** The link a digest carries for one choice on one of its run's articles. */
export function feedbackUrl(claims: FeedbackLinkClaims, app: { publicUrl: string; appSecret: string }): string {
  return `${app.publicUrl}${FEEDBACK_LINK_PATH}?token=${encodeURIComponent(signFeedbackToken(claims, app.appSecret))}`;
}

/** The expiry of links in a digest made at `madeAt`. */
export function feedbackLinkExpiry(madeAt: Date): number {
  return madeAt.getTime() + FEEDBACK_LINK_DAYS * 86_400_000;
}

export function signFeedbackToken(claims: FeedbackLinkClaims, secret: string): string {
  return signToken(
    PURPOSE,
    { r: claims.runId, a: claims.articleId, l: claims.liked ? 1 : 0, x: claims.expiresAt, t: claims.recipient },
    secret,
  );
}

/** The claims of a token we signed for this purpose, or null for anything else (expiry not checked). */
export function verifyFeedbackToken(token: string, secret: string): FeedbackLinkClaims | null {
  const d = verifyToken(PURPOSE, token, secret);
  if (
    !d ||
    typeof d.r !== 'string' ||
    typeof d.a !== 'string' ||
    (d.l !== 0 && d.l !== 1) ||
    typeof d.x !== 'number' ||
    typeof d.t !== 'string'
  )
    return null;
  return { runId: d.r, articleId: d.a, liked: d.l === 1, expiresAt: d.x, recipient: d.t };
}

/** What the used-links table keeps of a token. */
export function feedbackTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
