import { Field, Float, Int, ObjectType } from 'type-graphql';
import { LeftOutReasonKind } from './feedback.types';

@ObjectType({ description: 'A stored article as the preview weighed it' })
export class PreviewArticle {
  @Field(() => String) articleId!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true, description: 'An http(s) link, or null' }) link!: string | null;
  @Field(() => String, { nullable: true }) source!: string | null;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
  @Field(() => Float, { nullable: true, description: 'Its relevance score (null when no topic matched)' }) score!:
    number | null;
  @Field(() => [String], { description: 'The topics or related terms it matched' }) because!: string[];
  @Field(() => [String], { description: 'Liked articles it resembles, once the synth learns from feedback' })
  likedTitles!: string[];
  @Field(() => LeftOutReasonKind, {
    nullable: true,
    description: 'Why it would be left out; null when it would be kept',
  })
  reason!: LeftOutReasonKind | null;
  @Field(() => String, { nullable: true, description: 'The reason as a sentence; null when it would be kept' })
  explanation!: string | null;
}

@ObjectType({
  description:
    'What a run with these topics would keep of the articles already stored for these feeds (last 7 days; nothing is fetched)',
})
export class RelevancePreviewResult {
  @Field(() => Int, { description: 'Stored articles of the feeds within the window' }) read!: number;
  @Field(() => Float, { description: 'The score an article needs to be kept' }) threshold!: number;
  @Field(() => [PreviewArticle]) kept!: PreviewArticle[];
  @Field(() => [PreviewArticle]) leftOut!: PreviewArticle[];
}
