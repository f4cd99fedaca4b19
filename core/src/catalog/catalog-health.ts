// Re-validates catalogue feeds through the guarded fetcher (the same path a run reads them by).
import { validateFeedUrl } from '../feeds/feed-validation.service';
import type { CatalogFeed } from './curated-feeds';

export interface DeadFeed { title: string; url: string; category: string; message: string }
export interface CatalogHealth { checked: number; dead: DeadFeed[] }

export interface CheckOptions {
  allowPrivateNetworks?: boolean;
  concurrency?: number;
  /** Called after each feed, for progress on a terminal. */
  onChecked?: (checked: number, total: number) => void;
}

/** A feed is dead when it cannot be read as a feed or has no articles; results keep catalogue order. */
export async function checkCatalogFeeds(feeds: CatalogFeed[], opts: CheckOptions = {}): Promise<CatalogHealth> {
  const queue = feeds.map((feed, index) => ({ feed, index }));
  const dead: (DeadFeed & { index: number })[] = [];
  let checked = 0;
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { feed, index } = next;
      const result = await validateFeedUrl(feed.url, { allowPrivateNetworks: opts.allowPrivateNetworks ?? false });
      const entry = { title: feed.title, url: feed.url, category: feed.category, index };
      if (!result.valid) dead.push({ ...entry, message: result.message });
      else if (result.articleCount === 0) dead.push({ ...entry, message: 'reachable but has no articles' });
      opts.onChecked?.(++checked, feeds.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.concurrency ?? 8, feeds.length) }, lane));
  return { checked, dead: dead.sort((a, b) => a.index - b.index).map(({ index: _i, ...d }) => d) };
}
