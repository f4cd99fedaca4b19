// How the entities store the kinds of value they share, so each rule is written once: a moment is
// always timestamptz (stored in UTC), free text is text, a counter starts at zero.
import { Property, type PropertyOptions } from '@mikro-orm/core';

/** A moment in time, stored as timestamptz. */
export const Timestamp = (options: PropertyOptions<object> = {}) =>
  Property({ type: 'datetime', columnType: 'timestamptz', ...options });

/** A moment that may not have happened (yet). */
export const OptionalTimestamp = () => Timestamp({ nullable: true });

/** Free text of any length that may be absent. */
export const OptionalText = () => Property({ type: 'text', nullable: true });

/** A count that starts at zero. */
export const Counter = () => Property({ type: 'integer', default: 0 });
