import { Entity, ManyToOne, OneToOne, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';
import { SynthRun } from '../runs/synth-run.entity';
import { User } from '../users/user.entity';

/** A run's digest its owner took out of the public archive and its feed. */
@Entity({ tableName: 'unpublished_issues' })
export class UnpublishedIssue extends BaseEntity {
  @OneToOne({ entity: () => SynthRun, ref: true, owner: true, deleteRule: 'cascade', unique: true })
  run!: Ref<SynthRun>;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;
}
