import { Entity, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { OptionalText, OptionalTimestamp } from '../db/columns';
import { BaseEntity } from '../db/base.entity';
import { Feed } from './feed.entity';

/** A feed item, deduplicated per feed by GUID (or link when the item has none). */
@Entity({ tableName: 'articles' })
@Unique({ properties: ['feed', 'itemKey'] })
export class Article extends BaseEntity {
  @ManyToOne({ entity: () => Feed, ref: true, deleteRule: 'cascade' })
  feed!: Ref<Feed>;

  /** GUID, or the link when there is no GUID. */
  @Property({ type: 'text' })
  itemKey!: string;

  @OptionalText()
  link?: string | null;

  /** Link without tracking parameters, fragment or trailing slash: the cross-feed dedupe key. */
  @OptionalText()
  @Index()
  canonicalUrl?: string | null;

  @Property({ type: 'text' })
  title: string = '';

  @OptionalText()
  description?: string | null;

  @OptionalText()
  content?: string | null;

  @OptionalText()
  author?: string | null;

  @OptionalTimestamp()
  @Index()
  publishedAt?: Date | null;
}
