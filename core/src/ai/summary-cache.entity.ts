import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Counter, OptionalText, OptionalTimestamp, Timestamp } from '../db/columns';

/**
 * Summaries shared across all users, keyed by (content hash, length, style, prompt, model).
 * A row with a null summary is a claim: one run is asking the model, the others wait for it.
 */
@Entity({ tableName: 'summary_cache' })
export class SummaryCache {
  @PrimaryKey({ type: 'string', length: 64 })
  key!: string;

  @OptionalText()
  summary?: string | null;

  @Property({ type: 'string', length: 100 })
  model!: string;

  @Counter()
  tokensUsed: number = 0;

  @OptionalTimestamp()
  claimedAt?: Date | null;

  @Timestamp()
  createdAt: Date = new Date();
}
