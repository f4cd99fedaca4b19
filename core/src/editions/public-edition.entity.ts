import { Entity, ManyToOne, OneToOne, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';
import { Synth } from '../synths/synth.entity';
import { User } from '../users/user.entity';

/**
 * A synth's public archive: its digests on a page anyone may read, with a feed and a subscribe
 * form. The row stays when the owner makes the synth private again, so its address stays the same.
 */
@Entity({ tableName: 'public_editions' })
export class PublicEdition extends BaseEntity {
  @OneToOne({ entity: () => Synth, ref: true, owner: true, deleteRule: 'cascade', unique: true })
  synth!: Ref<Synth>;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** The archive's address (/p/<slug>): random, so a private synth's is not guessed from its name. */
  @Property({ type: 'string', length: 32, unique: true })
  slug!: string;

  @Property({ type: 'boolean', default: false })
  isPublic: boolean = false;
}
