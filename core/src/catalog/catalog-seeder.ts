import type { EntityManager } from '@mikro-orm/postgresql';
import { curatedFeeds } from './curated-feeds';

/**
 * Makes the catalog_feeds table equal curated-feeds.ts: new feeds appear, edited ones change and
 * retired ones go, on every start-up. Idempotent, in one transaction, so a concurrent reader sees
 * the old catalogue or the new one, never half of each.
 */
export async function seedCatalog(em: EntityManager): Promise<{ feeds: number }> {
  await em.transactional(async (tx) => {
    const c = tx.getConnection();
    const values = curatedFeeds.map(() => '(?, ?, ?, ?, ?, ?)').join(', ');
    const params = curatedFeeds.flatMap((f, position) => [f.id, f.title, f.url, f.description, f.category, position]);
    // Free the URLs of retired or re-keyed rows first: the url is unique.
    await c.execute(`delete from catalog_feeds where id not in (${curatedFeeds.map(() => '?').join(', ')})`, curatedFeeds.map((f) => f.id), 'run', tx.getTransactionContext());
    await c.execute(
      `insert into catalog_feeds (id, title, url, description, category, position) values ${values}
       on conflict (id) do update set title = excluded.title, url = excluded.url, description = excluded.description,
         category = excluded.category, position = excluded.position`,
      params,
      'run',
      tx.getTransactionContext(),
    );
  });
  return { feeds: curatedFeeds.length };
}
