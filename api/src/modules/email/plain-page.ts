// The small server-rendered pages behind links in our emails (unsubscribe, confirm a recipient).
// They carry no script and load nothing; the only form posts back to us.
import type { Request, Response } from 'express';
import { escapeHtml } from '@synth/core/lib';

const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const STYLE =
  'body{font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;background:#f4f5f7;color:#1f2933;margin:0;padding:48px 16px}main{max-width:480px;margin:0 auto;background:#fff;padding:28px;border-radius:8px}h1{font-size:20px;margin:0 0 12px}button{background:#1f2a44;color:#fff;border:0;border-radius:4px;padding:10px 18px;font-size:15px;cursor:pointer}';

/** `bodyHtml` must already be escaped; the title is escaped here. */
export function plainPage(res: Response, status: number, title: string, bodyHtml: string): void {
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
    .send(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${bodyHtml}</main></body></html>`,
    );
}

/** A form that posts the token back to the page's own path: the change happens only on a press. */
export function postBackForm(req: Request, token: string, label: string): string {
  const action = escapeHtml(req.baseUrl || '/');
  return `<form method="post" action="${action}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(label)}</button></form>`;
}

export const wantsJson = (req: Request) => req.accepts(['html', 'json']) === 'json';

/** Why a link from an email did nothing: a status, a code for API callers, a title and a sentence. */
export interface LinkRefusal {
  status: number;
  code: string;
  title: string;
  message: string;
}

/** Answers a refused link as JSON to an API caller and as a page to a person. */
export function refuseLink(req: Request, res: Response, r: LinkRefusal): void {
  if (wantsJson(req)) {
    res.status(r.status).set('Cache-Control', 'no-store').json({ message: r.message, code: r.code });
    return;
  }
  plainPage(res, r.status, r.title, `<p>${escapeHtml(r.message)}</p>`);
}

/** The token from the query (links) or the form body (our button, one-click POSTs). */
export function tokenOf(req: Request): string {
  const fromQuery = req.query.token;
  if (typeof fromQuery === 'string' && fromQuery) return fromQuery;
  const fromBody = (req.body as Record<string, unknown> | undefined)?.token;
  return typeof fromBody === 'string' ? fromBody : '';
}
