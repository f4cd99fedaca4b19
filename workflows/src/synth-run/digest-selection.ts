// Which feeds a synth reads and which of their articles its digest keeps. The slot's run and the
// prepare pass before it both choose here, so the pass summarises exactly what the run will list.
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AiProvider } from '@synth/core/ai';
import type { Features } from '@synth/core/plans';
import { newestArticleIds, type CandidateArticle } from '@synth/core/feeds';
import {
  boundedLeftOut,
  EMBEDDING_THRESHOLD,
  feedbackAdjuster,
  feedbackModelFor,
  filterByRelevance,
  loadWordVectors,
  relatedTermsOf,
  type SemanticScores,
} from '@synth/core/relevance';
import { lastSucceededRunStartedAt, type DigestChoice } from '@synth/core/runs';
import { SYNTH_DEFAULTS, type RunConfig } from '@synth/core/synths';
import { digestStories } from '@synth/core/stories';

/**
 * Changes whenever the way a choice is made does (the filter, the story clustering, this file), so a
 * choice prepared by a worker of an earlier release is not taken by a newer one.
 */
const CHOICE_VERSION = 2;

/** Articles a run considers at most (newest first); the synth's digest item limit says how many it summarises. */
const MAX_CANDIDATES = 100;

/** The feeds a synth reads: a synth saved on a bigger plan keeps its feeds after a downgrade, but reads only what the plan allows. */
export function feedUrlsOf(
  config: Pick<RunConfig, 'rssFeedUrls'>,
  features: Pick<Features, 'maxRssFeeds'>,
): { urls: string[]; configured: number } {
  const configured = config.rssFeedUrls.filter(Boolean);
  return { urls: configured.slice(0, features.maxRssFeeds), configured: configured.length };
}

/** The newest articles of the synth's feeds (since its last good run when it asks for the latest only), plus any it asked to send anyway. */
export async function candidateArticleIds(
  db: EntityManager,
  synthId: string | null,
  config: Pick<RunConfig, 'fetchLatestOnly'>,
  feedIds: string[],
  sendAnyway: string[] = [],
): Promise<string[]> {
  const since = config.fetchLatestOnly && synthId ? await lastSucceededRunStartedAt(db, synthId) : null;
  return [...new Set([...sendAnyway, ...(await newestArticleIds(db, feedIds, { since, limit: MAX_CANDIDATES }))])];
}

/**
 * Keeps articles matching the topics (moved by the synth's learned taste from its tenth rating on,
 * and by meaning when the model scored them), then one item per story, best first, leaving out
 * stories an earlier digest sent.
 */
async function pickDigestArticles(
  db: EntityManager,
  synthId: string | null,
  // A run started before synths had an item limit carries none in its configuration snapshot.
  config: Pick<RunConfig, 'topics'> & Partial<Pick<RunConfig, 'digestItemLimit'>>,
  rows: CandidateArticle[],
  opts: { semantic?: SemanticScores | null; sendAnyway?: string[] } = {},
) {
  const topics = config.topics;
  const feedback = await feedbackModelFor(db, synthId);
  const semantic = opts.semantic ? { semantic: { scores: opts.semantic.scores, threshold: EMBEDDING_THRESHOLD } } : {};
  const relevant = filterByRelevance(rows, topics, {
    adjust: feedbackAdjuster(feedback),
    vectors: await loadWordVectors(),
    ...semantic,
  });
  // The digest leads with what the reader most wants (their ratings included), not the newest item.
  const scores = new Map(relevant.kept.flatMap((a) => (a.relevance ? [[a.id, a.relevance.score] as const] : [])));
  const picked = await digestStories(db, {
    synthId,
    articles: relevant.kept,
    limit: config.digestItemLimit ?? SYNTH_DEFAULTS.digestItemLimit,
    topics,
    relatedTerms: relatedTermsOf(topics),
    first: opts.sendAnyway,
    scores,
  });
  return { relevant, picked };
}

/** The embedding model that compares this synth's articles with its topics, or null when the topics' words alone decide. */
export function meaningModelFor(
  ai: Pick<AiProvider, 'embed' | 'embeddingModel'>,
  config: Pick<RunConfig, 'topics'>,
): string | null {
  return ai.embed && ai.embeddingModel && config.topics.some((t) => t.trim()) ? ai.embeddingModel : null;
}

type ChoiceConfig = Pick<RunConfig, 'name' | 'topics'> & Partial<Pick<RunConfig, 'digestItemLimit'>>;

/**
 * What a choice depends on that the run knows for itself: its settings, the candidate articles in
 * order, and the embedding model that compares them with the topics. The database's part (ratings,
 * sent stories, the articles' texts) is the choice's mark (`choiceMark`).
 */
export function choiceInputKey(
  config: ChoiceConfig,
  articleIds: readonly string[],
  embeddingModel: string | null,
): string {
  const input = [
    CHOICE_VERSION,
    config.name,
    config.topics,
    config.digestItemLimit ?? SYNTH_DEFAULTS.digestItemLimit,
    embeddingModel,
    articleIds,
  ];
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

/**
 * The digest's items and what the run reports about them, in the shape the prepare pass stores:
 * each item keeps the score and reasons that got it in, and the run lists what it left out and why.
 */
export async function chooseDigestArticles(
  db: EntityManager,
  synthId: string | null,
  config: ChoiceConfig,
  rows: CandidateArticle[],
  opts: { semantic?: SemanticScores | null; sendAnyway?: string[] } = {},
): Promise<DigestChoice> {
  const { relevant, picked } = await pickDigestArticles(db, synthId, config, rows, opts);
  const relevance = new Map(relevant.kept.map((a) => [a.id, a.relevance]));
  return {
    considered: rows.length,
    matched: relevant.kept.length,
    fresh: picked.fresh,
    articles: picked.articles.map((a) => ({
      ...a,
      ...(relevance.get(a.id) ? { relevance: relevance.get(a.id) } : {}),
    })),
    storiesSkippedAsSent: picked.skippedAsSent,
    leftOut: boundedLeftOut([...picked.leftOut, ...relevant.leftOut]),
    shared: picked.shared,
    semanticModel: opts.semantic?.model ?? null,
  };
}
