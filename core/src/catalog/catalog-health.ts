// Re-validates catalogue feeds through the guarded fetcher (the same path a run reads them by).
import pLimit from 'p-limit';
import { validateFeedUrl } from '../feeds/feed-validation.service';
import type { CatalogFeed } from './curated-feeds';

export interface DeadFeed {
  title: string;
  url: string;
  category: string;
  message: string;
}
export interface CatalogHealth {
  checked: number;
  dead: DeadFeed[];
}

export interface CheckOptions {
  allowPrivateNetworks?: boolean;
  concurrency?: number;
  /** Called after each feed, for progress on a terminal. */
  onChecked?: (checked: number, total: number) => void;
}

/** A feed is dead when it cannot be read as a feed or has no articles; results keep catalogue order. */
export async function checkCatalogFeeds(feeds: CatalogFeed[], opts: CheckOptions = {}): Promise<CatalogHealth> {
  const limit = pLimit(opts.concurrency ?? 8);
  let checked = 0;
  const verdicts = await Promise.all(
    feeds.map((feed) =>
      limit(async (): Promise<DeadFeed | null> => {
        const result = await validateFeedUrl(feed.url, { allowPrivateNetworks: opts.allowPrivateNetworks ?? false });
        opts.onChecked?.(++checked, feeds.length);
        const entry = { title: feed.title, url: feed.url, category: feed.category };
        if (!result.valid) return { ...entry, message: result.message };
        if (result.articleCount === 0) return { ...entry, message: 'reachable but has no articles' };
        return null;
      }),
    ),
  );
  return { checked, dead: verdicts.filter((d): d is DeadFeed => d !== null) };
}
