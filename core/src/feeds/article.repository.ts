import type { EntityManager } from '@mikro-orm/postgresql';
import { CatalogFeedEntry } from './catalog-feed.entity';
import { sqlNames } from '../db/sql-names';
import { pgArray } from '../lib/pg-array';
import { Article } from './article.entity';
import { Feed } from './feed.entity';
import { Synth } from '../synths/synth.entity';

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

/**
 * Ids of the newest articles of these feeds (newer than `since` when given), newest first; articles
 * of the same time in id order, so a run and the prepare pass before it choose the same ones.
 */
export async function newestArticleIds(
  em: EntityManager,
  feedIds: string[],
  opts: { since: Date | null; limit: number },
): Promise<string[]> {
  if (!feedIds.length) return [];
  const { table, col } = sqlNames(em, Article);
  const newest = `coalesce(a.${col('publishedAt')}, a.${col('createdAt')})`;
  const rows = await em.execute<{ id: string }[]>(
    `select a.${col('id')} as "id" from ${table} a where a.${col('feed')} = any(?::uuid[]) ${opts.since ? `and ${newest} > ?` : ''}
      order by ${newest} desc, a.${col('id')} limit ?`,
    opts.since ? [pgArray(feedIds), opts.since, opts.limit] : [pgArray(feedIds), opts.limit],
  );
  return rows.map((r) => r.id);
}

/** These articles with their feed titles, newest first (the same time in id order). */
export async function candidateArticles(em: EntityManager, articleIds: string[]): Promise<CandidateArticle[]> {
  if (!articleIds.length) return [];
  const a = sqlNames(em, Article);
  const f = sqlNames(em, Feed);
  return em.execute<CandidateArticle[]>(
    `select a.${a.col('id')} as "id", a.${a.col('title')} as "title", a.${a.col('link')} as "link", a.${a.col('canonicalUrl')} as "canonicalUrl",
            a.${a.col('description')} as "description", a.${a.col('content')} as "content", a.${a.col('publishedAt')} as "publishedAt",
            f.${f.col('title')} as "feedTitle"
       from ${a.table} a join ${f.table} f on f.${f.col('id')} = a.${a.col('feed')} where a.${a.col('id')} = any(?::uuid[])
      order by coalesce(a.${a.col('publishedAt')}, a.${a.col('createdAt')}) desc, a.${a.col('id')}`,
    [pgArray(articleIds)],
  );
}

/** The text each article's summary is made from, and its publication date, by article id (one statement). */
export async function articleTextsOf(
  em: EntityManager,
  articleIds: string[],
): Promise<Map<string, Pick<CandidateArticle, 'description' | 'content' | 'publishedAt'>>> {
  if (!articleIds.length) return new Map();
  const { table, col } = sqlNames(em, Article);
  const rows = await em.execute<Pick<CandidateArticle, 'id' | 'description' | 'content' | 'publishedAt'>[]>(
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
  const changed = (property: 'title' | 'description' | 'content') =>
    `${table}.${col(property)} is distinct from excluded.${col(property)}`;
  await em.execute(
    `insert into ${table} (${col('id')}, ${col('feed')}, ${col('itemKey')}, ${col('link')}, ${col('canonicalUrl')}, ${col('title')}, ${col('description')}, ${col('content')}, ${col('author')}, ${col('publishedAt')}, ${col('createdAt')}, ${col('updatedAt')})
     values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), now())
     on conflict (${col('feed')}, ${col('itemKey')}) do update set ${col('title')} = excluded.${col('title')}, ${col('description')} = excluded.${col('description')},
       ${col('content')} = excluded.${col('content')}, ${col('link')} = excluded.${col('link')}, ${col('canonicalUrl')} = excluded.${col('canonicalUrl')}, ${col('updatedAt')} = now()
     where ${changed('title')} or ${changed('description')} or ${changed('content')}`,
    [
      feedId,
      item.itemKey,
      item.link,
      item.canonicalUrl,
      item.title,
      item.description,
      item.content,
      item.author,
      item.publishedAt,
    ],
  );
}

/** Whose articles a stored-articles search may read: one user's (plus the curated catalogue's). */
export interface ArticleSearchTenant {
  userId: string;
}

/**
 * Stored articles with a web link whose title or description matches any of the terms (full-text,
 * 'simple' dictionary), leaving out those whose link or canonical URL is excluded; newest first.
 * Only articles of the tenant's own feeds (those its synths list) and of the curated catalogue's
 * feeds are read: feeds are shared rows, so another user's feed must not reach this user's digest.
 */
export async function searchStoredArticles(
  em: EntityManager,
  opts: { tenant: ArticleSearchTenant; terms: string[]; excludeUrls: string[]; limit: number },
): Promise<{ title: string; link: string; description: string | null }[]> {
  const a = sqlNames(em, Article);
  const f = sqlNames(em, Feed);
  const s = sqlNames(em, Synth);
  const c = sqlNames(em, CatalogFeedEntry);
  return em.execute<{ title: string; link: string; description: string | null }[]>(
    `select a.${a.col('title')} as "title", a.${a.col('link')} as "link", a.${a.col('description')} as "description" from ${a.table} a
      where a.${a.col('feed')} in (
              select f.${f.col('id')} from ${f.table} f
               where f.${f.col('url')} in (select unnest(s.${s.col('rssFeedUrls')}) from ${s.table} s where s.${s.col('user')} = ?)
                  or f.${f.col('url')} in (select c.${c.col('url')} from ${c.table} c))
        and (a.${a.col('link')} like 'http://%' or a.${a.col('link')} like 'https://%')
        and to_tsvector('simple', coalesce(a.${a.col('title')}, '') || ' ' || coalesce(a.${a.col('description')}, '')) @@ to_tsquery('simple', ?)
        and not (a.${a.col('link')} = any(?::text[]) or coalesce(a.${a.col('canonicalUrl')}, '') = any(?::text[]))
      order by a.${a.col('publishedAt')} desc nulls last limit ?`,
    [opts.tenant.userId, opts.terms.join(' | '), pgArray(opts.excludeUrls), pgArray(opts.excludeUrls), opts.limit],
  );
}
