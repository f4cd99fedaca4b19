// A synth's stored feedback: one rating per article, read oldest first to train its model.
import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { ArticleRating } from './article-rating.entity';
import {
  MAX_RATINGS_TRAINED,
  MIN_RATINGS_FOR_MODEL,
  trainFeedbackModel,
  type FeedbackArticle,
  type FeedbackModel,
  type FeedbackRating,
} from './feedback-model';
import { isUuid } from '../lib/uuid';
import { loadWordVectors } from './word-vectors';

/** Enough of an article's opening to say what it is about; the model reads fewer words than this. */
export const FEEDBACK_LEAD_CHARS = 1000;

export interface NewRating {
  synthId: string;
  runId: string | null;
  articleId: string;
  article: FeedbackArticle;
  liked: boolean;
}

export interface FeedbackCount {
  liked: number;
  disliked: number;
  total: number;
  /** Ratings still needed before the model takes part (0 once it does). */
  neededToLearn: number;
}

/** Records the choice, replacing this synth's earlier choice on the same article. */
export async function saveRating(em: EntityManager, r: NewRating): Promise<void> {
  const { table, col } = sqlNames(em, ArticleRating);
  const cols = (
    ['id', 'createdAt', 'updatedAt', 'synth', 'articleId', 'runId', 'title', 'lead', 'source', 'liked'] as const
  ).map(col);
  await em.execute(
    `insert into ${table} (${cols.join(', ')}) values (gen_random_uuid(), now(), now(), ?, ?, ?, ?, ?, ?, ?)
       on conflict (${col('synth')}, ${col('articleId')}) do update set
         ${col('liked')} = excluded.${col('liked')}, ${col('runId')} = excluded.${col('runId')}, ${col('updatedAt')} = now()`,
    [
      r.synthId,
      r.articleId,
      r.runId,
      r.article.title,
      r.article.lead?.slice(0, FEEDBACK_LEAD_CHARS) ?? null,
      r.article.source ?? null,
      r.liked,
    ],
  );
}

/** The synth's ratings the model learns from: the newest ones, returned oldest first. */
export async function ratingsOf(em: EntityManager, synthId: string): Promise<FeedbackRating[]> {
  const rows = await em.find(
    ArticleRating,
    { synth: synthId },
    { orderBy: { updatedAt: 'desc', id: 'asc' }, limit: MAX_RATINGS_TRAINED },
  );
  return rows.reverse().map((r) => ({ article: { title: r.title, lead: r.lead, source: r.source }, liked: r.liked }));
}

/** The synth's feedback model, or null below the ratings it needs: the hook the filter and the preview call. */
export async function feedbackModelFor(
  em: EntityManager,
  synthId: string | null | undefined,
): Promise<FeedbackModel | null> {
  if (!synthId) return null;
  const ratings = await ratingsOf(em, synthId);
  // The word vectors are read only once a synth has enough ratings to learn from.
  if (ratings.length < MIN_RATINGS_FOR_MODEL) return null;
  return trainFeedbackModel(ratings, await loadWordVectors());
}

export async function countFeedback(em: EntityManager, synthId: string): Promise<FeedbackCount> {
  const liked = await em.count(ArticleRating, { synth: synthId, liked: true });
  const disliked = await em.count(ArticleRating, { synth: synthId, liked: false });
  const total = liked + disliked;
  return { liked, disliked, total, neededToLearn: Math.max(0, MIN_RATINGS_FOR_MODEL - total) };
}

/** This synth's choice on each of these articles (true: more like this, false: less). */
export async function choicesOn(
  em: EntityManager,
  synthId: string,
  articleIds: string[],
): Promise<Map<string, boolean>> {
  // A run's output may name articles by ids that are not ours (older runs, imported output): they
  // carry no rating, and the uuid column would refuse them.
  const rateable = articleIds.filter(isUuid);
  if (!rateable.length) return new Map();
  const rows = await em.find(
    ArticleRating,
    { synth: synthId, articleId: { $in: rateable } },
    { fields: ['articleId', 'liked'] },
  );
  return new Map(rows.map((r) => [r.articleId, r.liked]));
}

/** Forgets every rating of the synth: its model starts again from nothing. */
export function resetFeedback(em: EntityManager, synthId: string): Promise<number> {
  return em.nativeDelete(ArticleRating, { synth: synthId });
}
