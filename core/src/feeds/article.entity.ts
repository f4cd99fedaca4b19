import { Entity, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
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

  @Property({ type: 'text', nullable: true })
  link?: string | null;

  /** Link without tracking parameters, fragment or trailing slash: the cross-feed dedupe key. */
  @Property({ type: 'text', nullable: true })
  @Index()
  canonicalUrl?: string | null;

  @Property({ type: 'text' })
  title: string = '';

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'text', nullable: true })
  content?: string | null;

  @Property({ type: 'text', nullable: true })
  author?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  @Index()
  publishedAt?: Date | null;
}
