import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { pgArray } from '../lib/pg-array';
import { Feed } from './feed.entity';

/**
 * The ids of the feeds of `urls` whose last read succeeded, by url: their stored items are what a
 * run reading them now would use. Reads nothing else and counts no failure.
 */
export async function readFeedIds(em: EntityManager, urls: string[]): Promise<Map<string, string>> {
  if (!urls.length) return new Map();
  const { table, col } = sqlNames(em, Feed);
  const rows = await em.execute<{ id: string; url: string }[]>(
    `select ${col('id')} as "id", ${col('url')} as "url" from ${table}
      where ${col('url')} = any(?::text[]) and ${col('lastFetchedAt')} is not null and ${col('lastError')} is null`,
    [pgArray(urls)],
  );
  return new Map(rows.map((r) => [r.url, r.id]));
}
