import { Entity, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';

/** One row per distinct feed URL, shared by every synth that lists it. */
@Entity({ tableName: 'feeds' })
export class Feed extends BaseEntity {
  @Property({ type: 'text' })
  @Unique()
  url!: string;

  @Property({ type: 'text', nullable: true })
  title?: string | null;

  // Conditional GET validators from the last 200 response.
  @Property({ type: 'text', nullable: true })
  etag?: string | null;

  @Property({ type: 'text', nullable: true })
  lastModified?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastFetchedAt?: Date | null;

  /** Set by the one run that is fetching the feed now, so concurrent runs wait instead of refetching. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  fetchClaimedAt?: Date | null;

  @Property({ type: 'integer', nullable: true })
  lastHttpStatus?: number | null;

  /** Readable reason of the last failure, null after a success. */
  @Property({ type: 'text', nullable: true })
  lastError?: string | null;
}
