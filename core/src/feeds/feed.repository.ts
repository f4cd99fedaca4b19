import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { pgArray } from '../lib/pg-array';
import type { FeedFailureReason, FeedFetchOutcome } from './feed-health.text';
import { Feed } from './feed.entity';

/** How long a read counts as recent, in seconds: after a good read, and after a failed one. */
export interface ReadWindows {
  freshSeconds: number;
  errorRetrySeconds: number;
}

/** The shared feed's last read as another run left it. */
export interface StoredFeedRead {
  id: string;
  lastError: string | null;
  lastFailureReason: FeedFailureReason | null;
}

/** The shared feed's last fetch as feed health shows it. */
export interface FeedHealthRow {
  url: string;
  /** The driver answers raw queries with timestamps as text. */
  lastFetchedAt: string | Date | null;
  lastOutcome: FeedFetchOutcome | null;
  lastItemCount: number | null;
  lastFailureReason: FeedFailureReason | null;
  lastHttpStatus: number | null;
  consecutiveFailures: number;
}

const names = (em: EntityManager) => sqlNames(em, Feed);
type Col = ReturnType<typeof names>['col'];

/**
 * A feed read within its window, which no run fetches again: the freshness window after a good
 * read, the shorter retry window after a failed one. Binds the two windows in seconds, in that order.
 */
function readRecently(col: Col): string {
  return `${col('lastFetchedAt')} >= now() - make_interval(secs => case when ${col('lastError')} is null then ?::float8 else ?::float8 end)`;
}

/** A successful fetch ends the feed's run of failures. */
function succeeded(col: Col): string {
  return `${col('lastFailureReason')} = null, ${col('consecutiveFailures')} = 0, ${col('lastFailedRunId')} = null`;
}

const storedReadColumns = (col: Col) =>
  `${col('id')} as "id", ${col('lastError')} as "lastError", ${col('lastFailureReason')} as "lastFailureReason"`;

/** Creates the shared row of a feed URL unless it exists. */
export async function ensureFeed(em: EntityManager, url: string): Promise<void> {
  const { table, col } = names(em);
  await em.execute(
    `insert into ${table} (${col('id')}, ${col('url')}, ${col('createdAt')}, ${col('updatedAt')}) values (gen_random_uuid(), ?, now(), now()) on conflict (${col('url')}) do nothing`,
    [url],
  );
}

/** A claim this old belongs to a run that died: no fetch takes this long (the fetcher gives up at 20 s). */
export const FETCH_CLAIM_STALE_SECONDS = 60;

/**
 * Claims the one fetch of the feed in one conditional update: nobody fetching it (or a claim older
 * than a minute) and not read within its window. Returns the validators for a conditional GET, or
 * null when another run has it.
 */
export async function claimFeedFetch(
  em: EntityManager,
  url: string,
  windows: ReadWindows,
): Promise<{ id: string; etag: string | null; lastModified: string | null } | null> {
  const { table, col } = names(em);
  const [claimed] = await em.execute<{ id: string; etag: string | null; lastModified: string | null }[]>(
    `update ${table} set ${col('fetchClaimedAt')} = now()
       where ${col('url')} = ?
         and (${col('fetchClaimedAt')} is null or ${col('fetchClaimedAt')} < now() - make_interval(secs => ${FETCH_CLAIM_STALE_SECONDS}))
         and not coalesce(${readRecently(col)}, false)
     returning ${col('id')} as "id", ${col('etag')} as "etag", ${col('lastModified')} as "lastModified"`,
    [url, windows.freshSeconds, windows.errorRetrySeconds],
  );
  return claimed ?? null;
}

/** The claimed fetch answered 304: the stored items stand. Releases the claim. */
export async function recordFeedNotModified(em: EntityManager, feedId: string): Promise<void> {
  const { table, col } = names(em);
  await em.execute(
    `update ${table} set ${col('fetchClaimedAt')} = null, ${col('lastFetchedAt')} = now(), ${col('lastHttpStatus')} = 304, ${col('lastError')} = null, ${succeeded(col)},
       ${col('lastOutcome')} = 'not-modified', ${col('lastItemCount')} = 0, ${col('updatedAt')} = now() where ${col('id')} = ?`,
    [feedId],
  );
}

/** The claimed fetch read items: records them and the new validators. Releases the claim. */
export async function recordFeedItems(
  em: EntityManager,
  feedId: string,
  read: { itemCount: number; etag: string | null; lastModified: string | null; title: string | null },
): Promise<void> {
  const { table, col } = names(em);
  await em.execute(
    `update ${table} set ${col('fetchClaimedAt')} = null, ${col('lastFetchedAt')} = now(), ${col('lastHttpStatus')} = 200, ${col('lastError')} = null, ${succeeded(col)},
       ${col('lastOutcome')} = 'items', ${col('lastItemCount')} = ?, ${col('etag')} = ?, ${col('lastModified')} = ?, ${col('title')} = coalesce(?, ${col('title')}), ${col('updatedAt')} = now()
     where ${col('id')} = ?`,
    [read.itemCount, read.etag, read.lastModified, read.title, feedId],
  );
}

/** The claimed fetch failed: records why. Releases the claim. */
export async function recordFeedFailure(
  em: EntityManager,
  feedId: string,
  failure: { message: string; httpStatus: number | null; reason: FeedFailureReason },
): Promise<void> {
  const { table, col } = names(em);
  await em.execute(
    `update ${table} set ${col('fetchClaimedAt')} = null, ${col('lastFetchedAt')} = now(), ${col('lastError')} = ?, ${col('lastHttpStatus')} = ?,
       ${col('lastOutcome')} = 'failed', ${col('lastItemCount')} = null, ${col('lastFailureReason')} = ?, ${col('updatedAt')} = now() where ${col('id')} = ?`,
    [failure.message, failure.httpStatus, failure.reason, feedId],
  );
}

/**
 * One more run in which the feed failed. A run counts once however often it retries; a fetch
 * outside a run (no runId) counts each time.
 */
export async function countFailedRun(em: EntityManager, feedId: string, runId: string | undefined): Promise<void> {
  const { table, col } = names(em);
  await em.execute(
    `update ${table} set ${col('consecutiveFailures')} = ${col('consecutiveFailures')} + 1, ${col('lastFailedRunId')} = ?
       where ${col('id')} = ? and (?::uuid is null or ${col('lastFailedRunId')} is distinct from ?::uuid)`,
    [runId ?? null, feedId, runId ?? null, runId ?? null],
  );
}

/** The feeds of `urls` read within their window that nobody is fetching now, in one query. */
export async function recentlyReadFeedRows(
  em: EntityManager,
  urls: string[],
  windows: ReadWindows,
): Promise<(StoredFeedRead & { url: string })[]> {
  const { table, col } = names(em);
  return em.execute<(StoredFeedRead & { url: string })[]>(
    `select ${storedReadColumns(col)}, ${col('url')} as "url" from ${table}
      where ${col('url')} = any(?::text[]) and ${col('fetchClaimedAt')} is null and ${readRecently(col)}`,
    [pgArray(urls), windows.freshSeconds, windows.errorRetrySeconds],
  );
}

/** The feed's last read and whether a run is fetching it now. */
export async function feedFetchState(
  em: EntityManager,
  url: string,
): Promise<StoredFeedRead & { fetchClaimedAt: Date | null }> {
  const { table, col } = names(em);
  const [row] = await em.execute<(StoredFeedRead & { fetchClaimedAt: Date | null })[]>(
    `select ${storedReadColumns(col)}, ${col('fetchClaimedAt')} as "fetchClaimedAt" from ${table} where ${col('url')} = ?`,
    [url],
  );
  return row;
}

/** The columns of a FeedHealthRow, read from the feeds table aliased `alias`. */
export function feedHealthColumns(em: EntityManager, alias: string): string {
  const { col } = names(em);
  const c = (property: Parameters<Col>[0]) => `${alias}.${col(property)}`;
  return `${c('url')} as "url", ${c('lastFetchedAt')} as "lastFetchedAt", ${c('lastOutcome')} as "lastOutcome", ${c('lastItemCount')} as "lastItemCount",
          ${c('lastFailureReason')} as "lastFailureReason", ${c('lastHttpStatus')} as "lastHttpStatus", ${c('consecutiveFailures')} as "consecutiveFailures"`;
}

/** The last fetch of each of these feeds that has a row; one query for all. */
export async function feedHealthRows(em: EntityManager, urls: string[]): Promise<FeedHealthRow[]> {
  const { table, col } = names(em);
  return em.execute<FeedHealthRow[]>(
    `select ${feedHealthColumns(em, 'f')} from ${table} f where f.${col('url')} = any(?::text[])`,
    [pgArray(urls)],
  );
}
