import { Field, Int, ObjectType } from 'type-graphql';
import { Node } from '../lib/relay-node';
import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { Counter, OptionalText, OptionalTimestamp, Timestamp } from '../db/columns';
import { BaseEntity } from '../db/base.entity';

@ObjectType({ implements: Node, description: 'A person signed in with Google' })
@Entity({ tableName: 'users' })
export class User extends BaseEntity {
  @Property({ type: 'string', length: 128 })
  @Unique()
  @Field(() => String)
  firebaseUid!: string;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  displayName?: string | null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  email?: string | null;

  /** Whether the identity provider verified `email`: only then does Synth mail the account's own address unasked. */
  @Property({ type: 'boolean', default: false })
  emailVerified: boolean = false;

  @OptionalText()
  @Field(() => String, { nullable: true })
  photoUrl?: string | null;

  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean)
  onboarded: boolean = false;

  /** Last status computed from the trial clock and Stripe; see billing. */
  @Property({ type: 'string', length: 32, default: 'trial' })
  subscriptionStatus: string = 'trial';

  @Timestamp()
  @Field(() => Date)
  trialStartedAt: Date = new Date();

  /** Runs that created content while on the trial; counted server-side, once per run. */
  @Counter()
  @Field(() => Int, { description: 'Runs that created content during the trial' })
  executionsUsed: number = 0;

  // Billing (modules/billing): Stripe ids and the last subscription state applied from Stripe.
  @Property({ type: 'string', nullable: true })
  @Unique()
  stripeCustomerId?: string | null;

  @Property({ type: 'string', nullable: true })
  @Index()
  stripeSubscriptionId?: string | null;

  /** monthly or yearly, while a subscription is live. */
  @Property({ type: 'string', length: 16, nullable: true })
  billingCycle?: string | null;

  /** Stripe's own subscription status (active, past_due, canceled, …); subscriptionStatus is ours. */
  @Property({ type: 'string', length: 32, nullable: true })
  stripeSubscriptionStatus?: string | null;

  /** When the applied subscription state was current at Stripe: older webhook events are ignored. */
  @OptionalTimestamp()
  subscriptionUpdatedAt?: Date | null;

  @OptionalTimestamp()
  currentPeriodEnd?: Date | null;

  /** Canceled by the user: access lasts until currentPeriodEnd, then Stripe ends the subscription. */
  @Property({ type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean = false;

  /** Set by logout: sessions signed in before this time are refused (see markTokensRevoked in user.repository.ts). */
  @OptionalTimestamp()
  tokensRevokedAt?: Date | null;
}
