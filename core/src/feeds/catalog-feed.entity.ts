import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** The text the catalogue search matches, lower-cased; the trigram index is built on exactly this. */
export const CATALOG_SEARCH_TEXT = `lower(title || ' ' || description || ' ' || url)`;

/**
 * One curated feed of the catalogue, seeded from curated-feeds.ts at
 * start-up. A trigram index makes the substring search an index scan, whatever the catalogue's size.
 */
@Entity({ tableName: 'catalog_feeds' })
@Index({
  name: 'catalog_feeds_search_trgm',
  expression: `create index "catalog_feeds_search_trgm" on "catalog_feeds" using gin ((${CATALOG_SEARCH_TEXT}) gin_trgm_ops)`,
})
export class CatalogFeedEntry {
  /** A stable slug, so clients can keep references. */
  @PrimaryKey({ type: 'string', length: 100 })
  id!: string;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'string', length: 2048 })
  @Unique()
  url!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'string', length: 100, index: true })
  category!: string;

  /** The catalogue's own order (categories in the order curated-feeds.ts lists them), used when there is no search text. */
  @Property({ type: 'integer' })
  position!: number;
}
