// The curated RSS/Atom catalogue behind "Browse RSS Feed Categories": real feeds from
// reputable publishers, grouped into the seven professional categories. Publishers move feeds now
// and then; the feed validator (POST /api/synths/validate/rss) is the runtime check, this list is
// the starting point. Ids are stable slugs so clients can keep references.
import feedsByCategory from './curated-feeds.json';
import { FEED_CATEGORIES, type FeedCategory } from '../synths/professional-topic';

export { FEED_CATEGORIES, type FeedCategory };

export interface CatalogFeed {
  id: string;
  title: string;
  url: string;
  description: string;
  category: FeedCategory;
}

// The feeds live in curated-feeds.json, keyed by category: the type below fails to compile when a
// category has no list.
const BY_CATEGORY: Record<FeedCategory, Omit<CatalogFeed, 'category'>[]> = feedsByCategory;

export const curatedFeeds: CatalogFeed[] = FEED_CATEGORIES.flatMap((category) =>
  BY_CATEGORY[category].map((feed) => ({ ...feed, category })),
);

/** The catalogue feeds of one category, in catalogue order. */
export function feedsInCategory(category: string): CatalogFeed[] {
  return curatedFeeds.filter((f) => f.category === category);
}
