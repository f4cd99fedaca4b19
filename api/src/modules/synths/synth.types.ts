import { Field, Int, ObjectType, ID } from 'type-graphql';
import { ConnectionType } from '../../graphql/relay/connection';
import { Synth } from '@synth/core/synths';

@ObjectType({ description: 'Counts of the latest finished run' })
export class SynthStats {
  @Field(() => Int) articlesFetched!: number;
  @Field(() => Int) articlesFiltered!: number;
  @Field(() => Int) articlesProcessed!: number;
  @Field(() => Date, { nullable: true }) lastRun!: Date | null;
}

@ObjectType()
export class SynthConnection extends ConnectionType('Synth', Synth) {}

@ObjectType()
export class DeleteSynthPayload {
  @Field(() => ID) deletedSynthId!: string;
}
