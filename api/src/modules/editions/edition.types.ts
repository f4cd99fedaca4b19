import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: "A synth's public archive: its digests on a page anyone may read, with a feed and a subscribe form",
})
export class SynthPublicEdition {
  @Field(() => Boolean, { description: 'Whether the archive is public now (private by default)' })
  isPublic!: boolean;

  @Field(() => String, { nullable: true, description: 'The archive page, while it is public' })
  archiveUrl!: string | null;

  @Field(() => String, { nullable: true, description: "The archive's Atom feed, while it is public" })
  feedUrl!: string | null;

  @Field(() => Int, { description: 'Addresses that asked for the digests on the page, confirmed or not' })
  subscribers!: number;
}
