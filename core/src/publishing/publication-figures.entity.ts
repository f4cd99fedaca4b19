import { Entity, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';
import { Timestamp } from '../db/columns';
import { User } from '../users/user.entity';
import { Publication } from './publication.entity';
import type { FiguresReading } from './figures-readings';
import type { PublishingPlatformId } from './platforms';

/**
 * What one published post had earned at one reading (a day, then a week after it went out). One row
 * per publication and reading: a reading already stored is never asked of the platform again.
 */
@Entity({ tableName: 'publication_figures' })
@Unique({ properties: ['publication', 'reading'] })
// The dashboard and the template preference read a person's latest readings.
@Index({ properties: ['user', 'readAt'] })
export class PublicationFigures extends BaseEntity {
  @ManyToOne({ entity: () => Publication, ref: true, deleteRule: 'cascade' })
  publication!: Ref<Publication>;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 16 })
  platform!: PublishingPlatformId;

  @Property({ type: 'string', length: 8 })
  reading!: FiguresReading;

  @Timestamp()
  readAt!: Date;

  /** False when the platform does not share this post's figures with Synth (the counts are then zero). */
  @Property({ type: 'boolean' })
  shared!: boolean;

  @Property({ type: 'integer' })
  reactions!: number;

  @Property({ type: 'integer' })
  replies!: number;

  @Property({ type: 'integer', nullable: true })
  reposts?: number | null;

  @Property({ type: 'integer', nullable: true })
  impressions?: number | null;
}
