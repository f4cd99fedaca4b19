import { Entity, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';
import { Synth } from '../synths/synth.entity';
import { User } from '../users/user.entity';

/**
 * An address that asked, on a public synth's archive page, for its digests. Whether it may be sent
 * them is the owner's recipient record of the address (confirmed, not unsubscribed), as for any
 * recipient: this row only says which synth it asked for.
 */
@Entity({ tableName: 'public_subscribers' })
@Unique({ properties: ['synth', 'email'] })
export class PublicSubscriber extends BaseEntity {
  @ManyToOne({ entity: () => Synth, ref: true, deleteRule: 'cascade' })
  synth!: Ref<Synth>;

  /** The synth's owner: the account whose recipients, caps and suppression list apply. */
  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 254 })
  email!: string;
}
