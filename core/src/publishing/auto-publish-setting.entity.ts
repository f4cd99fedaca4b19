import { Entity, ManyToOne, OneToOne, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';
import { Synth } from '../synths/synth.entity';
import { User } from '../users/user.entity';

/**
 * A synth's automatic publishing (off unless a row exists): its posts go out this many minutes after
 * the digest, or at the person's best time on each network after that.
 */
@Entity({ tableName: 'auto_publish_settings' })
export class AutoPublishSetting extends BaseEntity {
  @OneToOne({ entity: () => Synth, ref: true, owner: true, deleteRule: 'cascade', unique: true })
  synth!: Ref<Synth>;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'integer' })
  delayMinutes!: number;

  /** Wait for the person's best time on each network, at least `delayMinutes` after the digest. */
  @Property({ type: 'boolean', default: false })
  bestTime: boolean = false;
}
