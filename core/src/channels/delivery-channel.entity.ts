import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';
import { Synth } from '../synths/synth.entity';
import { User } from '../users/user.entity';
import type { ChannelKind } from './channel-kinds';

/**
 * A place besides email that a synth delivers its digest to. A webhook address is a credential
 * (anyone holding it may post to the channel), so it is stored sealed, as is a generic webhook's
 * signing secret; `hint` is what the owner is shown instead (the address's host and last characters).
 */
@Entity({ tableName: 'delivery_channels' })
export class DeliveryChannel extends BaseEntity {
  @ManyToOne({ entity: () => Synth, ref: true, deleteRule: 'cascade', index: true })
  synth!: Ref<Synth>;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 16 })
  kind!: ChannelKind;

  @Property({ type: 'string', length: 80 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  sealedUrl?: string | null;

  @Property({ type: 'text', nullable: true })
  sealedSecret?: string | null;

  @Property({ type: 'string', length: 120, nullable: true })
  hint?: string | null;
}
