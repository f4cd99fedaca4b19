// What the run log says when an article page could not be read: the guarded fetcher answers a
// page as it answers a feed, and these sentences say it about a page.
import { isFeedFetchError, type FeedErrorReason } from '../feeds/feed-errors';

const PAGE_FAILURE: Partial<Record<FeedErrorReason, string>> = {
  'too-large': 'the page is larger than 2 MB, the most we read',
  timeout: 'the page did not arrive within 10 seconds',
  'too-many-redirects': 'the page redirects too many times',
  'redirect-loop': 'the page redirects in a loop',
  downgrade: 'the page redirects from HTTPS to plain HTTP',
  'blocked-address': 'the page is on a private network address',
  dns: "the page's domain name does not resolve",
  'bot-block': 'the site refused our reader',
  'bad-encoding': 'the page uses a compression we cannot read',
  'bad-url': 'the article link is not a valid web address',
  'bad-scheme': 'the article link is not a web address',
};

/** Why an article page was not read, as the end of a sentence. */
export function pageFailureReason(err: unknown): string {
  if (err instanceof PageNotReadable) return err.message;
  if (isFeedFetchError(err)) {
    if (err.reason === 'http-status') return `the site answered with HTTP ${err.httpStatus ?? 'an error'}`;
    return PAGE_FAILURE[err.reason] ?? 'we could not connect to the site';
  }
  return 'we could not connect to the site';
}

/** A page that arrived but holds no article we may read (not HTML, robots.txt, no text). */
export class PageNotReadable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageNotReadable';
  }
}
