// What a run produced, stored on the run row (synth_runs.output) so every step of the worker, the
// email and the API's articles view read one shape.
import type { SynthRun } from './synth-run.entity';
import type { FeedFailureReason } from '../feeds/feed-health.text';

export interface ArticleOutput {
  id: string;
  title: string;
  link: string | null;
  source: string | null;
  publishedAt: string | null;
  summary?: string;
  matchedTopics?: string[];
  /** The same story from other feeds: one item, summarised once from the fullest source (this one). */
  alsoCoveredBy?: CoverageOutput[];
}

export interface CoverageOutput { id: string; source: string | null; link: string | null; title: string }

/** `text` is what the run wrote (and emailed); `editedText` is the user's saved edit or a regenerated draft. */
export interface PostOutput { contentType: string; templateId: string; text: string; editedText?: string }
export interface ExampleOutput { title: string; url: string; snippet: string }

export interface RunOutput {
  articles?: ArticleOutput[];
  posts?: PostOutput[];
  examples?: ExampleOutput[];
  /** Paid web-search requests the examples took and their price in US dollars (none for the offline search). */
  searchCost?: { requests: number; usd: number };
  /** Feeds whose fetch failed, with the plain-words reason code (absent on runs recorded before it). */
  feedErrors?: { url: string; error: string; reason?: FeedFailureReason }[];
  /** How many feeds the run read, so "2 of 5 feeds failed" can be said. */
  feedsRead?: number;
  /** Stories left out because an earlier digest of this synth already carried them. */
  storiesSkippedAsSent?: number;
  /** Posts that passed the quality gate (publishable, within the platform's limits) out of those written. */
  postCompliance?: { passed: number; total: number };
  email?: { status: 'sent' | 'skipped' | 'already-sent' | 'failed'; reason?: string; messageId?: string };
}

/** The run's output so far (empty before its first step wrote any). */
export function outputOf(run: Pick<SynthRun, 'output'>): RunOutput {
  return run.output ?? {};
}

/** Replaces the given parts of the run's output, keeping the rest. */
export function setOutput(run: Pick<SynthRun, 'output'>, patch: Partial<RunOutput>): void {
  run.output = { ...outputOf(run), ...patch };
}
