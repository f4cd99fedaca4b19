import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { OptionalText, Timestamp } from '../db/columns';

/** What reading an article page gave: its text, a paywall, or why it could not be read. */
export type ArticlePageOutcome = 'full' | 'paywalled' | 'failed';

/**
 * Article pages read for every synth, keyed by the SHA-256 of the page's URL: each URL is fetched
 * once and its text kept until `expiresAt` (30 days; a failure that may pass, an hour).
 */
@Entity({ tableName: 'article_pages' })
export class ArticlePage {
  @PrimaryKey({ type: 'string', length: 64 })
  key!: string;

  @Property({ type: 'text' })
  url!: string;

  @Property({ type: 'text' })
  outcome!: ArticlePageOutcome;

  /** The extracted main text (full pages only). */
  @OptionalText()
  text?: string | null;

  /** Why the page was not read, as the end of a sentence (failures only). */
  @OptionalText()
  reason?: string | null;

  @Timestamp()
  fetchedAt: Date = new Date();

  @Timestamp()
  expiresAt!: Date;
}
