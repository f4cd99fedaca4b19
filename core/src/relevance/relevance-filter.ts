// The run's relevance step: scores each article against the synth's topics, keeps those at or above
// the threshold with their score and reasons, and says why each other article was left out.
import { htmlToText } from '../lib/sanitize';
import type { ArticleRelevance, LeftOutArticle } from './relevance.types';
import { scoreArticle, type RelevanceArticle } from './relevance-score';
import { termsOf } from './topic-terms';
import { synthMeaning } from './topic-meaning';
import type { WordVectors } from './word-vectors';

/**
 * The score an article needs: one topic in the body, a catalogue term in the headline, or several
 * related terms together.
 */
export const RELEVANCE_THRESHOLD = 1.4;
/** Left-out articles a run records (newest first): enough to explain a day's feeds, bounded so the run row stays small. */
export const MAX_LEFT_OUT = 100;

export interface FilterCandidate extends RelevanceArticle {
  id: string;
  link?: string | null;
  feedTitle?: string | null;
  publishedAt?: Date | string | null;
}

/** Scores from the embedding model (cosine by article id) and the cosine an article needs. */
export interface SemanticJudgement {
  scores: ReadonlyMap<string, number>;
  threshold: number;
}

/** A later opinion on the score, such as the synth's learned feedback model. */
export type ScoreAdjuster<A> = (
  article: A,
  score: number,
  threshold: number,
) => { score: number; likedTitles: string[] };

export type KeptArticle<A> = A & { relevance?: ArticleRelevance; matchedTopics: string[] };

export interface RelevanceResult<A> {
  kept: KeptArticle<A>[];
  leftOut: LeftOutArticle[];
}

export function filterByRelevance<A extends FilterCandidate>(
  articles: readonly A[],
  topics: readonly string[],
  opts: {
    threshold?: number;
    adjust?: ScoreAdjuster<A>;
    semantic?: SemanticJudgement;
    /** Word vectors: each topic's nearest words in meaning, and how near each article is, count too. */
    vectors?: WordVectors | null;
  } = {},
): RelevanceResult<A> {
  const threshold = opts.semantic?.threshold ?? opts.threshold ?? RELEVANCE_THRESHOLD;
  const vectors = opts.vectors ?? null;
  const terms = termsOf(topics, vectors);
  const meaning = vectors ? synthMeaning(topics, vectors) : null;
  // A synth without topics wants everything its feeds carry.
  if (terms.length === 0) return { kept: articles.map((a) => ({ ...a, matchedTopics: [] })), leftOut: [] };
  const kept: KeptArticle<A>[] = [];
  const leftOut: LeftOutArticle[] = [];
  for (const article of articles) {
    const own = scoreArticle(terms, article, meaning);
    // With a model, the cosine decides; the matched terms still say why.
    const base = opts.semantic ? (opts.semantic.scores.get(article.id) ?? 0) : own.score;
    const adjusted = opts.adjust ? opts.adjust(article, base, threshold) : { score: base, likedTitles: [] };
    const score = Math.round(adjusted.score * 1000) / 1000;
    if (score >= threshold) {
      const relevance: ArticleRelevance = {
        score,
        threshold,
        because: own.because,
        ...(adjusted.likedTitles.length ? { likedTitles: adjusted.likedTitles } : {}),
      };
      kept.push({ ...article, relevance, matchedTopics: own.topics });
    } else if (leftOut.length < MAX_LEFT_OUT) {
      leftOut.push({
        id: article.id,
        title: htmlToText(article.title),
        link: article.link ?? null,
        source: article.feedTitle ?? null,
        publishedAt: article.publishedAt ? new Date(article.publishedAt).toISOString() : null,
        reason:
          own.because.length === 0 && score <= 0
            ? { kind: 'noTopicMatched' }
            : { kind: 'belowThreshold', score, threshold, because: own.because },
      });
    }
  }
  return { kept, leftOut };
}

/** Every left-out article of a run, newest first (undated last), at most MAX_LEFT_OUT. */
export function boundedLeftOut(list: readonly LeftOutArticle[]): LeftOutArticle[] {
  const time = (a: LeftOutArticle) => (a.publishedAt ? Date.parse(a.publishedAt) : -Infinity);
  return [...list].sort((a, b) => time(b) - time(a)).slice(0, MAX_LEFT_OUT);
}

/** The run log's line about this step, true with or without topics. */
export function matchLogLine(kept: number, read: number, topics: readonly string[]): string {
  const articles = (n: number) => `${n} article${n === 1 ? '' : 's'}`;
  if (termsOf(topics).length === 0) return `No topics set: all ${articles(read)} read are kept`;
  return `${articles(kept)} of ${read} match your topics`;
}
