import type { EntityManager } from '@mikro-orm/postgresql';
import { canonicalUrl } from './canonical-url';
import { FeedFetchError } from './feed-errors';
import { fetchFeed } from './feed-parser';
import type { FeedFailureReason } from './feed-health.text';
import { failureReasonOf } from './fetch-error-mapping';
import type { GuardedFetchOptions } from './guarded-fetch';
import type { ParsedItem } from './feed-parser';
import { pgArray } from '../lib/pg-array';

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
  /** A feed fetched less than this long ago is not fetched again (one fetch per window for all synths). */
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

const MAX_ITEMS_PER_FEED = 200;

/**
 * A feed read within its window, which no run fetches again: the freshness window after a good
 * read, the shorter retry window after a failed one. Binds the two windows in seconds, in that order.
 */
const READ_RECENTLY = `last_fetched_at >= now() - make_interval(secs => case when last_error is null then ?::float8 else ?::float8 end)`;

function readWindows(opts: Pick<IngestOptions, 'freshnessMs' | 'errorRetryMs'>): [number, number] {
  return [opts.freshnessMs / 1000, Math.min(opts.errorRetryMs ?? DEFAULT_ERROR_RETRY_MS, opts.freshnessMs) / 1000];
}

/** What another run's read of the feed left for this run: its stored items, or its failure. */
function storedOutcome(url: string, row: { id: string; last_error: string | null; last_failure_reason: FeedFailureReason | null }): IngestOutcome {
  if (row.last_error) return { url, feedId: row.id, source: 'failed', itemCount: 0, error: row.last_error, reason: row.last_failure_reason ?? undefined, retryable: true };
  return { url, feedId: row.id, source: 'shared', itemCount: 0 };
}

/** A successful fetch ends the feed's run of failures. */
const SUCCEEDED = 'last_failure_reason = null, consecutive_failures = 0, last_failed_run_id = null';

/**
 * One more run in which the feed failed. A run counts once however often it retries; a fetch
 * outside a run (no runId) counts each time.
 */
async function countFailedRun(em: EntityManager, feedId: string, runId: string | undefined): Promise<void> {
  await em.getConnection().execute(
    `update feeds set consecutive_failures = consecutive_failures + 1, last_failed_run_id = ?
       where id = ? and (?::uuid is null or last_failed_run_id is distinct from ?::uuid)`,
    [runId ?? null, feedId, runId ?? null, runId ?? null],
  );
}

/**
 * Brings one shared feed up to date: at most one HTTP fetch per freshness window across all
 * runs (a claim column arbitrates), conditional GET, and items stored once per feed.
 */
export async function ingestFeed(em: EntityManager, url: string, opts: IngestOptions): Promise<IngestOutcome> {
  const conn = em.getConnection();
  await conn.execute(`insert into feeds (id, url, created_at, updated_at) values (gen_random_uuid(), ?, now(), now()) on conflict (url) do nothing`, [url]);
  const [freshSeconds, errorRetrySeconds] = readWindows(opts);
  const claimed = await conn.execute<{ id: string; etag: string | null; last_modified: string | null }[]>(
    `update feeds set fetch_claimed_at = now()
       where url = ?
         and (fetch_claimed_at is null or fetch_claimed_at < now() - interval '60 seconds')
         and not coalesce(${READ_RECENTLY}, false)
     returning id, etag, last_modified`,
    [url, freshSeconds, errorRetrySeconds],
  );
  if (claimed.length === 0) {
    const shared = await waitForShared(em, url, opts.waitForOthersMs ?? 25_000);
    // This run could not use the feed either: it counts as one more run in which the feed failed.
    if (shared.source === 'failed' && shared.feedId) await countFailedRun(em, shared.feedId, opts.runId);
    return shared;
  }

  const feed = claimed[0];
  try {
    const result = await fetchFeed(url, { ...opts.fetch, etag: feed.etag, lastModified: feed.last_modified });
    if (result.notModified) {
      await conn.execute(
        `update feeds set fetch_claimed_at = null, last_fetched_at = now(), last_http_status = 304, last_error = null, ${SUCCEEDED}, last_outcome = 'not-modified', last_item_count = 0, updated_at = now() where id = ?`,
        [feed.id],
      );
      return { url, feedId: feed.id, source: 'not-modified', itemCount: 0 };
    }
    const items = result.feed.items.slice(0, MAX_ITEMS_PER_FEED);
    await storeItems(em, feed.id, items);
    await conn.execute(
      `update feeds set fetch_claimed_at = null, last_fetched_at = now(), last_http_status = 200, last_error = null, ${SUCCEEDED},
         last_outcome = 'items', last_item_count = ?, etag = ?, last_modified = ?, title = coalesce(?, title), updated_at = now() where id = ?`,
      [items.length, result.etag, result.lastModified, result.feed.title, feed.id],
    );
    return { url, feedId: feed.id, source: 'fetched', itemCount: items.length };
  } catch (err) {
    const message = err instanceof FeedFetchError ? err.message : `Could not read the feed: ${(err as Error).message}`;
    const reason = failureReasonOf(err);
    await conn.execute(
      `update feeds set fetch_claimed_at = null, last_fetched_at = now(), last_error = ?, last_http_status = ?,
         last_outcome = 'failed', last_item_count = null, last_failure_reason = ?, updated_at = now() where id = ?`,
      [message, err instanceof FeedFetchError ? (err.httpStatus ?? null) : null, reason, feed.id],
    );
    await countFailedRun(em, feed.id, opts.runId);
    return { url, feedId: feed.id, source: 'failed', itemCount: 0, error: message, reason, retryable: err instanceof FeedFetchError ? err.retryable : true };
  }
}

/**
 * The feeds of `urls` another run read within the freshness window (and nobody is fetching now),
 * answered from one query: a run whose feeds were all read by other synths' runs a moment ago
 * spends one statement on them instead of several per feed. Feeds not in the map go through
 * ingestFeed. A fresh failure still counts as one more run in which that feed failed.
 */
export async function recentlyReadFeeds(em: EntityManager, urls: string[], opts: Pick<IngestOptions, 'freshnessMs' | 'errorRetryMs' | 'runId'>): Promise<Map<string, IngestOutcome>> {
  if (!urls.length) return new Map();
  const [freshSeconds, errorRetrySeconds] = readWindows(opts);
  const rows = await em.getConnection().execute<{ id: string; url: string; last_error: string | null; last_failure_reason: FeedFailureReason | null }[]>(
    `select id, url, last_error, last_failure_reason from feeds
      where url = any(?::text[]) and fetch_claimed_at is null and ${READ_RECENTLY}`,
    [pgArray(urls), freshSeconds, errorRetrySeconds],
  );
  const outcomes = new Map<string, IngestOutcome>();
  for (const row of rows) {
    const outcome = storedOutcome(row.url, row);
    if (outcome.source === 'failed') await countFailedRun(em, row.id, opts.runId);
    outcomes.set(row.url, outcome);
  }
  return outcomes;
}

/** Another run holds the claim or fetched recently: wait for its result, then use the stored items. */
async function waitForShared(em: EntityManager, url: string, waitMs: number): Promise<IngestOutcome> {
  const conn = em.getConnection();
  const deadline = Date.now() + waitMs;
  for (;;) {
    const [row] = await conn.execute<{ id: string; fetch_claimed_at: Date | null; last_error: string | null; last_failure_reason: FeedFailureReason | null }[]>(
      `select id, fetch_claimed_at, last_error, last_failure_reason from feeds where url = ?`, [url],
    );
    if (!row.fetch_claimed_at || Date.now() > deadline) return storedOutcome(url, row);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function storeItems(em: EntityManager, feedId: string, items: ParsedItem[]): Promise<void> {
  const conn = em.getConnection();
  const seen = new Set<string>();
  for (const item of items) {
    const key = item.guid || item.link || `${item.title}|${item.publishedAt?.toISOString() ?? ''}`;
    if (!key || seen.has(key)) continue;
    seen.add(key);
    await conn.execute(
      `insert into articles (id, feed_id, item_key, link, canonical_url, title, description, content, author, published_at, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), now())
       on conflict (feed_id, item_key) do update set title = excluded.title, description = excluded.description,
         content = excluded.content, link = excluded.link, canonical_url = excluded.canonical_url, updated_at = now()
       where articles.title is distinct from excluded.title or articles.description is distinct from excluded.description
         or articles.content is distinct from excluded.content`,
      [feedId, key.slice(0, 2000), item.link, canonicalUrl(item.link), (item.title ?? '').slice(0, 1000), item.description, item.content, item.author, item.publishedAt],
    );
  }
}
