// Feed health as the editor and the run page show it: each configured URL with the shared feed
// row's last fetch (time, outcome, reason) and its run of failures.
import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../lib/pg-array';
import { type FeedFailureReason, type FeedFetchOutcome, isFailingRepeatedly } from './feed-health.text';

export interface FeedHealth {
  url: string;
  lastFetchedAt: Date | null;
  /** null until some run fetched the feed. */
  outcome: FeedFetchOutcome | null;
  itemCount: number | null;
  reason: FeedFailureReason | null;
  httpStatus: number | null;
  consecutiveFailures: number;
  failingRepeatedly: boolean;
}

interface Row {
  url: string;
  /** The driver answers raw queries with timestamps as text. */
  last_fetched_at: string | Date | null;
  last_outcome: FeedFetchOutcome | null;
  last_item_count: number | null;
  last_failure_reason: FeedFailureReason | null;
  last_http_status: number | null;
  consecutive_failures: number;
}

/** One entry per URL, in the given order; a URL no run has read yet says so. One query for all. */
export async function feedHealthOf(em: EntityManager, urls: readonly string[]): Promise<FeedHealth[]> {
  const wanted = urls.map((u) => u.trim()).filter(Boolean);
  if (wanted.length === 0) return [];
  const rows = await em.getConnection().execute<Row[]>(
    `select url, last_fetched_at, last_outcome, last_item_count, last_failure_reason, last_http_status, consecutive_failures
       from feeds where url = any(?::text[])`,
    [pgArray(wanted)],
  );
  const byUrl = new Map(rows.map((r) => [r.url, r]));
  return wanted.map((url) => {
    const r = byUrl.get(url);
    const failures = r?.consecutive_failures ?? 0;
    return {
      url,
      lastFetchedAt: r?.last_fetched_at ? new Date(r.last_fetched_at) : null,
      outcome: r?.last_outcome ?? null,
      itemCount: r?.last_item_count ?? null,
      reason: r?.last_outcome === 'failed' ? (r.last_failure_reason ?? 'network') : null,
      httpStatus: r?.last_http_status ?? null,
      consecutiveFailures: failures,
      failingRepeatedly: isFailingRepeatedly(failures),
    };
  });
}
