import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../lib/errors';
import { MAX_SEARCH_QUERY_CHARS, SEARCH_QUERY_TOO_LONG_MESSAGE } from '../lib/input-limits';
import { searchCatalogFeeds } from './catalog-feed.repository';
import { FEED_CATEGORIES, type CatalogFeed } from './curated-feeds';

export const DEFAULT_SEARCH_LIMIT = 50;
const MAX_SEARCH_LIMIT = 200;

/**
 * Search over the curated catalogue in PostgreSQL (trigram index on title, description and url):
 * an exact title ranks first, then a title match, a description match, a URL match; without a
 * query the catalogue's own order.
 */
export async function searchCatalog(
  em: EntityManager,
  opts: { category?: string; q?: string; limit?: number },
): Promise<CatalogFeed[]> {
  const limit = Math.min(Math.max(1, opts.limit ?? DEFAULT_SEARCH_LIMIT), MAX_SEARCH_LIMIT);
  if ((opts.q?.length ?? 0) > MAX_SEARCH_QUERY_CHARS)
    throw new ValidationError([{ field: 'q', message: SEARCH_QUERY_TOO_LONG_MESSAGE }]);
  const q = (opts.q ?? '').trim().toLowerCase();
  return searchCatalogFeeds(em, { category: opts.category, q, limit });
}

export function catalogCategories(): string[] {
  return [...FEED_CATEGORIES];
}
