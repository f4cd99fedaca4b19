// The headers of a digest's web pages: no script may run, nothing loads from elsewhere but images
// over https, the only form posts back to Synth, and a page is never framed by another site.
import type { Response } from 'express';

const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** `private`: the page's address is its credential, so it leaves no Referer, no cache and no index entry. */
export function sendEditionPage(res: Response, status: number, html: string, kind: 'private' | 'public'): void {
  res
    .status(status)
    .set({
      'Content-Security-Policy': CSP,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      // A public page is checked again on each visit, so an issue its owner unpublished is gone at once.
      'Cache-Control': kind === 'private' ? 'private, no-store' : 'no-cache',
      ...(kind === 'private' ? { 'X-Robots-Tag': 'noindex, nofollow' } : {}),
    })
    .type('html')
    .send(html);
}
