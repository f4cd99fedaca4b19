// How much of its article a summary may take: a summary exists to be shorter than what it
// summarises, so each length is a share of the article's words as well as a number of paragraphs.
import type { LengthName } from './summary-length';

/** The most of an article's words each length may carry (the top sentence always goes in). */
export const SUMMARY_SHARE: Record<LengthName, number> = {
  brief: 0.25,
  medium: 0.35,
  detailed: 0.6,
};

/** An article of at most this many words is short: a few paragraphs, a news brief. */
const SHORT_ARTICLE_WORDS = 250;

/** A brief or medium summary of a short article is one or two of its sentences. */
const SHORT_ARTICLE_SENTENCES: Partial<Record<LengthName, number>> = { brief: 2, medium: 2 };

/** The most sentences a summary may take of an article of `articleWords` words, besides its share. */
export function summarySentenceCap(length: LengthName, articleWords: number, planned: number): number {
  const short = articleWords <= SHORT_ARTICLE_WORDS ? SHORT_ARTICLE_SENTENCES[length] : undefined;
  return Math.min(planned, short ?? planned);
}

/** The most words a summary of this length may have for an article of `articleWords` words. */
export function summaryWordBudget(length: LengthName, articleWords: number): number {
  return Math.floor((SUMMARY_SHARE[length] ?? SUMMARY_SHARE.brief) * articleWords);
}

/**
 * Of sentences in the order given (best first), those kept while the running total of words stays
 * within the budget, at most `most` of them. The first is kept whatever its length, so a summary is
 * never empty. `cut` says whether the budget left out a sentence the count would have taken.
 */
export function withinBudget<T>(
  ranked: T[],
  wordsOf: (item: T) => number,
  budget: number,
  most: number,
): { kept: T[]; cut: boolean } {
  const kept: T[] = [];
  let words = 0;
  let cut = false;
  for (const item of ranked) {
    if (kept.length >= most) break;
    const w = wordsOf(item);
    if (kept.length && words + w > budget) {
      cut = true;
      continue;
    }
    kept.push(item);
    words += w;
  }
  return { kept, cut };
}
