import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: "When the synth's next digest goes out, read from its Temporal schedule" })
export class NextDigest {
  @Field(() => String, { description: 'scheduled, paused, or unavailable when the scheduler could not be asked' })
  state!: string;
  @Field(() => Date, { nullable: true, description: "The schedule's next action time" }) at!: Date | null;
  @Field(() => [Date], { description: "The schedule's next action times, soonest first" }) upcoming!: Date[];
  @Field(() => String, { description: 'The IANA time zone the schedule keeps its wall-clock time in' })
  timeZone!: string;
  @Field(() => String, {
    nullable: true,
    description: 'trial-ended or subscription-canceled when the plan paused it; null when the owner did',
  })
  pausedReason!: string | null;
}
