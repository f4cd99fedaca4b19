import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { pgArray } from '../lib/pg-array';
import { ArticlePage, type ArticlePageOutcome } from './article-page.entity';

export interface StoredPage {
  outcome: ArticlePageOutcome;
  text: string | null;
  reason: string | null;
}

const names = (em: EntityManager) => sqlNames(em, ArticlePage);

export function articlePageKey(url: string): string {
  return createHash('sha256').update(url).digest('hex');
}

/** The page's stored result, unless it has expired. */
export async function storedPage(em: EntityManager, url: string): Promise<StoredPage | null> {
  const { table, col } = names(em);
  const [row] = await em.execute<StoredPage[]>(
    `select ${col('outcome')} as "outcome", ${col('text')} as "text", ${col('reason')} as "reason" from ${table} where ${col('key')} = ? and ${col('expiresAt')} > now()`,
    [articlePageKey(url)],
  );
  return row ?? null;
}

/** The stored results of several pages at once, by address; expired and unknown pages are absent. */
export async function storedPages(em: EntityManager, urls: string[]): Promise<Map<string, StoredPage>> {
  if (!urls.length) return new Map();
  const { table, col } = names(em);
  const byKey = new Map(urls.map((url) => [articlePageKey(url), url]));
  const rows = await em.execute<(StoredPage & { key: string })[]>(
    `select ${col('key')} as "key", ${col('outcome')} as "outcome", ${col('text')} as "text", ${col('reason')} as "reason" from ${table} where ${col('key')} = any(?::text[]) and ${col('expiresAt')} > now()`,
    [pgArray([...byKey.keys()])],
  );
  return new Map(rows.map(({ key, ...page }) => [byKey.get(key)!, page]));
}

/** Keeps what reading the page gave for `ttlMs`, replacing an expired row. */
export async function storePage(em: EntityManager, url: string, page: StoredPage, ttlMs: number): Promise<void> {
  const { table, col } = names(em);
  await em.execute(
    `insert into ${table} (${col('key')}, ${col('url')}, ${col('outcome')}, ${col('text')}, ${col('reason')}, ${col('fetchedAt')}, ${col('expiresAt')})
       values (?, ?, ?, ?, ?, now(), now() + make_interval(secs => ?))
     on conflict (${col('key')}) do update set ${col('outcome')} = excluded.${col('outcome')}, ${col('text')} = excluded.${col('text')},
       ${col('reason')} = excluded.${col('reason')}, ${col('fetchedAt')} = excluded.${col('fetchedAt')}, ${col('expiresAt')} = excluded.${col('expiresAt')}`,
    [articlePageKey(url), url, page.outcome, page.text, page.reason, Math.round(ttlMs / 1000)],
  );
}
