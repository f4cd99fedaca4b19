import { curatedFeeds, FEED_CATEGORIES, type CatalogFeed } from './curated-feeds';

export const DEFAULT_SEARCH_LIMIT = 50;
const MAX_SEARCH_LIMIT = 200;

/**
 * Search over the curated catalogue: a title match ranks above a description or URL match;
 * the query is plain text (no wildcards), so % and _ match themselves.
 */
export function searchCatalog(opts: { category?: string; q?: string; limit?: number }): CatalogFeed[] {
  const limit = Math.min(Math.max(1, opts.limit ?? DEFAULT_SEARCH_LIMIT), MAX_SEARCH_LIMIT);
  const q = (opts.q ?? '').trim().toLowerCase();
  const inCategory = opts.category ? curatedFeeds.filter((f) => f.category === opts.category) : curatedFeeds;
  if (!q) return inCategory.slice(0, limit);
  const scored = inCategory
    .map((f) => {
      const title = f.title.toLowerCase();
      const score = title === q ? 4 : title.includes(q) ? 3 : f.description.toLowerCase().includes(q) ? 2 : f.url.toLowerCase().includes(q) ? 1 : 0;
      return { f, score };
    })
    .filter((x) => x.score > 0);
  scored.sort((a, b) => b.score - a.score || a.f.title.localeCompare(b.f.title));
  return scored.slice(0, limit).map((x) => x.f);
}

export function catalogCategories(): string[] {
  return [...FEED_CATEGORIES];
}
