// /api/unsubscribe. The signed token is the only credential (no cookie: RFC 8058 one-click POSTs
// come from the mail provider). GET never changes anything, because link scanners prefetch GETs.
import express, { Router, type Request, type Response } from 'express';
import { escapeHtml } from '@synth/core/lib';
import { verifyUnsubscribeToken } from '@synth/core/email';
import { plainPage, postBackForm, refuseLink, tokenOf, wantsJson, type LinkRefusal } from './plain-page';

export interface UnsubscribeDeps {
  secret: string;
  unsubscribe(synthId: string, email: string): Promise<boolean>;
}

const INVALID: LinkRefusal = {
  status: 400,
  code: 'INVALID_TOKEN',
  title: 'Invalid unsubscribe link',
  message:
    'This unsubscribe link is invalid or incomplete. Please use the link from your most recent digest email, or change your email settings in Synth.',
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
      `<p>Stop sending this synth's digest to <strong>${escapeHtml(claims.email)}</strong>?</p>` +
        postBackForm(req, tokenOf(req), 'Unsubscribe'),
    );
  });

  router.post('/', async (req, res) => {
    const claims = verifyUnsubscribeToken(tokenOf(req), deps.secret);
    if (!claims) return invalid(req, res);
    // Idempotent: an address that is already unsubscribed gets the same answer.
    const changed = await deps.unsubscribe(claims.synthId, claims.email);
    if (wantsJson(req)) {
      res.set('Cache-Control', 'no-store').json({ unsubscribed: true, changed, email: claims.email });
      return;
    }
    plainPage(
      res,
      200,
      "You're unsubscribed",
      `<p><strong>${escapeHtml(claims.email)}</strong> will no longer receive this synth's digest.</p><p>If the synth's owner adds this address again, nothing will be sent until you confirm it again.</p>`,
    );
  });

  return router;
}
