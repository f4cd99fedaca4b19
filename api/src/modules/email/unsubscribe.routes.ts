// /api/unsubscribe. The signed token is the only credential (no cookie: RFC 8058 one-click POSTs
// come from the mail provider). GET never changes anything, because link scanners prefetch GETs.
import express, { Router, type Request, type Response } from 'express';
import { escapeHtml } from '@synth/core/lib';
import { verifyUnsubscribeToken, type LegacyUnsubscribeClaims, type UnsubscribeClaims } from '@synth/core/email';
import type { UnsubscribeOutcome } from '@synth/core/recipients';
import { plainPage, postBackForm, refuseLink, tokenOf, wantsJson, type LinkRefusal } from './plain-page';

export interface UnsubscribeDeps {
  secret: string;
  unsubscribe(link: UnsubscribeClaims | LegacyUnsubscribeClaims): Promise<UnsubscribeOutcome>;
}

const INVALID: LinkRefusal = {
  status: 400,
  code: 'INVALID_TOKEN',
  title: 'Invalid unsubscribe link',
  message:
    'This unsubscribe link is invalid or incomplete. Please use the link from your most recent digest email, or change your email settings in Synth.',
};

// Said only when nothing was suppressed: the page never claims an unsubscribe that did not happen.
const UNKNOWN: LinkRefusal = {
  status: 410,
  code: 'SENDER_GONE',
  title: 'Nothing to unsubscribe from',
  message:
    'The synth this digest came from and its account no longer exist, so Synth sends nothing more from it. If another digest reaches you, use the unsubscribe link in that email.',
};

const invalid = (req: Request, res: Response) => refuseLink(req, res, INVALID);

export function unsubscribeRoutes(deps: UnsubscribeDeps): Router {
  const router = Router();
  // One-click bodies are "List-Unsubscribe=One-Click", form-encoded; our own form adds the token.
  router.use(express.urlencoded({ extended: false, limit: '4kb' }));

  router.get('/', (req, res) => {
    const claims = verifyUnsubscribeToken(tokenOf(req), deps.secret);
    if (!claims) return invalid(req, res);
    plainPage(
      res,
      200,
      'Unsubscribe from this digest?',
      `<p>Stop sending these digests to <strong>${escapeHtml(claims.email)}</strong>?</p>` +
        postBackForm(req, tokenOf(req), 'Unsubscribe'),
    );
  });

  router.post('/', async (req, res) => {
    const claims = verifyUnsubscribeToken(tokenOf(req), deps.secret);
    if (!claims) return invalid(req, res);
    // Idempotent: an address that is already unsubscribed gets the same answer.
    if ((await deps.unsubscribe(claims)) === 'unknown') return refuseLink(req, res, UNKNOWN);
    if (wantsJson(req)) {
      res.set('Cache-Control', 'no-store').json({ unsubscribed: true, email: claims.email });
      return;
    }
    plainPage(
      res,
      200,
      "You're unsubscribed",
      `<p><strong>${escapeHtml(claims.email)}</strong> will no longer receive this account's digests.</p><p>If its owner adds this address again, nothing will be sent until you confirm it again.</p>`,
    );
  });

  return router;
}
