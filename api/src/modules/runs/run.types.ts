import { Field, Int, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../graphql/relay/connection';
import { SynthRun, RunLog } from '@synth/core/runs';

@ObjectType()
export class SynthRunConnection extends ConnectionType('SynthRun', SynthRun) {}

@ObjectType()
export class RunLogConnection extends ConnectionType('RunLog', RunLog) {}

@ObjectType({ description: 'Run progress: current step of total' })
export class Progress {
  @Field(() => Int) current!: number;
  @Field(() => Int) total!: number;
  @Field(() => Int) percent!: number;
}
