// What a post may say of a story beyond its digest summary: the digest keeps summaries short, while
// a person who writes long posts needs more of the article to write from than two sentences. These
// are the article's own sentences, word for word, in its order (a news article leads with its most
// important facts).
import type { SummaryRequest } from './ai.types';
import { extractSentences, newsSentencesOf } from './extractive-summary';

/** A post draws on at most this many sentences of an article beyond its summary. */
const MOST_DETAILS = 6;

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The article's first news sentences that its summary leaves out. */
export function postDetailsOf(req: SummaryRequest, summary: string): string[] {
  const inSummary = new Set(extractSentences(summary).map(flat));
  return newsSentencesOf(req.article)
    .map(flat)
    .filter((s) => s.length > 0 && !inSummary.has(s))
    .slice(0, MOST_DETAILS);
}
