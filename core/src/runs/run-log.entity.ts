import { Field, ObjectType } from 'type-graphql';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Timestamp } from '../db/columns';
import { SynthRun } from './synth-run.entity';
import { LogLevel } from './run.enums';

/** One line of a run's log, appended by each pipeline step. */
@ObjectType({ description: 'One line of a run log' })
@Entity({ tableName: 'run_logs' })
@Index({ properties: ['run', 'seq'] })
export class RunLog {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  seq!: string;

  @ManyToOne({ entity: () => SynthRun, ref: true, deleteRule: 'cascade' })
  run!: Ref<SynthRun>;

  @Timestamp()
  @Field(() => Date)
  at: Date = new Date();

  @Enum({ items: () => LogLevel, type: 'string' })
  @Field(() => LogLevel)
  level: LogLevel = LogLevel.info;

  @Property({ type: 'string', length: 40 })
  @Field(() => String)
  step!: string;

  @Property({ type: 'text' })
  @Field(() => String)
  message!: string;
}
