import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Summaries shared across all users, keyed by (content hash, length, style, prompt, model).
 * A row with a null summary is a claim: one run is asking the model, the others wait for it.
 */
@Entity({ tableName: 'summary_cache' })
export class SummaryCache {
  @PrimaryKey({ type: 'string', length: 64 })
  key!: string;

  @Property({ type: 'text', nullable: true })
  summary?: string | null;

  @Property({ type: 'string', length: 100 })
  model!: string;

  @Property({ type: 'integer', default: 0 })
  tokensUsed: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  claimedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
