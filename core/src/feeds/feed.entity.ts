import { Entity, Property, Unique } from '@mikro-orm/core';
import { Counter, OptionalText, OptionalTimestamp } from '../db/columns';
import { BaseEntity } from '../db/base.entity';
import type { FeedFailureReason, FeedFetchOutcome } from './feed-health.text';

/** One row per distinct feed URL, shared by every synth that lists it. */
@Entity({ tableName: 'feeds' })
export class Feed extends BaseEntity {
  @Property({ type: 'text' })
  @Unique()
  url!: string;

  @OptionalText()
  title?: string | null;

  // Conditional GET validators from the last 200 response.
  @OptionalText()
  etag?: string | null;

  @OptionalText()
  lastModified?: string | null;

  @OptionalTimestamp()
  lastFetchedAt?: Date | null;

  /** Set by the one run that is fetching the feed now, so concurrent runs wait instead of refetching. */
  @OptionalTimestamp()
  fetchClaimedAt?: Date | null;

  @Property({ type: 'integer', nullable: true })
  lastHttpStatus?: number | null;

  /** Readable reason of the last failure, null after a success. */
  @OptionalText()
  lastError?: string | null;

  /** What the last fetch gave: items, not modified, or failed. Null before the first fetch. */
  @OptionalText()
  lastOutcome?: FeedFetchOutcome | null;

  /** Items the last successful fetch read (0 when not modified). */
  @Property({ type: 'integer', nullable: true })
  lastItemCount?: number | null;

  /** Why the last fetch failed, as a code the plain-words texts are keyed by. */
  @OptionalText()
  lastFailureReason?: FeedFailureReason | null;

  /** Runs in a row in which the feed failed; a success resets it. */
  @Counter()
  consecutiveFailures: number = 0;

  /** The last run counted in consecutiveFailures, so a run's retries count once. */
  @Property({ type: 'uuid', nullable: true })
  lastFailedRunId?: string | null;
}
