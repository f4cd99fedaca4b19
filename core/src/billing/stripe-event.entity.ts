import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { OptionalText, Timestamp } from '../db/columns';

/**
 * Every Stripe webhook event applied, keyed by Stripe's event id: inserted in the same transaction
 * as the event's effect, so a redelivered event finds its id and changes nothing.
 */
@Entity({ tableName: 'stripe_events' })
export class StripeEvent {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 255 })
  @Unique()
  eventId!: string;

  @Property({ type: 'string', length: 100 })
  type!: string;

  /** The event's `created` at Stripe. */
  @Timestamp()
  eventCreatedAt!: Date;

  @Timestamp()
  receivedAt: Date = new Date();

  /** The user it concerned, when one was found (no foreign key: the log outlives accounts). */
  @Property({ type: 'uuid', nullable: true })
  userId?: string | null;

  /** applied, or why not (stale, no user, …). */
  @OptionalText()
  outcome?: string | null;
}
