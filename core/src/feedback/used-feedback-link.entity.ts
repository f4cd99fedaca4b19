import { Entity, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';
import { Synth } from '../synths/synth.entity';

/**
 * A "More like this" / "Less like this" link from a digest that has been pressed. Each link records
 * its choice once: pressing it again (or a copy of it replayed) changes nothing, and says so.
 */
@Entity({ tableName: 'used_feedback_links' })
@Unique({ properties: ['tokenHash'] })
export class UsedFeedbackLink extends BaseEntity {
  @ManyToOne({ entity: () => Synth, ref: true, deleteRule: 'cascade' })
  synth!: Ref<Synth>;

  /** SHA-256 of the link's token: enough to recognise it, useless to anyone who reads the table. */
  @Property({ type: 'text' })
  tokenHash!: string;
}
