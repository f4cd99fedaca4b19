import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Counter } from '../db/columns';

/**
 * One rate-limit counter, in the exact shape rate-limiter-flexible's RateLimiterPostgres reads and
 * writes (it inserts positionally: key, points, expire). Only that library touches the rows; the
 * entity exists so migrations and the schema snapshot know the table.
 */
@Entity({ tableName: 'rate_limits' })
export class RateLimitCounter {
  /** "<action>:<user|ip>:<uid or address>". */
  @PrimaryKey({ type: 'string', length: 255 })
  key!: string;

  @Counter()
  points: number = 0;

  /** Epoch milliseconds when the window ends; expired rows are deleted by age. */
  @Index()
  @Property({ type: 'bigint', nullable: true })
  expire?: string | null;
}
