import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ContentType, EmailFrequency, SummaryLength, SummaryStyle } from '@synth/core/synths';

@ObjectType({ description: 'A curated RSS or Atom feed of the catalogue' })
export class CatalogFeed {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String) url!: string;
  @Field(() => String) description!: string;
  @Field(() => String) category!: string;
}

// The catalogue's types are plain data read whole on every dashboard load: simpleResolvers lets
// graphql-js read each field directly instead of through a per-field resolver wrapper.
@ObjectType({ simpleResolvers: true })
export class Specialization {
  @Field(() => ID, { name: '_id' }) _id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => [String], { description: 'Added to topics with the "professional:" prefix' }) keywords!: string[];
}

@ObjectType({ simpleResolvers: true })
export class ProfessionalCategory {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => [Specialization]) specializations!: Specialization[];
}

@ObjectType({ description: 'A post template; Twitter/X templates carry no text', simpleResolvers: true })
export class PostTemplateType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => ContentType) contentType!: ContentType;
  @Field(() => String) description!: string;
  @Field(() => String) text!: string;
}

@ObjectType({ simpleResolvers: true })
export class PlatformInstruction {
  @Field(() => ContentType) contentType!: ContentType;
  @Field(() => String) text!: string;
}

@ObjectType({ description: 'The result of checking a feed URL through the guarded fetcher' })
export class FeedValidationResult {
  @Field(() => Boolean) valid!: boolean;
  @Field(() => Int) articleCount!: number;
  @Field(() => String) message!: string;
}

@ObjectType({ description: 'A synth configuration drafted from a sentence; nothing is saved' })
export class SynthDraft {
  @Field(() => String) name!: string;
  @Field(() => [String]) rssFeedUrls!: string[];
  @Field(() => [String]) topics!: string[];
  @Field(() => SummaryLength, { nullable: true }) summaryLength?: SummaryLength;
  @Field(() => SummaryStyle, { nullable: true }) summaryStyle?: SummaryStyle;
  @Field(() => String, { nullable: true }) emailScheduleTime?: string;
  @Field(() => EmailFrequency, { nullable: true }) emailFrequency?: EmailFrequency;
  @Field(() => String, { nullable: true }) userTimezone?: string;
  @Field(() => ContentType, { nullable: true }) contentType?: ContentType;
  @Field(() => String, { nullable: true }) contentTemplate?: string;
  @Field(() => Boolean, { nullable: true }) includeHashtags?: boolean;
  @Field(() => Boolean, { nullable: true }) enableRealWorldExamples?: boolean;
  @Field(() => String) matchedCategory!: string;
  @Field(() => [String]) matchedSpecializations!: string[];
}
