// Which addresses the feed fetcher starts from and follows: http(s) only, never from https down
// to http, no loops, and a bounded number of hops.
import { FeedFetchError } from './feed-errors';

/** Parses the address a user typed; throws when it is not an http(s) URL. */
export function parseFeedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new FeedFetchError('bad-url', 'This is not a valid web address', false);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FeedFetchError('bad-scheme', 'Only http and https feed addresses are supported', false);
  }
  url.hash = '';
  return url;
}

/** Decides where a redirect may go; throws when it must not be followed. Pure, so it is unit tested directly. */
export function resolveRedirect(
  from: URL,
  location: string,
  visited: ReadonlySet<string>,
  redirectsFollowed: number,
  maxRedirects: number,
): URL {
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw new FeedFetchError('bad-url', 'The feed server redirected to an invalid address', false);
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:') {
    throw new FeedFetchError('bad-scheme', 'The feed server redirected to an address that is not http or https', false);
  }
  if (from.protocol === 'https:' && next.protocol === 'http:') {
    throw new FeedFetchError(
      'downgrade',
      'The feed server redirected from a secure (https) to an insecure (http) address',
      false,
    );
  }
  next.hash = '';
  if (visited.has(next.href))
    throw new FeedFetchError('redirect-loop', 'The feed server keeps redirecting in a loop', false);
  if (redirectsFollowed >= maxRedirects) {
    throw new FeedFetchError('too-many-redirects', `The feed server redirected more than ${maxRedirects} times`, false);
  }
  return next;
}
