// Fetches one article page politely: robots.txt first, Synth's own User-Agent, two requests at
// once per host, a 2 MB and 10 second limit, and only HTML is accepted.
import { guardedFetch, type GuardedFetchOptions } from '../feeds/guarded-fetch';
import { withHostLimit } from './host-limiter';
import { PageNotReadable } from './page-failure';
import { robotsAllow } from './robots';
import { ARTICLE_READER_USER_AGENT } from './user-agent';

export const PAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PAGE_TIMEOUT_MS = 10_000;
const PAGE_MAX_REDIRECTS = 5;
const HTML_TYPE = /^\s*(?:text\/html|application\/xhtml\+xml)\b/i;

export type PageFetchOptions = Pick<GuardedFetchOptions, 'allowPrivateNetworks' | 'lookup' | 'treatAsPublic'>;

/** The page's HTML and the address it ended at; throws FeedFetchError or PageNotReadable. */
export async function fetchArticlePage(
  url: string,
  opts: PageFetchOptions,
): Promise<{ html: string; finalUrl: string }> {
  if (!(await robotsAllow(url, opts)))
    throw new PageNotReadable("the site's robots.txt asks automated readers not to read it");
  const res = await withHostLimit(url, () =>
    guardedFetch(url, {
      ...opts,
      userAgent: ARTICLE_READER_USER_AGENT,
      maxBytes: PAGE_MAX_BYTES,
      totalTimeoutMs: PAGE_TIMEOUT_MS,
      connectTimeoutMs: PAGE_TIMEOUT_MS,
      maxRedirects: PAGE_MAX_REDIRECTS,
    }),
  );
  if (res.status !== 'ok') throw new PageNotReadable('the site sent no page');
  // A redirect to another site is held to that site's robots.txt too: its page is not used if it asks so.
  if (new URL(res.finalUrl).origin !== new URL(url).origin && !(await robotsAllow(res.finalUrl, opts))) {
    throw new PageNotReadable("the site's robots.txt asks automated readers not to read it");
  }
  if (!HTML_TYPE.test(res.contentType ?? ''))
    throw new PageNotReadable(`the page is not HTML (${(res.contentType ?? 'no type').split(';')[0].slice(0, 60)})`);
  return { html: res.body, finalUrl: res.finalUrl };
}
