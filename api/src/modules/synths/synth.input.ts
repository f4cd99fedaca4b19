import { Field, InputType, Int } from 'type-graphql';
import type { AssertTrue, SameKeys } from '@synth/core/lib';
import {
  ContentType,
  EmailFrequency,
  SummaryLength,
  SummaryStyle,
  SynthStatus,
  type SynthFields,
} from '@synth/core/synths';

/**
 * Every writable synth field. All optional at the GraphQL level so that the service can answer
 * with field-level errors (one per invalid field) instead of a generic type error.
 */
@InputType({ description: 'Synth fields; omitted fields keep their current value (or the default on create)' })
export class SynthInput implements SynthFields {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => SynthStatus, { nullable: true }) status?: SynthStatus;
  @Field(() => [String], { nullable: true }) rssFeedUrls?: string[];
  @Field(() => Boolean, { nullable: true }) fetchLatestOnly?: boolean;
  @Field(() => Boolean, { nullable: true }) readFullArticle?: boolean;
  @Field(() => String, { nullable: true }) digestLanguage?: SynthFields['digestLanguage'];
  @Field(() => Int, { nullable: true }) digestItemLimit?: number;
  @Field(() => [String], { nullable: true }) topics?: string[];
  @Field(() => SummaryLength, { nullable: true }) summaryLength?: SummaryLength;
  @Field(() => SummaryStyle, { nullable: true }) summaryStyle?: SummaryStyle;
  @Field(() => String, { nullable: true }) summaryCustomPrompt?: string | null;
  @Field(() => String, { nullable: true }) recipientEmail?: string | null;
  @Field(() => String, { nullable: true, description: 'H:MM or HH:MM, stored zero-padded' }) emailScheduleTime?: string;
  @Field(() => EmailFrequency, { nullable: true }) emailFrequency?: EmailFrequency;
  @Field(() => String, { nullable: true, description: 'IANA time zone, e.g. Europe/Paris' }) userTimezone?: string;
  @Field(() => ContentType, { nullable: true }) contentType?: ContentType;
  @Field(() => String, { nullable: true }) contentTemplate?: string;
  @Field(() => String, { nullable: true }) contentCustomPrompt?: string | null;
  @Field(() => Boolean, { nullable: true }) autoSelectTemplate?: boolean;
  @Field(() => Boolean, { nullable: true }) linkedInEnabled?: boolean;
  @Field(() => String, { nullable: true }) linkedInPostStyle?: string | null;
  @Field(() => String, { nullable: true }) linkedInCustomPrompt?: string | null;
  @Field(() => Boolean, { nullable: true }) includeHashtags?: boolean;
  @Field(() => Boolean, { nullable: true }) enableRealWorldExamples?: boolean;
  @Field(() => Boolean, { nullable: true }) sendWhenNothingNew?: boolean;
}

// type-graphql needs a decorated class; this fails to compile when the class and the synth field
// schema (core/src/synths/synth.schema.ts) list different fields. `implements` checks the types.
/** @public */
export type SynthInputCoversTheSchema = AssertTrue<SameKeys<SynthInput, SynthFields>>;

/** GraphQL hands explicit nulls for omitted nullable fields in some clients; drop undefined only. */
export function fieldsOf(input: SynthInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries({ ...input }).filter(([, v]) => v !== undefined));
}
