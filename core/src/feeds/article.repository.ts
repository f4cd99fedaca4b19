import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { pgArray } from '../lib/pg-array';
import { Article } from './article.entity';
import { Feed } from './feed.entity';

/** An article as a run's filter step weighs it, with its feed's title. */
export interface CandidateArticle {
  id: string;
  title: string;
  link: string | null;
  canonicalUrl: string | null;
  description: string | null;
  content: string | null;
  publishedAt: Date | null;
  feedTitle: string | null;
}

/** Ids of the newest articles of these feeds (newer than `since` when given), newest first. */
export async function newestArticleIds(em: EntityManager, feedIds: string[], opts: { since: Date | null; limit: number }): Promise<string[]> {
  if (!feedIds.length) return [];
  const { table, col } = sqlNames(em, Article);
  const newest = `coalesce(a.${col('publishedAt')}, a.${col('createdAt')})`;
  const rows = await em.getConnection().execute<{ id: string }[]>(
    `select a.${col('id')} as "id" from ${table} a where a.${col('feed')} = any(?::uuid[]) ${opts.since ? `and ${newest} > ?` : ''}
      order by ${newest} desc limit ?`,
    opts.since ? [pgArray(feedIds), opts.since, opts.limit] : [pgArray(feedIds), opts.limit],
  );
  return rows.map((r) => r.id);
}

/** These articles with their feed titles, newest first. */
export async function candidateArticles(em: EntityManager, articleIds: string[]): Promise<CandidateArticle[]> {
  if (!articleIds.length) return [];
  const a = sqlNames(em, Article);
  const f = sqlNames(em, Feed);
  return em.getConnection().execute<CandidateArticle[]>(
    `select a.${a.col('id')} as "id", a.${a.col('title')} as "title", a.${a.col('link')} as "link", a.${a.col('canonicalUrl')} as "canonicalUrl",
            a.${a.col('description')} as "description", a.${a.col('content')} as "content", a.${a.col('publishedAt')} as "publishedAt",
            f.${f.col('title')} as "feedTitle"
       from ${a.table} a join ${f.table} f on f.${f.col('id')} = a.${a.col('feed')} where a.${a.col('id')} = any(?::uuid[])
      order by coalesce(a.${a.col('publishedAt')}, a.${a.col('createdAt')}) desc`,
    [pgArray(articleIds)],
  );
}

/** The text each article's summary is made from, and its publication date, by article id (one statement). */
export async function articleTextsOf(em: EntityManager, articleIds: string[]): Promise<Map<string, Pick<CandidateArticle, 'description' | 'content' | 'publishedAt'>>> {
  if (!articleIds.length) return new Map();
  const { table, col } = sqlNames(em, Article);
  const rows = await em.getConnection().execute<(Pick<CandidateArticle, 'id' | 'description' | 'content' | 'publishedAt'>)[]>(
    `select ${col('id')} as "id", ${col('description')} as "description", ${col('content')} as "content", ${col('publishedAt')} as "publishedAt" from ${table} where ${col('id')} = any(?::uuid[])`,
    [pgArray(articleIds)],
  );
  return new Map(rows.map(({ id, ...text }) => [id, text]));
}

/** A feed item as stored: keyed per feed by `itemKey`. */
export interface ArticleItem {
  itemKey: string;
  link: string | null;
  canonicalUrl: string | null;
  title: string;
  description: string | null;
  content: string | null;
  author: string | null;
  publishedAt: Date | null;
}

/** Stores a feed item once per feed; an item seen again is rewritten only when its text changed. */
export async function upsertArticle(em: EntityManager, feedId: string, item: ArticleItem): Promise<void> {
  const { table, col } = sqlNames(em, Article);
  const changed = (property: 'title' | 'description' | 'content') => `${table}.${col(property)} is distinct from excluded.${col(property)}`;
  await em.getConnection().execute(
    `insert into ${table} (${col('id')}, ${col('feed')}, ${col('itemKey')}, ${col('link')}, ${col('canonicalUrl')}, ${col('title')}, ${col('description')}, ${col('content')}, ${col('author')}, ${col('publishedAt')}, ${col('createdAt')}, ${col('updatedAt')})
     values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), now())
     on conflict (${col('feed')}, ${col('itemKey')}) do update set ${col('title')} = excluded.${col('title')}, ${col('description')} = excluded.${col('description')},
       ${col('content')} = excluded.${col('content')}, ${col('link')} = excluded.${col('link')}, ${col('canonicalUrl')} = excluded.${col('canonicalUrl')}, ${col('updatedAt')} = now()
     where ${changed('title')} or ${changed('description')} or ${changed('content')}`,
    [feedId, item.itemKey, item.link, item.canonicalUrl, item.title, item.description, item.content, item.author, item.publishedAt],
  );
}

/**
 * Stored articles with a web link whose title or description matches any of the terms (full-text,
 * 'simple' dictionary), leaving out those whose link or canonical URL is excluded; newest first.
 */
export async function searchStoredArticles(em: EntityManager, opts: { terms: string[]; excludeUrls: string[]; limit: number }): Promise<{ title: string; link: string; description: string | null }[]> {
  const { table, col } = sqlNames(em, Article);
  return em.getConnection().execute<{ title: string; link: string; description: string | null }[]>(
    `select ${col('title')} as "title", ${col('link')} as "link", ${col('description')} as "description" from ${table}
      where (${col('link')} like 'http://%' or ${col('link')} like 'https://%')
        and to_tsvector('simple', coalesce(${col('title')}, '') || ' ' || coalesce(${col('description')}, '')) @@ to_tsquery('simple', ?)
        and not (${col('link')} = any(?::text[]) or coalesce(${col('canonicalUrl')}, '') = any(?::text[]))
      order by ${col('publishedAt')} desc nulls last limit ?`,
    [opts.terms.join(' | '), pgArray(opts.excludeUrls), pgArray(opts.excludeUrls), opts.limit],
  );
}
