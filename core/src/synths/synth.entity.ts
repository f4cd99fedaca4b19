import { Field, Int, ObjectType } from 'type-graphql';
import { Node } from '../lib/relay-node';
import { Check, Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Counter, OptionalText, OptionalTimestamp } from '../db/columns';
import { BaseEntity } from '../db/base.entity';
import { User } from '../users/user.entity';
import { ContentType, EmailFrequency, SummaryLength, SummaryStyle, SynthStatus } from './synth.enums';
import { MAX_DIGEST_ITEMS, MIN_DIGEST_ITEMS, SYNTH_DEFAULTS, type RunConfig } from './synth.schema';
import type { AssertTrue } from '../lib/same-keys';
import type { DigestLanguage } from './digest-language';

@ObjectType({ implements: Node, description: 'A scheduled pipeline: feeds → topics → AI summary and posts → email' })
@Entity({ tableName: 'synths' })
// Zero-padded HH:MM, 00:00–23:59, whatever path wrote the row.
@Check({
  name: 'synths_email_schedule_time_check',
  expression: "email_schedule_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'",
})
export class Synth extends BaseEntity {
  // unique: a user has at most one synth, enforced by the database.
  @ManyToOne({ entity: () => User, ref: true, unique: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 200 })
  @Field(() => String)
  name: string = SYNTH_DEFAULTS.name;

  @Enum({ items: () => SynthStatus, type: 'string', default: SynthStatus.active })
  @Index()
  @Field(() => SynthStatus)
  status: SynthStatus = SynthStatus.active;

  @Property({ type: 'text[]' })
  @Field(() => [String])
  rssFeedUrls: string[] = [];

  @Property({ type: 'boolean', default: true })
  @Field(() => Boolean)
  fetchLatestOnly: boolean = SYNTH_DEFAULTS.fetchLatestOnly;

  /** Reads the article page when the feed gives only a teaser, and summarises the full text. */
  @Property({ type: 'boolean', default: true })
  @Field(() => Boolean)
  readFullArticle: boolean = SYNTH_DEFAULTS.readFullArticle;

  /** The language the digest is written in (a code from DIGEST_LANGUAGES); translation needs a model. */
  @Property({ type: 'text', default: 'en' })
  @Field(() => String, {
    description:
      'The language the digest is written in: a code from the list the editor offers. Summaries are translated only with a model.',
  })
  digestLanguage: DigestLanguage = SYNTH_DEFAULTS.digestLanguage;

  /** How many stories a digest carries at most; the most relevant come first. */
  @Property({ type: 'integer', default: SYNTH_DEFAULTS.digestItemLimit })
  @Field(() => Int, {
    description: `How many stories at most a digest carries (${MIN_DIGEST_ITEMS} to ${MAX_DIGEST_ITEMS}), the most relevant first`,
  })
  digestItemLimit: number = SYNTH_DEFAULTS.digestItemLimit;

  @Property({ type: 'text[]' })
  @Field(() => [String], {
    description: 'Keywords; those from professional specializations start with "professional:"',
  })
  topics: string[] = [];

  @Enum({ items: () => SummaryLength, type: 'string', default: SummaryLength.brief })
  @Field(() => SummaryLength)
  summaryLength: `${SummaryLength}` = SYNTH_DEFAULTS.summaryLength;

  @Enum({ items: () => SummaryStyle, type: 'string', default: SummaryStyle.informative })
  @Field(() => SummaryStyle)
  summaryStyle: `${SummaryStyle}` = SYNTH_DEFAULTS.summaryStyle;

  @OptionalText()
  @Field(() => String, { nullable: true })
  summaryCustomPrompt?: string | null;

  @Property({ type: 'string', nullable: true })
  @Field(() => String, { nullable: true })
  recipientEmail?: string | null;

  /** Zero-padded HH:MM in userTimezone. */
  @Property({ type: 'string', length: 5, default: '09:00' })
  @Field(() => String, { description: 'Zero-padded HH:MM in userTimezone' })
  emailScheduleTime: string = SYNTH_DEFAULTS.emailScheduleTime;

  @Enum({ items: () => EmailFrequency, type: 'string', default: EmailFrequency.daily })
  @Field(() => EmailFrequency)
  emailFrequency: `${EmailFrequency}` = SYNTH_DEFAULTS.emailFrequency;

  /** IANA zone, validated on write. */
  @Property({ type: 'string', length: 64, default: 'UTC' })
  @Field(() => String, { description: 'IANA time zone' })
  userTimezone: string = SYNTH_DEFAULTS.userTimezone;

  @Enum({ items: () => ContentType, type: 'string', default: ContentType.linkedin })
  @Field(() => ContentType)
  contentType: `${ContentType}` = SYNTH_DEFAULTS.contentType;

  @Property({ type: 'string', length: 100, default: 'informative' })
  @Field(() => String)
  contentTemplate: string = SYNTH_DEFAULTS.contentTemplate;

  @OptionalText()
  @Field(() => String, { nullable: true })
  contentCustomPrompt?: string | null;

  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean)
  autoSelectTemplate: boolean = SYNTH_DEFAULTS.autoSelectTemplate;

  @Property({ type: 'boolean', default: true })
  @Field(() => Boolean)
  linkedInEnabled: boolean = SYNTH_DEFAULTS.linkedInEnabled;

  @Property({ type: 'string', length: 100, nullable: true })
  @Field(() => String, { nullable: true })
  linkedInPostStyle?: string | null = SYNTH_DEFAULTS.linkedInPostStyle;

  @OptionalText()
  @Field(() => String, { nullable: true })
  linkedInCustomPrompt?: string | null;

  @Property({ type: 'boolean', default: true })
  @Field(() => Boolean)
  includeHashtags: boolean = SYNTH_DEFAULTS.includeHashtags;

  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean)
  enableRealWorldExamples: boolean = SYNTH_DEFAULTS.enableRealWorldExamples;

  /** When a run finds nothing new: send a short "nothing new today" note (true) or nothing (false). */
  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'When a run finds nothing new, send a short note instead of no email' })
  sendWhenNothingNew: boolean = SYNTH_DEFAULTS.sendWhenNothingNew;

  @OptionalTimestamp()
  @Field(() => Date, { nullable: true })
  lastRunAt?: Date | null;

  /** Stats of the latest finished run. */
  @Counter()
  articlesFetched: number = 0;

  @Counter()
  articlesFiltered: number = 0;

  @Counter()
  articlesProcessed: number = 0;
}

// A schema field the entity lacks would be checked, then never stored: every save would drop it.
export type SynthStoresEveryField = AssertTrue<[Exclude<keyof RunConfig, keyof Synth>] extends [never] ? true : false>;
