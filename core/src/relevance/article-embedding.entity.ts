import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Counter, Timestamp } from '../db/columns';

/**
 * Embedding vectors shared across all synths, keyed by a hash of (model, text): an article is
 * embedded once whoever reads it, and a synth's topics once until they change. The vector is
 * stored as little-endian 32-bit floats, a quarter of its size as JSON.
 */
@Entity({ tableName: 'article_embeddings' })
export class ArticleEmbedding {
  @PrimaryKey({ type: 'string', length: 64 })
  key!: string;

  @Property({ type: 'string', length: 100 })
  model!: string;

  @Property({ type: 'blob' })
  vector!: Buffer;

  @Counter()
  tokensUsed: number = 0;

  @Timestamp()
  createdAt: Date = new Date();
}
