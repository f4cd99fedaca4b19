// /api/unsubscribe. The signed token is the only credential (no cookie: RFC 8058 one-click POSTs
// come from the mail provider). GET never changes anything, because link scanners prefetch GETs.
import express, { Router, type Request, type Response } from 'express';
import { escapeHtml } from '@synth/core/lib';
import { verifyUnsubscribeToken } from '@synth/core/email';

export interface UnsubscribeDeps {
  secret: string;
  unsubscribe(synthId: string, email: string): Promise<boolean>;
}

// Pages carry no script and load nothing; the only form posts back to us.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const STYLE = 'body{font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;background:#f4f5f7;color:#1f2933;margin:0;padding:48px 16px}main{max-width:480px;margin:0 auto;background:#fff;padding:28px;border-radius:8px}h1{font-size:20px;margin:0 0 12px}button{background:#1f2a44;color:#fff;border:0;border-radius:4px;padding:10px 18px;font-size:15px;cursor:pointer}';

const INVALID = 'This unsubscribe link is invalid or incomplete. Please use the link from your most recent digest email, or change your email settings in Synth.';

function page(res: Response, status: number, title: string, bodyHtml: string): void {
  res
    .status(status)
    .set({
      'Content-Security-Policy': CSP,
      'X-Content-Type-Options': 'nosniff',
      // The token is in the URL; it must not leak through a Referer header.
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    })
    .type('html')
    .send(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${bodyHtml}</main></body></html>`);
}

const wantsJson = (req: Request) => req.accepts(['html', 'json']) === 'json';

function tokenOf(req: Request): string {
  const fromQuery = req.query.token;
  if (typeof fromQuery === 'string' && fromQuery) return fromQuery;
  const fromBody = (req.body as Record<string, unknown> | undefined)?.token;
  return typeof fromBody === 'string' ? fromBody : '';
}

function invalid(req: Request, res: Response): void {
  if (wantsJson(req)) {
    res.status(400).set('Cache-Control', 'no-store').json({ message: INVALID, code: 'INVALID_TOKEN' });
    return;
  }
  page(res, 400, 'Invalid unsubscribe link', `<p>${escapeHtml(INVALID)}</p>`);
}

export function unsubscribeRoutes(deps: UnsubscribeDeps): Router {
  const router = Router();
  // One-click bodies are "List-Unsubscribe=One-Click", form-encoded; our own form adds the token.
  router.use(express.urlencoded({ extended: false, limit: '4kb' }));

  router.get('/', (req, res) => {
    const claims = verifyUnsubscribeToken(tokenOf(req), deps.secret);
    if (!claims) return invalid(req, res);
    const action = escapeHtml(req.baseUrl || '/');
    page(
      res,
      200,
      'Unsubscribe from this digest?',
      `<p>Stop sending this synth's digest to <strong>${escapeHtml(claims.email)}</strong>?</p>` +
        `<form method="post" action="${action}"><input type="hidden" name="token" value="${escapeHtml(tokenOf(req))}"><button type="submit">Unsubscribe</button></form>`,
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
    page(res, 200, "You're unsubscribed", `<p><strong>${escapeHtml(claims.email)}</strong> will no longer receive this synth's digest.</p><p>You can turn email delivery back on in your synth's settings at any time.</p>`);
  });

  return router;
}
