// Which of a summary's sentences stand word for word in its article: those a digest can link to
// the exact passage in the source (a text fragment). A model's own sentences are not among them.
import { extractSentences } from './extractive-summary';
import type { MinuteLine } from './minute-line';
import { minuteLineOf } from './minute-line';
import type { SummaryRequest } from './ai.types';

/** A digest item links at most this many of its sentences. */
const MOST_PASSAGES = 12;

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The summary's sentences found verbatim in the article, in the summary's order. */
export function sourcePassagesOf(articleText: string, summary: string): string[] {
  const article = flat(articleText);
  return extractSentences(summary.replace(/^Here's the gist: /, ''))
    .map(flat)
    .filter((s) => s.length > 0 && s !== 'Key points:' && article.includes(s))
    .slice(0, MOST_PASSAGES);
}

/** What the digest shows of a summarised article besides its summary: its one-minute line and linkable passages. */
export function digestAnnotationsOf(req: SummaryRequest, summary: string): { minute: MinuteLine; passages: string[] } {
  return { minute: minuteLineOf(req, summary), passages: sourcePassagesOf(req.article.text, summary) };
}
