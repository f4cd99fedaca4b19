// The filter's hook for a synth's learned taste: turns its feedback model into the score adjuster
// filterByRelevance takes, reading each candidate the way its ratings were stored (title, opening
// text, outlet).
import { htmlToText } from '../lib/sanitize';
import { adjustScore, type FeedbackArticle, type FeedbackModel } from './feedback-model';
import type { FilterCandidate, ScoreAdjuster } from './relevance-filter';

export function feedbackAdjuster<A extends FilterCandidate>(model: FeedbackModel | null): ScoreAdjuster<A> | undefined {
  if (!model) return undefined;
  return (article, score, threshold) => adjustScore(model, asFeedbackArticle(article), score, { threshold });
}

function asFeedbackArticle(article: FilterCandidate): FeedbackArticle {
  return {
    title: htmlToText(article.title),
    lead: htmlToText(article.description || article.content || ''),
    source: article.feedTitle ?? null,
  };
}
