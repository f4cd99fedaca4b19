// Feed health as the editor and the run page show it: each configured URL with the shared feed
// row's last fetch (time, outcome, reason) and its run of failures.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type FeedFailureReason, type FeedFetchOutcome, isFailingRepeatedly } from './feed-health.text';
import { feedHealthRows, type FeedHealthRow } from './feed.repository';

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

/** The URLs feed health is shown for: each configured one, trimmed, blanks left out. */
export const feedHealthUrls = (urls: readonly string[]): string[] => urls.map((u) => u.trim()).filter(Boolean);

/** One entry per URL, in the given order; a URL no run has read yet says so. One query for all. */
export async function feedHealthOf(em: EntityManager, urls: readonly string[]): Promise<FeedHealth[]> {
  const wanted = feedHealthUrls(urls);
  return wanted.length === 0 ? [] : feedHealthFrom(wanted, await feedHealthRows(em, wanted));
}

/** Feed health of `urls` from the shared feed rows already read for them. */
export function feedHealthFrom(urls: readonly string[], rows: readonly FeedHealthRow[]): FeedHealth[] {
  const wanted = feedHealthUrls(urls);
  const byUrl = new Map(rows.map((r) => [r.url, r]));
  return wanted.map((url) => {
    const r = byUrl.get(url);
    const failures = r?.consecutiveFailures ?? 0;
    return {
      url,
      lastFetchedAt: r?.lastFetchedAt ? new Date(r.lastFetchedAt) : null,
      outcome: r?.lastOutcome ?? null,
      itemCount: r?.lastItemCount ?? null,
      reason: r?.lastOutcome === 'failed' ? (r.lastFailureReason ?? 'network') : null,
      httpStatus: r?.lastHttpStatus ?? null,
      consecutiveFailures: failures,
      failingRepeatedly: isFailingRepeatedly(failures),
    };
  });
}
