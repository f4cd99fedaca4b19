import type { EntityManager } from '@mikro-orm/postgresql';
import { replaceCatalogFeeds } from './catalog-feed.repository';
import { curatedFeeds } from './curated-feeds';

/**
 * Makes the catalog_feeds table equal curated-feeds.ts on every start-up: new feeds appear, edited
 * ones change and retired ones go. Idempotent, in one transaction.
 */
export async function seedCatalog(em: EntityManager): Promise<{ feeds: number }> {
  await replaceCatalogFeeds(em, curatedFeeds);
  return { feeds: curatedFeeds.length };
}
