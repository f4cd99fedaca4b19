import type { EntityManager } from '@mikro-orm/postgresql';
import { CATALOG_SEARCH_TEXT } from './catalog-feed.entity';
import { FEED_CATEGORIES, type CatalogFeed } from './curated-feeds';

export const DEFAULT_SEARCH_LIMIT = 50;
const MAX_SEARCH_LIMIT = 200;

/** The query is plain text: %, _ and the escape character itself match literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
}

/**
 * Search over the curated catalogue in PostgreSQL (trigram index on title, description and url):
 * an exact title ranks first, then a title match, a description match, a URL match; without a
 * query the catalogue's own order.
 */
export async function searchCatalog(em: EntityManager, opts: { category?: string; q?: string; limit?: number }): Promise<CatalogFeed[]> {
  const limit = Math.min(Math.max(1, opts.limit ?? DEFAULT_SEARCH_LIMIT), MAX_SEARCH_LIMIT);
  const q = (opts.q ?? '').trim().toLowerCase();
  const where: string[] = [];
  const params: unknown[] = [];
  if (opts.category) {
    where.push('category = ?');
    params.push(opts.category);
  }
  if (q) {
    where.push(`${CATALOG_SEARCH_TEXT} like ? escape '!'`);
    params.push(likePattern(q));
  }
  const order = q
    ? `case when lower(title) = ? then 4 when strpos(lower(title), ?) > 0 then 3 when strpos(lower(description), ?) > 0 then 2 else 1 end desc, title asc`
    : 'position asc';
  if (q) params.push(q, q, q);
  params.push(limit);
  return em.getConnection().execute<CatalogFeed[]>(
    `select id, title, url, description, category from catalog_feeds
     ${where.length ? `where ${where.join(' and ')}` : ''} order by ${order} limit ?`,
    params,
  );
}

export function catalogCategories(): string[] {
  return [...FEED_CATEGORIES];
}
