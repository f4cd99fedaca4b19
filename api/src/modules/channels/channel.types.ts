import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Synth } from '@synth/core/synths';

@ObjectType({ description: 'A place besides email that a synth delivers its digest to' })
export class DeliveryChannelView {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'slack, teams, discord, webhook or feed' })
  kind!: string;

  @Field(() => String, { description: 'The name the owner gave it' })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'What the owner sees of its webhook address (the host and last characters); the address itself is never shown',
  })
  hint!: string | null;

  @Field(() => String, { nullable: true, description: "A private feed's address, for the owner's feed reader" })
  feedUrl!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ description: "A synth's delivery channels and how many its plan allows" })
export class SynthDeliveryChannels {
  @Field(() => [DeliveryChannelView])
  channels!: DeliveryChannelView[];

  @Field(() => Int, { description: 'How many channels the plan allows per synth' })
  limit!: number;
}

@ObjectType({ description: 'A channel just added: it took its test message' })
export class AddedDeliveryChannel {
  @Field(() => DeliveryChannelView)
  channel!: DeliveryChannelView;

  @Field(() => Synth, { description: 'The synth, with its channels as they are now' })
  synth!: Synth;

  @Field(() => String, {
    nullable: true,
    description: "A generic webhook's signing secret, shown this once: it signs every delivery (X-Synth-Signature)",
  })
  signingSecret!: string | null;
}

@ObjectType({ description: "What became of a run's digest on one of its synth's channels" })
export class RunChannelOutcome {
  @Field(() => String)
  kind!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'sent, already-sent or failed' })
  status!: string;

  @Field(() => String, { nullable: true, description: 'Why it failed' })
  reason!: string | null;
}
