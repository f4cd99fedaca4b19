import { Entity, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { OptionalText } from '../db/columns';
import { BaseEntity } from '../db/base.entity';
import { Synth } from '../synths/synth.entity';

/**
 * A reader's "More like this" (liked) or "Less like this" on one article a synth's run read. The
 * text is kept with the rating, so the synth's feedback model outlives the article's retention;
 * rating the same article again replaces the earlier choice.
 */
@Entity({ tableName: 'article_ratings' })
@Unique({ properties: ['synth', 'articleId'] })
export class ArticleRating extends BaseEntity {
  @ManyToOne({ entity: () => Synth, ref: true, deleteRule: 'cascade' })
  synth!: Ref<Synth>;

  /** The rated article; no foreign key, for the same reason as the text below. */
  @Property({ type: 'uuid' })
  articleId!: string;

  /** The run whose page or email the rating came from. */
  @Property({ type: 'uuid', nullable: true })
  runId?: string | null;

  @Property({ type: 'text' })
  title!: string;

  /** The opening of the article's text, bounded (see FEEDBACK_LEAD_CHARS). */
  @OptionalText()
  lead?: string | null;

  @OptionalText()
  source?: string | null;

  @Property({ type: 'boolean' })
  liked!: boolean;
}
