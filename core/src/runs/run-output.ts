// What a run produced, stored on the run row (synth_runs.output) so every step of the worker, the
// email and the API's articles view read one shape.
import type { SynthRun } from './synth-run.entity';
import type { FeedFailureReason } from '../feeds/feed-health.text';
import type { ArticleTextSource } from '../full-text/text-source.text';
import type { ContentType } from '../synths/synth.choices';
import type { ArticleRelevance, LeftOutArticle, LeftOutReason } from '../relevance/relevance.types';

export type { ArticleTextSource, ArticleRelevance, LeftOutArticle, LeftOutReason };

export interface ArticleOutput {
  id: string;
  title: string;
  link: string | null;
  source: string | null;
  publishedAt: string | null;
  summary?: string;
  matchedTopics?: string[];
  /** Why the relevance filter kept it: its score and the words or liked items that earned it. */
  relevance?: ArticleRelevance;
  /** The same story from other feeds: one item, summarised once from the fullest source (this one). */
  alsoCoveredBy?: CoverageOutput[];
  /** The text the summary was written from; absent on runs before full articles were read. */
  textSource?: ArticleTextSource;
  /** What the faithfulness gate made of the summary. */
  summaryCheck?: 'passed' | 'rewritten' | 'replaced';
  /** The digest's one-minute line: the headline's point and a clause of the article, both through the faithfulness gate. */
  minute?: { point: string; fact: string | null };
  /** The summary's sentences that stand word for word in the article, which the digest links to in the source. */
  passages?: string[];
  /** More of the article's sentences, word for word, for a post written longer than the summary. */
  postDetails?: string[];
}

export interface CoverageOutput {
  id: string;
  source: string | null;
  link: string | null;
  title: string;
}

/** `text` is what the run wrote (and emailed); `editedText` is the user's saved edit or a regenerated draft. */
export interface PostOutput {
  contentType: ContentType;
  templateId: string;
  text: string;
  editedText?: string;
}
export interface ExampleOutput {
  title: string;
  url: string;
  snippet: string;
}

/** What became of the run's digest on one of its synth's delivery channels (Slack, Teams, Discord, a webhook). */
export interface ChannelOutcomeOutput {
  channelId: string;
  kind: string;
  name: string;
  /** sent: the channel took it; already-sent: an earlier attempt of this run delivered it; failed: it did not. */
  status: 'sent' | 'already-sent' | 'failed';
  /** Why it failed, in a sentence the owner can act on. */
  reason?: string;
}

export interface RunOutput {
  articles?: ArticleOutput[];
  posts?: PostOutput[];
  examples?: ExampleOutput[];
  /** Paid web-search requests the examples took and their price in US dollars (none for the offline search). */
  searchCost?: { requests: number; usd: number };
  /** Tokens the relevance filter's embedding model read for this run (cached texts cost none) and their price, when it has one. */
  embeddingCost?: { model: string; tokens: number; usd: number | null };
  /** Feeds whose fetch failed, with the plain-words reason code (absent on runs recorded before it). */
  feedErrors?: { url: string; error: string; reason?: FeedFailureReason }[];
  /** How many feeds the run read, so "2 of 5 feeds failed" can be said. */
  feedsRead?: number;
  /** Articles the run read and did not keep, each with its reason (newest first, bounded). */
  leftOut?: LeftOutArticle[];
  /** Stories left out because an earlier digest of this synth already carried them. */
  storiesSkippedAsSent?: number;
  /**
   * Articles the person asked this run to send anyway (held back by an earlier run as already
   * sent): read even when older than the run's window, and listed first.
   */
  sendAnyway?: string[];
  /** Summaries the faithfulness gate checked, those written again, and those replaced by sentences from the article. */
  summaryChecks?: { checked: number; rewritten: number; replaced: number };
  /** Posts that passed the quality gate (publishable, within the platform's limits) out of those written. */
  postCompliance?: { passed: number; total: number };
  email?: {
    status: 'sent' | 'skipped' | 'already-sent' | 'failed';
    reason?: string;
    messageId?: string;
    /** The digest told its reader, the owner, that posts will publish themselves (with the cancel link). */
    autoPublishNotice?: boolean;
  };
  /** The digest on each of the synth's delivery channels (none posted: absent). */
  channels?: ChannelOutcomeOutput[];
  /** The articles were chosen by the prepare pass before the slot, nothing they depend on having changed since. */
  choicePrepared?: boolean;
  /** When the steps before the mail were done: a retry of the run's step then only mails what they chose. */
  gatheredAt?: string;
}

/** The run's output so far (empty before its first step wrote any). */
export function outputOf(run: Pick<SynthRun, 'output'>): RunOutput {
  return run.output ?? {};
}

/** Replaces the given parts of the run's output, keeping the rest. */
export function setOutput(run: Pick<SynthRun, 'output'>, patch: Partial<RunOutput>): void {
  run.output = { ...outputOf(run), ...patch };
}
