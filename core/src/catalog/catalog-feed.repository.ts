import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { Feed } from '../feeds/feed.entity';
import { pgArray } from '../lib/pg-array';
import { CATALOG_SEARCH_TEXT, CatalogFeedEntry } from '../feeds/catalog-feed.entity';
import type { CatalogFeed } from './curated-feeds';

const names = (em: EntityManager) => sqlNames(em, CatalogFeedEntry);

/** The query is plain text: %, _ and the escape character itself match literally. */
function likePattern(q: string): string {
  return `%${q.replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
}

/** The columns a catalogue feed is answered with, read from the table aliased `alias` when given. */
function catalogFeedColumns(em: EntityManager, alias?: string): string {
  const { col } = names(em);
  const from = alias ? `${alias}.` : '';
  return (['id', 'title', 'url', 'description', 'category'] as const)
    .map((p) => `${from}${col(p)} as "${p}"`)
    .join(', ');
}

/**
 * Catalogue feeds of the category (when given) whose search text contains the lower-cased query
 * (when given): an exact title ranks first, then a title match, a description match, a URL match;
 * without a query the catalogue's own order.
 */
export async function searchCatalogFeeds(
  em: EntityManager,
  opts: { category?: string; q: string; limit: number },
): Promise<CatalogFeed[]> {
  const { table, col } = names(em);
  const where: string[] = [];
  const params: unknown[] = [];
  if (opts.category) {
    where.push(`${col('category')} = ?`);
    params.push(opts.category);
  }
  if (opts.q) {
    // The trigram index is built on exactly this expression.
    where.push(`${CATALOG_SEARCH_TEXT} like ? escape '!'`);
    params.push(likePattern(opts.q));
  }
  const order = opts.q
    ? `case when lower(${col('title')}) = ? then 4 when strpos(lower(${col('title')}), ?) > 0 then 3 when strpos(lower(${col('description')}), ?) > 0 then 2 else 1 end desc, ${col('title')} asc`
    : `${col('position')} asc`;
  if (opts.q) params.push(opts.q, opts.q, opts.q);
  params.push(opts.limit);
  return em.execute<CatalogFeed[]>(
    `select ${catalogFeedColumns(em)} from ${table}
     ${where.length ? `where ${where.join(' and ')}` : ''} order by ${order} limit ?`,
    params,
  );
}

/** The catalogue category of each of these URLs that is in the catalogue. */
export async function catalogCategoriesOf(
  em: EntityManager,
  urls: string[],
): Promise<{ url: string; category: string }[]> {
  const { table, col } = names(em);
  return em.execute<{ url: string; category: string }[]>(
    `select ${col('url')} as "url", ${col('category')} as "category" from ${table} where ${col('url')} = any(?::text[])`,
    [pgArray(urls)],
  );
}

/**
 * Catalogue feeds of the category outside `excludeUrls` that no run has seen failing, those read
 * successfully first, then in the catalogue's order.
 */
export async function workingCatalogFeeds(
  em: EntityManager,
  category: string,
  excludeUrls: readonly string[],
  limit: number,
): Promise<CatalogFeed[]> {
  const c = names(em);
  const f = sqlNames(em, Feed);
  return em.execute<CatalogFeed[]>(
    `select ${catalogFeedColumns(em, 'c')}
       from ${c.table} c left join ${f.table} f on f.${f.col('url')} = c.${c.col('url')}
      where c.${c.col('category')} = ? and not (c.${c.col('url')} = any(?::text[])) and coalesce(f.${f.col('consecutiveFailures')}, 0) = 0
      order by (f.${f.col('lastOutcome')} is not null) desc, c.${c.col('position')} asc
      limit ?`,
    [category, pgArray(excludeUrls), limit],
  );
}

/**
 * Makes the catalogue table hold exactly these feeds, in this order: new feeds appear, edited ones
 * change and the others go. In one transaction, so a concurrent reader sees the old catalogue or
 * the new one, never half of each.
 */
export async function replaceCatalogFeeds(em: EntityManager, feeds: readonly CatalogFeed[]): Promise<void> {
  const { table, col } = names(em);
  await em.transactional(async (tx) => {
    const values = feeds.map(() => '(?, ?, ?, ?, ?, ?)').join(', ');
    const params = feeds.flatMap((f, position) => [f.id, f.title, f.url, f.description, f.category, position]);
    // Free the URLs of retired or re-keyed rows first: the url is unique.
    await tx.execute(
      `delete from ${table} where ${col('id')} not in (${feeds.map(() => '?').join(', ')})`,
      feeds.map((f) => f.id),
      'run',
    );
    const updated = (['title', 'url', 'description', 'category', 'position'] as const)
      .map((p) => `${col(p)} = excluded.${col(p)}`)
      .join(', ');
    await tx.execute(
      `insert into ${table} (${col('id')}, ${col('title')}, ${col('url')}, ${col('description')}, ${col('category')}, ${col('position')}) values ${values}
       on conflict (${col('id')}) do update set ${updated}`,
      params,
      'run',
    );
  });
}
