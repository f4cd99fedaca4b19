import { Field, Int, ObjectType } from 'type-graphql';
import { CatalogFeed } from '../catalog/catalog.types';

@ObjectType('FeedHealth', {
  description: 'One feed of a synth: its last fetch, why it failed, and its run of failures',
})
export class FeedHealthType {
  @Field(() => String) url!: string;
  @Field(() => Date, { nullable: true }) lastFetchedAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'items, not-modified or failed; null until a run fetched the feed',
  })
  outcome!: string | null;
  @Field(() => Int, { nullable: true, description: 'Items the last fetch read' }) itemCount!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Why the last fetch failed: dns, timeout, refused, not-found, not-a-feed, bad-encoding, too-large, blocked-address, …',
  })
  reason!: string | null;
  @Field(() => String, { nullable: true, description: 'The reason in plain words' }) reasonText!: string | null;
  @Field(() => Int, { nullable: true }) httpStatus!: number | null;
  @Field(() => Int, { description: 'Runs in a row in which the feed failed' }) consecutiveFailures!: number;
  @Field(() => Boolean, { description: 'Failed three runs in a row or more: warn and suggest others' })
  failingRepeatedly!: boolean;
  @Field(() => [CatalogFeed], { description: 'Working catalogue feeds of the same category, while failing repeatedly' })
  suggestions!: CatalogFeed[];
}
