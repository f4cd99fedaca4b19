import { Entity, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';
import type { FeedFailureReason, FeedFetchOutcome } from './feed-health.text';

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

  /** What the last fetch gave: items, not modified, or failed. Null before the first fetch. */
  @Property({ type: 'text', nullable: true })
  lastOutcome?: FeedFetchOutcome | null;

  /** Items the last successful fetch read (0 when not modified). */
  @Property({ type: 'integer', nullable: true })
  lastItemCount?: number | null;

  /** Why the last fetch failed, as a code the plain-words texts are keyed by. */
  @Property({ type: 'text', nullable: true })
  lastFailureReason?: FeedFailureReason | null;

  /** Runs in a row in which the feed failed; a success resets it. */
  @Property({ type: 'integer', default: 0 })
  consecutiveFailures: number = 0;

  /** The last run counted in consecutiveFailures, so a run's retries count once. */
  @Property({ type: 'uuid', nullable: true })
  lastFailedRunId?: string | null;
}
