import { Entity, Enum, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { Counter, OptionalTimestamp } from '../db/columns';
import { BaseEntity } from '../db/base.entity';
import { User } from '../users/user.entity';
import { RecipientStatus } from './recipient-status';

/**
 * An address an account asked to email, and whether the person there agreed. One row per account
 * and address (lower case). `round` counts confirmation requests that start afresh (a new address,
 * or one typed in again after it unsubscribed): a link confirms only its own round.
 */
@Entity({ tableName: 'recipients' })
@Unique({ properties: ['user', 'email'] })
export class Recipient extends BaseEntity {
  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Enum({ items: () => RecipientStatus, type: 'string', default: RecipientStatus.pending })
  status: RecipientStatus = RecipientStatus.pending;

  @Counter()
  round: number = 0;

  @OptionalTimestamp()
  confirmedAt?: Date | null;

  @OptionalTimestamp()
  lastRequestedAt?: Date | null;
}
