// robots.txt, read once per host and kept for a day per worker process: a site that asks automated
// readers to stay away from its articles is left alone, and its teaser is summarised instead.
import robotsParser from 'robots-parser';
import { guardedFetch, type GuardedFetchOptions } from '../feeds/guarded-fetch';
import { isFeedFetchError } from '../feeds/feed-errors';
import { ARTICLE_READER_AGENT_NAME, ARTICLE_READER_USER_AGENT } from './user-agent';

const ROBOTS_TTL_MS = 24 * 3600_000;
/** A robots.txt that could not be read is asked for again after this long. */
const ROBOTS_FAILURE_TTL_MS = 10 * 60_000;
/** robots.txt files are small; Google reads at most 500 KiB of one. */
const ROBOTS_MAX_BYTES = 500 * 1024;
const ROBOTS_TIMEOUT_MS = 10_000;
/** Hosts remembered at once; the oldest is forgotten first. */
const MAX_HOSTS = 5_000;

type Rules = { allows(url: string): boolean };
const ALLOW_ALL: Rules = { allows: () => true };

const cache = new Map<string, { rules: Promise<Rules>; until: number }>();

/**
 * Whether robots.txt lets Synth's article reader fetch this page. A site whose robots.txt cannot be
 * read (5xx, timeout, network) is not read either: the fetch error is thrown, saying why.
 */
export async function robotsAllow(
  pageUrl: string,
  fetch: Pick<GuardedFetchOptions, 'allowPrivateNetworks' | 'lookup' | 'treatAsPublic'>,
): Promise<boolean> {
  const origin = new URL(pageUrl).origin;
  const now = Date.now();
  let entry = cache.get(origin);
  if (!entry || entry.until < now) {
    cache.delete(origin);
    if (cache.size >= MAX_HOSTS) cache.delete(cache.keys().next().value!);
    // Concurrent pages of one host share one robots.txt request.
    const rules = loadRules(origin, fetch);
    entry = { rules, until: now + ROBOTS_TTL_MS };
    cache.set(origin, entry);
    rules.catch(() => {
      entry!.until = Date.now() + ROBOTS_FAILURE_TTL_MS;
    });
  }
  return (await entry.rules).allows(pageUrl);
}

/** Forgets every host's rules (tests serve different robots.txt files from one address). */
export function forgetRobots(): void {
  cache.clear();
}

/** How a robots.txt body answers for a page: the rules for our agent name, else for every agent. */
export function rulesFrom(robotsUrl: string, body: string): Rules {
  const robot = robotsParser(robotsUrl, body);
  return { allows: (url) => robot.isAllowed(url, ARTICLE_READER_AGENT_NAME) !== false };
}

async function loadRules(
  origin: string,
  fetch: Pick<GuardedFetchOptions, 'allowPrivateNetworks' | 'lookup' | 'treatAsPublic'>,
): Promise<Rules> {
  const robotsUrl = `${origin}/robots.txt`;
  try {
    const res = await guardedFetch(robotsUrl, {
      ...fetch,
      userAgent: ARTICLE_READER_USER_AGENT,
      maxBytes: ROBOTS_MAX_BYTES,
      totalTimeoutMs: ROBOTS_TIMEOUT_MS,
    });
    return res.status === 'ok' ? rulesFrom(robotsUrl, res.body) : ALLOW_ALL;
  } catch (err) {
    // The usual reading of the standard: no robots.txt (a 4xx) allows everything; a site that
    // cannot answer (5xx, timeout, network) is not read until it can.
    const status = isFeedFetchError(err) ? err.httpStatus : undefined;
    if (status !== undefined && status >= 400 && status < 500) return ALLOW_ALL;
    throw err;
  }
}
