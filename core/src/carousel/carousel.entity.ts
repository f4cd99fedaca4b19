import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';
import { User } from '../users/user.entity';
import { SynthRun } from '../runs/synth-run.entity';

/**
 * A document carousel made from one run's digest, kept in the person's library. One per run: a
 * second click finds this row. The PDF is read only to download or upload it.
 */
@Entity({ tableName: 'carousels' })
@Index({ properties: ['user', 'createdAt'] })
export class Carousel extends BaseEntity {
  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne({ entity: () => SynthRun, ref: true, deleteRule: 'cascade', unique: true })
  run!: Ref<SynthRun>;

  @Property({ type: 'string', length: 200 })
  title!: string;

  /** The words of the post that carries the document. */
  @Property({ type: 'text' })
  commentary!: string;

  @Property({ type: 'integer' })
  pageCount!: number;

  @Property({ type: 'integer' })
  byteSize!: number;

  /** Each page as an SVG image, drawn from the same layout as the PDF. */
  @Property({ type: 'json', lazy: true })
  previews!: string[];

  @Property({ type: 'blob', lazy: true })
  pdf!: Buffer;
}
