import { Field, Int, ObjectType } from 'type-graphql';
import { Node } from '../lib/relay-node';
import { Entity, Enum, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { Counter, OptionalText, OptionalTimestamp } from '../db/columns';
import { BaseEntity } from '../db/base.entity';
import { User } from '../users/user.entity';
import { Synth } from '../synths/synth.entity';
import type { RunConfig } from '../synths/synth.schema';
import type { RunOutput } from './run-output';
import { RunStatus, RunTrigger } from './run.enums';
import { RUN_STEPS } from './run-progress';

/** One execution of a synth's pipeline (one Temporal workflow). */
@ObjectType({ implements: Node, description: 'One execution of a synth (one Temporal workflow)' })
@Entity({ tableName: 'synth_runs' })
@Index({ properties: ['synth', 'createdAt'] })
// The run history across a user's synths and previews, newest first.
@Index({ properties: ['user', 'createdAt'] })
export class SynthRun extends BaseEntity {
  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** Null for a preview of unsaved (temp-…) editor data. */
  @ManyToOne({ entity: () => Synth, ref: true, nullable: true, deleteRule: 'set null' })
  synth?: Ref<Synth> | null;

  @Enum({ items: () => RunTrigger, type: 'string' })
  @Field(() => RunTrigger)
  trigger!: RunTrigger;

  @Enum({ items: () => RunStatus, type: 'string', default: RunStatus.queued })
  @Field(() => RunStatus)
  status: RunStatus = RunStatus.queued;

  // One run per workflow: a scheduled run's row may be written by its slot's starter or by itself.
  @Property({ type: 'string', length: 200 })
  @Unique()
  workflowId!: string;

  /** The scheduled slot (UTC) this run serves; the email delivery key derives from it. */
  @OptionalTimestamp()
  @Field(() => Date, { nullable: true })
  scheduledFor?: Date | null;

  @OptionalTimestamp()
  @Field(() => Date, { nullable: true })
  startedAt?: Date | null;

  @OptionalTimestamp()
  @Field(() => Date, { nullable: true })
  finishedAt?: Date | null;

  @Counter()
  @Field(() => Int)
  articlesFetched: number = 0;

  @Counter()
  @Field(() => Int)
  articlesFiltered: number = 0;

  @Counter()
  @Field(() => Int)
  articlesProcessed: number = 0;

  @Counter()
  @Field(() => Int)
  tokensUsed: number = 0;

  /** Current step out of `progressTotal`. */
  @Counter()
  progressCurrent: number = 0;

  @Property({ type: 'integer', default: RUN_STEPS })
  progressTotal: number = RUN_STEPS;

  @OptionalText()
  @Field(() => String, { nullable: true })
  error?: string | null;

  /** The synth configuration the run used (a snapshot, so previews and later edits stay explainable). */
  @Property({ type: 'json' })
  config!: RunConfig;

  /** Summaries and posts produced, for the articles view and the email. */
  @Property({ type: 'json', nullable: true })
  output?: RunOutput | null;
}
