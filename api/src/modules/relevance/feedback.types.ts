import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ArticleFeedback {
  more = 'more',
  less = 'less',
}
registerEnumType(ArticleFeedback, {
  name: 'ArticleFeedback',
  description: "The reader's choice on an article: more like this, or less like this",
});

export const feedbackOf = (liked: boolean | undefined): ArticleFeedback | null =>
  liked === undefined ? null : liked ? ArticleFeedback.more : ArticleFeedback.less;

export enum LeftOutReasonKind {
  noTopicMatched = 'noTopicMatched',
  belowThreshold = 'belowThreshold',
  alreadySent = 'alreadySent',
  sameStoryAs = 'sameStoryAs',
}
registerEnumType(LeftOutReasonKind, {
  name: 'LeftOutReasonKind',
  description:
    "Why a run left an article out: no topic matched, it scored below the threshold, an earlier digest already sent the story, or it is another outlet's copy of a kept story",
});

@ObjectType({ description: 'An article a run read and did not put in its digest, with why' })
export class RunLeftOutArticle {
  @Field(() => String, { description: "The article's id, for feedback" }) articleId!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true, description: 'An http(s) link, or null' }) link!: string | null;
  @Field(() => String, { nullable: true }) source!: string | null;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
  @Field(() => LeftOutReasonKind) reason!: LeftOutReasonKind;
  @Field(() => String, {
    description: 'The reason as a sentence, e.g. "Below the threshold: it scored 0.21 of the 0.35 needed."',
  })
  explanation!: string;
  @Field(() => Float, { nullable: true, description: 'Its relevance score, when it was below the threshold' }) score!:
    number | null;
  @Field(() => Float, { nullable: true }) threshold!: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'The title it matched: the one an earlier digest sent, or the kept item it copies',
  })
  matchedTitle!: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The run whose digest already sent it, to link to (already sent only, when that run is still kept)',
  })
  sentRunId!: string | null;
  @Field(() => ArticleFeedback, { nullable: true, description: "The reader's choice on it, if any" })
  feedback!: ArticleFeedback | null;
}

@ObjectType({ description: 'The ratings a synth has learned from' })
export class SynthFeedback {
  @Field(() => Int, { description: '"More like this" and "Include stories like this"' }) liked!: number;
  @Field(() => Int, { description: '"Less like this"' }) disliked!: number;
  @Field(() => Int) total!: number;
  @Field(() => Int, { description: 'Ratings still needed before they change what is kept (0 once they do)' })
  neededToLearn!: number;
}
