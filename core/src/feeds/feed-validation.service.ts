import { FeedFetchError } from './feed-errors';
import { fetchFeed } from './feed-parser';
import { isHttpUrl } from '../lib/http-url';
import { MAX_URL_CHARS, URL_TOO_LONG_MESSAGE } from '../lib/input-limits';

export interface FeedValidation {
  valid: boolean;
  articleCount: number;
  message: string;
}

/** Checks a feed URL the way a run reads it: the guarded fetcher, then the parser. */
export async function validateFeedUrl(url: string, opts: { allowPrivateNetworks: boolean }): Promise<FeedValidation> {
  if (url.length > MAX_URL_CHARS) return { valid: false, articleCount: 0, message: URL_TOO_LONG_MESSAGE };
  const trimmed = url.trim();
  if (!trimmed || !isHttpUrl(trimmed))
    return { valid: false, articleCount: 0, message: 'Please enter a valid RSS feed URL' };
  try {
    const result = await fetchFeed(trimmed, { allowPrivateNetworks: opts.allowPrivateNetworks });
    if (result.notModified) return { valid: true, articleCount: 0, message: 'The feed is reachable' };
    const n = result.feed.items.length;
    if (n === 0) return { valid: true, articleCount: 0, message: 'Valid feed, but it has no articles right now' };
    return { valid: true, articleCount: n, message: `Valid feed with ${n} article${n === 1 ? '' : 's'}` };
  } catch (err) {
    const message = err instanceof FeedFetchError ? err.message : 'Failed to fetch articles from the RSS feed.';
    return { valid: false, articleCount: 0, message };
  }
}
