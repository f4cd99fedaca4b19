// The stored articles an editor's preview reads: the newest of the given feeds within the window,
// and only of feeds the caller's synths list or the curated catalogue offers. Feeds are shared
// rows, so a URL typed into the editor must not reveal what another user's private feed carried.
import type { EntityManager } from '@mikro-orm/postgresql';
import { CatalogFeedEntry } from '../feeds/catalog-feed.entity';
import { sqlNames } from '../db/sql-names';
import { Article } from '../feeds/article.entity';
import { Feed } from '../feeds/feed.entity';
import { pgArray } from '../lib/pg-array';
import { Synth } from '../synths/synth.entity';

export async function previewArticleIds(
  em: EntityManager,
  opts: { userId: string; feedUrls: string[]; since: Date; limit: number },
): Promise<string[]> {
  if (!opts.feedUrls.length) return [];
  const a = sqlNames(em, Article);
  const f = sqlNames(em, Feed);
  const s = sqlNames(em, Synth);
  const c = sqlNames(em, CatalogFeedEntry);
  const newest = `coalesce(a.${a.col('publishedAt')}, a.${a.col('createdAt')})`;
  const rows = await em.execute<{ id: string }[]>(
    `select a.${a.col('id')} as "id" from ${a.table} a
      where a.${a.col('feed')} in (
              select f.${f.col('id')} from ${f.table} f
               where f.${f.col('url')} = any(?::text[])
                 and (f.${f.col('url')} in (select unnest(s.${s.col('rssFeedUrls')}) from ${s.table} s where s.${s.col('user')} = ?)
                      or f.${f.col('url')} in (select c.${c.col('url')} from ${c.table} c)))
        and ${newest} > ?
      order by ${newest} desc limit ?`,
    [pgArray(opts.feedUrls), opts.userId, opts.since, opts.limit],
  );
  return rows.map((r) => r.id);
}
