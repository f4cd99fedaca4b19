import { Entity, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { OptionalText, Timestamp } from '../db/columns';
import { BaseEntity } from '../db/base.entity';
import { Synth } from '../synths/synth.entity';
import type { Fingerprint } from './story-fingerprint';

/**
 * An article a synth's digest carried (as an item or under "Also covered by"), remembered when the
 * email was accepted so a later run does not send the same story again, whatever feed or address
 * it comes back under. Rows older than the memory window are pruned.
 */
@Entity({ tableName: 'sent_stories' })
@Unique({ properties: ['synth', 'articleId'] })
@Index({ properties: ['synth', 'sentAt'] })
export class SentStory extends BaseEntity {
  @ManyToOne({ entity: () => Synth, ref: true, deleteRule: 'cascade' })
  synth!: Ref<Synth>;

  /** The article sent; no foreign key, so the memory outlives the article's own retention. */
  @Property({ type: 'uuid' })
  articleId!: string;

  @OptionalText()
  canonicalUrl?: string | null;

  @Property({ type: 'text' })
  title!: string;

  /** Title-and-lead shingle hashes (see story-fingerprint.ts). */
  @Property({ type: 'json' })
  fingerprint!: Fingerprint;

  @Timestamp()
  sentAt!: Date;
}
