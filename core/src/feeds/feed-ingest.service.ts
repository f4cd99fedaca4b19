import type { EntityManager } from '@mikro-orm/postgresql';
import { canonicalUrl } from './canonical-url';
import { FeedFetchError } from './feed-errors';
import { fetchFeed } from './feed-parser';
import type { FeedFailureReason } from './feed-health.text';
import { failureReasonOf } from './fetch-error-mapping';
import type { GuardedFetchOptions } from './guarded-fetch';
import type { ParsedItem } from './feed-parser';
import { inTransaction } from '../db/in-transaction';
import { upsertArticle } from './article.repository';
import {
  claimFeedFetch,
  countFailedRun,
  ensureFeed,
  feedFetchState,
  recentlyReadFeedRows,
  recordFeedFailure,
  recordFeedItems,
  recordFeedNotModified,
  FETCH_CLAIM_STALE_SECONDS,
  type ReadWindows,
  type StoredFeedRead,
} from './feed.repository';

export interface IngestOutcome {
  url: string;
  feedId: string | null;
  /** fetched: new HTTP 200; not-modified: 304; shared: another run fetched it within the window. */
  source: 'fetched' | 'not-modified' | 'shared' | 'failed';
  itemCount: number;
  error?: string;
  /** Why it failed, for the plain-words texts. */
  reason?: FeedFailureReason;
  retryable?: boolean;
}

export interface IngestOptions {
  fetch: Omit<GuardedFetchOptions, 'etag' | 'lastModified'>;
  /** A feed fetched less than this long ago is not fetched again (one fetch per window for all synths); 0 asks it again. */
  freshnessMs: number;
  /** How long to wait for another run's fetch of the same feed. */
  waitForOthersMs?: number;
  /**
   * A feed whose last fetch failed is tried again after this long (default 10 s): soon enough for
   * the run's own retries, while a broken feed shared by many synths is not fetched by each of them.
   */
  errorRetryMs?: number;
  /** The run reading the feed: a failure counts once per run towards the feed's consecutive failures. */
  runId?: string;
}

const DEFAULT_ERROR_RETRY_MS = 10_000;

export const FEED_READ_FAILED_ON_OUR_SIDE = 'Synth could not read this feed because of a problem on its side.';

const MAX_ITEMS_PER_FEED = 200;

/** The freshness window after a good read, and the shorter retry window after a failed one. */
function readWindows(opts: Pick<IngestOptions, 'freshnessMs' | 'errorRetryMs'>): ReadWindows {
  return {
    freshSeconds: opts.freshnessMs / 1000,
    errorRetrySeconds: Math.min(opts.errorRetryMs ?? DEFAULT_ERROR_RETRY_MS, opts.freshnessMs) / 1000,
  };
}

/** What another run's read of the feed left for this run: its stored items, or its failure. */
function storedOutcome(url: string, row: StoredFeedRead): IngestOutcome {
  if (row.lastError)
    return {
      url,
      feedId: row.id,
      source: 'failed',
      itemCount: 0,
      error: row.lastError,
      reason: row.lastFailureReason ?? undefined,
      retryable: true,
    };
  return { url, feedId: row.id, source: 'shared', itemCount: 0 };
}

/**
 * Brings one shared feed up to date: at most one HTTP fetch per freshness window across all
 * runs (a claim column arbitrates), conditional GET, and items stored once per feed.
 */
export async function ingestFeed(em: EntityManager, url: string, opts: IngestOptions): Promise<IngestOutcome> {
  await ensureFeed(em, url);
  const windows = readWindows(opts);
  let feed = await claimFeedFetch(em, url, windows);
  if (!feed) {
    const waited = await waitForShared(em, url, windows, opts.waitForOthersMs ?? 25_000);
    if ('outcome' in waited) {
      const shared = waited.outcome;
      // This run could not use the feed either: it counts as one more run in which the feed failed.
      if (shared.source === 'failed' && shared.feedId) await countFailedRun(em, shared.feedId, opts.runId);
      return shared;
    }
    feed = waited.claim;
  }

  try {
    const result = await fetchFeed(url, { ...opts.fetch, etag: feed.etag, lastModified: feed.lastModified });
    if (result.notModified) {
      await recordFeedNotModified(em, feed.id);
      return { url, feedId: feed.id, source: 'not-modified', itemCount: 0 };
    }
    const items = result.feed.items.slice(0, MAX_ITEMS_PER_FEED);
    // The items and the feed's new state are one commit, not one per item.
    await inTransaction(em, async () => {
      await storeItems(em, feed.id, items, new Date());
      await recordFeedItems(em, feed.id, {
        itemCount: items.length,
        etag: result.etag,
        lastModified: result.lastModified,
        title: result.feed.title,
      });
    });
    return { url, feedId: feed.id, source: 'fetched', itemCount: items.length };
  } catch (err) {
    // Feed errors are written for people; any other error is Synth's own and its text (a database
    // message, say) is for the server log, not for the feed's health shown to every reader.
    if (!(err instanceof FeedFetchError)) console.error(`[feeds] reading ${url} failed:`, err);
    const message = err instanceof FeedFetchError ? err.message : FEED_READ_FAILED_ON_OUR_SIDE;
    const reason = failureReasonOf(err);
    await recordFeedFailure(em, feed.id, {
      message,
      httpStatus: err instanceof FeedFetchError ? (err.httpStatus ?? null) : null,
      reason,
    });
    await countFailedRun(em, feed.id, opts.runId);
    return {
      url,
      feedId: feed.id,
      source: 'failed',
      itemCount: 0,
      error: message,
      reason,
      retryable: err instanceof FeedFetchError ? err.retryable : true,
    };
  }
}

/**
 * The feeds of `urls` another run read within the freshness window (and nobody is fetching now),
 * answered from one query: a run whose feeds were all read by other synths' runs a moment ago
 * spends one statement on them instead of several per feed. Feeds not in the map go through
 * ingestFeed. A fresh failure still counts as one more run in which that feed failed.
 */
export async function recentlyReadFeeds(
  em: EntityManager,
  urls: string[],
  opts: Pick<IngestOptions, 'freshnessMs' | 'errorRetryMs' | 'runId'>,
): Promise<Map<string, IngestOutcome>> {
  if (!urls.length) return new Map();
  const rows = await recentlyReadFeedRows(em, urls, readWindows(opts));
  const outcomes = new Map<string, IngestOutcome>();
  for (const row of rows) {
    const outcome = storedOutcome(row.url, row);
    if (outcome.source === 'failed') await countFailedRun(em, row.id, opts.runId);
    outcomes.set(row.url, outcome);
  }
  return outcomes;
}

/**
 * Another run holds the claim or read the feed recently: wait for its result, then use the stored
 * items. A claim still held when the wait is over is tried for until it goes stale (a minute, longer
 * than any fetch takes): a run whose worker died holding it leaves the feed to this run, not to
 * nobody (its retry would otherwise find the feed neither read nor free, and mail nothing).
 */
async function waitForShared(
  em: EntityManager,
  url: string,
  windows: ReadWindows,
  waitMs: number,
): Promise<{ outcome: IngestOutcome } | { claim: NonNullable<Awaited<ReturnType<typeof claimFeedFetch>>> }> {
  const deadline = Date.now() + waitMs;
  const giveUp = deadline + FETCH_CLAIM_STALE_SECONDS * 1000;
  for (;;) {
    const row = await feedFetchState(em, url);
    if (!row.fetchClaimedAt) return { outcome: storedOutcome(url, row) };
    if (Date.now() > deadline) {
      const claim = await claimFeedFetch(em, url, windows);
      if (claim) return { claim };
      if (Date.now() > giveUp) return { outcome: storedOutcome(url, row) };
    }
    await new Promise((r) => setTimeout(r, Date.now() > deadline ? 1000 : 200));
  }
}

/**
 * A feed chooses its own dates: one in the future would rank first wherever articles are ordered
 * newest first, so no item is stored as newer than the moment it was read.
 */
function clampToFetchTime(publishedAt: Date | null, fetchedAt: Date): Date | null {
  return publishedAt && publishedAt > fetchedAt ? fetchedAt : publishedAt;
}

async function storeItems(em: EntityManager, feedId: string, items: ParsedItem[], fetchedAt: Date): Promise<void> {
  const seen = new Set<string>();
  for (const item of items) {
    const key = item.guid || item.link || `${item.title}|${item.publishedAt?.toISOString() ?? ''}`;
    if (!key || seen.has(key)) continue;
    seen.add(key);
    await upsertArticle(em, feedId, {
      itemKey: key.slice(0, 2000),
      link: item.link,
      canonicalUrl: canonicalUrl(item.link),
      title: (item.title ?? '').slice(0, 1000),
      description: item.description,
      content: item.content,
      author: item.author,
      publishedAt: clampToFetchTime(item.publishedAt, fetchedAt),
    });
  }
}
