import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionType } from '../../graphql/relay/connection';
import { SynthRun, RunLog } from '@synth/core/runs';
import { ArticleFeedback } from '../relevance/feedback.types';

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

export enum RunEmailStatus {
  sent = 'sent',
  skipped = 'skipped',
  alreadySent = 'alreadySent',
  failed = 'failed',
  pending = 'pending',
  notSent = 'notSent',
}
registerEnumType(RunEmailStatus, {
  name: 'RunEmailStatus',
  description:
    'sent, skipped (with why), already sent for this scheduled slot, failed (with why), pending while the run goes, or notSent when the run ended before its email step',
});

@ObjectType({ description: "What happened to the run's digest email" })
export class RunEmailOutcome {
  @Field(() => RunEmailStatus) status!: RunEmailStatus;
  @Field(() => String, { nullable: true, description: 'The address the run mails' }) recipient!: string | null;
  @Field(() => String, { nullable: true, description: 'Why it was skipped or failed' }) reason!: string | null;
}

@ObjectType({ description: 'Another outlet telling the same story as a digest item' })
export class RunArticleCoverage {
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true, description: 'An http(s) link, or null' }) link!: string | null;
  @Field(() => String, { nullable: true }) source!: string | null;
}

@ObjectType({ description: "How many of a run's posts passed the quality check" })
export class RunPostCompliance {
  @Field(() => Int) passed!: number;
  @Field(() => Int) total!: number;
}

export enum RunArticleTextSource {
  feed = 'feed',
  full = 'full',
  teaserOnly = 'teaserOnly',
  teaser = 'teaser',
}
registerEnumType(RunArticleTextSource, {
  name: 'RunArticleTextSource',
  description:
    "The text a summary was written from: the feed's own (feed), the article page read in full (full), or only the feed's teaser because the page is behind a paywall (teaserOnly) or could not be read (teaser)",
});

@ObjectType({
  description:
    "The faithfulness check of a run's summaries: how many were checked, written again, and replaced by sentences from their article",
})
export class RunSummaryChecks {
  @Field(() => Int) checked!: number;
  @Field(() => Int) rewritten!: number;
  @Field(() => Int) replaced!: number;
}

@ObjectType({ description: 'An article a run kept, with its summary' })
export class RunArticle {
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true, description: 'An http(s) link, or null' }) link!: string | null;
  @Field(() => String, { nullable: true }) source!: string | null;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
  @Field(() => String, { nullable: true }) summary!: string | null;
  @Field(() => [RunArticleCoverage], {
    description: 'The same story from other feeds, summarised once with this article',
  })
  alsoCoveredBy!: RunArticleCoverage[];
  @Field(() => String, { description: "The article's id, for feedback" }) articleId!: string;
  @Field(() => [String], {
    description: 'Why it was kept: the topics or related terms it matched, e.g. ["logistics", "freight"]',
  })
  because!: string[];
  @Field(() => [String], {
    description: 'Titles of articles the reader liked that it resembles, once the synth learns from feedback',
  })
  likedTitles!: string[];
  @Field(() => ArticleFeedback, { nullable: true, description: "The reader's choice on it, if any" })
  feedback!: ArticleFeedback | null;
  @Field(() => RunArticleTextSource, {
    nullable: true,
    description: 'Whether the full article was read; null on runs before full articles were read',
  })
  textSource!: RunArticleTextSource | null;
}
