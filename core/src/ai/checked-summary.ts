// Writes a summary and puts it through the faithfulness gate, for both providers: a summary that
// states a figure or name its article lacks is written once more (told what was wrong); a second
// failure is replaced by the offline extractive summary, whose sentences all come from the article.
import type { AiProvider, SummaryRequest } from './ai.types';
import { memoizeByKey } from '../lib/text-memo';
import { extractiveSummary } from './extractive-summary';
import { faithfulnessNote, unsupportedFacts, type UnsupportedFact } from './faithfulness';

/** `passed` first time, `rewritten` after one failure, `replaced` by sentences from the article. */
export type SummaryVerdict = 'passed' | 'rewritten' | 'replaced';

export interface CheckedSummary {
  summary: string;
  tokensUsed: number;
  verdict: SummaryVerdict;
}

/** What the summary is checked against: everything the model was shown about the article, its date too. */
export function summarySource(req: SummaryRequest): string {
  const date = req.article.publishedAt;
  const dated =
    date && !Number.isNaN(date.getTime())
      ? [
          date.toISOString().slice(0, 10),
          date.toLocaleDateString('en-GB', {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }),
        ]
      : [];
  return [req.article.title, req.article.source ?? '', ...dated, req.article.text].join('\n');
}

export function checkSummary(req: SummaryRequest, summary: string): UnsupportedFact[] {
  return checkedFacts({ req, summary });
}

/**
 * A key for what is worked out from a summary and its article alone, kept per worker process: a
 * stored summary is listed by every run of every synth that reads the feed. It holds every field
 * the source is built from, without building it (its long date is the slow part).
 */
export function summaryKey({ req, summary }: { req: SummaryRequest; summary: string }): string {
  const { title, source, publishedAt, text } = req.article;
  const date = publishedAt && !Number.isNaN(publishedAt.getTime()) ? publishedAt.toISOString() : '';
  return [summary, title, source ?? '', date, text].join('\u0000');
}

/** The gate's answer, kept per worker process. */
const checkedFacts = memoizeByKey(summaryKey, ({ req, summary }) => unsupportedFacts(summary, summarySource(req)));

export async function writeCheckedSummary(ai: AiProvider, req: SummaryRequest): Promise<CheckedSummary> {
  const first = await ai.summarize(req);
  const firstFacts = checkSummary(req, first.value);
  if (!firstFacts.length) return { summary: first.value, tokensUsed: first.tokensUsed, verdict: 'passed' };
  const second = await ai.summarize({ ...req, previousProblems: [faithfulnessNote(firstFacts)] });
  const tokensUsed = first.tokensUsed + second.tokensUsed;
  if (!checkSummary(req, second.value).length) return { summary: second.value, tokensUsed, verdict: 'rewritten' };
  return { summary: replacement(req), tokensUsed, verdict: 'replaced' };
}

/** A summary already stored (by an earlier run) that fails the gate today is replaced too. */
export function checkedStoredSummary(
  req: SummaryRequest,
  summary: string,
): { summary: string; verdict: SummaryVerdict } {
  return checkSummary(req, summary).length
    ? { summary: replacement(req), verdict: 'replaced' }
    : { summary, verdict: 'passed' };
}

function replacement(req: SummaryRequest): string {
  return extractiveSummary({ ...req, previousProblems: undefined });
}

/** The run's count of checked, rewritten and replaced summaries, from its articles. */
export function summaryChecksOf(articles: { summaryCheck?: SummaryVerdict }[]): {
  checked: number;
  rewritten: number;
  replaced: number;
} {
  const checked = articles.filter((a) => a.summaryCheck);
  return {
    checked: checked.length,
    rewritten: checked.filter((a) => a.summaryCheck === 'rewritten').length,
    replaced: checked.filter((a) => a.summaryCheck === 'replaced').length,
  };
}

/** The run log's line for a summary that failed the gate twice. */
export function replacedSummaryMessage(title: string): string {
  return `The summary of "${title}" stated figures or names its article does not contain, twice; it was replaced by sentences taken from the article.`;
}

/** The run log's line for the gate's work on the whole run. */
export function summaryChecksMessage(c: { checked: number; rewritten: number; replaced: number }): string {
  return `Checked ${c.checked} ${c.checked === 1 ? 'summary' : 'summaries'} against ${c.checked === 1 ? 'its article' : 'their articles'}: ${c.rewritten} written again, ${c.replaced} replaced by sentences from the article.`;
}
