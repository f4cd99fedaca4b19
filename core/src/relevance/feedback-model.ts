// A synth's taste, learned from its reader's "More like this" / "Less like this": a profile of the
// rated items (Rocchio's method), the centroid of the liked items' vectors minus half the disliked
// ones', over their title, lead and source. A word counts by how much more often it comes with a
// liked item than with a disliked one (relevance frequency, Lan et al. 2009), not by how rare it is:
// the words that keep coming back in what the reader liked are their taste, while a rare word one
// liked item happened to use is chance. Beside the words, the model reads what they mean: each item
// is also the mean of its words' vectors (see word-vectors), and the direction from the disliked
// items' mean to the liked items' tells which way the reader leans, so an item about a canal rises
// after ratings that liked ports and vessels, though no rated item said "canal". Built from the
// stored ratings whenever a run or the editor's preview needs it, so every new rating counts from
// the next score on. Pure and deterministic, so a run and its replay agree.
//
// A profile rather than a regression, because a few ratings name a handful of words and the profile
// uses each of them fully; chosen on bench:relevance (bench/results/relevance.md).
import { contentWords, HEADLINE_WEIGHT, LEAD_WORDS, meaningOf } from './meaning';
import { stemWord } from './stems';
import type { WordVectors } from './word-vectors';

/** Below this many ratings the model stays silent: a handful of clicks is not a preference yet. */
export const MIN_RATINGS_FOR_MODEL = 10;
/** The newest ratings trained on; older taste fades out rather than piling up without bound. */
export const MAX_RATINGS_TRAINED = 500;

/** What the model reads of an item: its headline, its opening text and the outlet that ran it. */
export interface FeedbackArticle {
  title: string;
  lead?: string | null;
  source?: string | null;
}

export interface FeedbackRating {
  article: FeedbackArticle;
  /** true for "More like this" (and "Include stories like this"), false for "Less like this". */
  liked: boolean;
}

export interface FeedbackModel {
  /** How many ratings it learned from. */
  ratings: number;
  /** The liked items' titles and weighed word vectors, to name in "because you liked …". */
  liked: { title: string; vector: Map<string, number> }[];
  /** The reader's taste: the liked items' centroid minus DISLIKED_WEIGHT times the disliked items'. */
  profile: Map<string, number>;
  /** Each rated word's weight (see relevanceFrequencies). */
  weights: Map<string, number>;
  /**
   * Which way the reader leans in meaning: the liked items' mean word vector minus the disliked
   * items' (null without word vectors, or until there are ratings of both kinds: the mean of one
   * kind alone points where every news item points).
   */
  leaning: { vectors: WordVectors; direction: Float64Array } | null;
}

export interface AdjustedScore {
  score: number;
  /** Titles of liked items this article resembles most, when the model raised its score. */
  likedTitles: string[];
}

export interface AdjustOptions {
  /**
   * How far the model moves a score at most, in thresholds (default DEFAULT_STRENGTH): an item
   * close to what the reader liked gains up to two thresholds, so it is kept even when no topic
   * named it ("Include stories like this"), and one close to what they disliked loses as much.
   */
  strength?: number;
  threshold?: number;
}

/** See AdjustOptions.strength. */
export const DEFAULT_STRENGTH = 2;
/**
 * The topic score, in thresholds, beyond which the learned model alone orders items: once an item
 * is plainly on topic, more matched terms say nothing about what this reader wants.
 */
export const SURE_TOPIC_SCORE = 1.25;
/**
 * Thresholds moved per unit of affinity near neutral: an item 0.05 closer to the liked items than
 * to the disliked gains about one. Further out the move levels off towards the strength, so items
 * the model likes a lot still keep their order rather than all gaining the same.
 */
const AFFINITY_SCALE = 20;
/** How much the leaning in meaning counts beside the words (bench/results/relevance.md, "Word vectors"). */
const LEANING_WEIGHT = 0.5;
/** How much the disliked items' centroid counts against the liked items' (Rocchio's beta over gamma). */
const DISLIKED_WEIGHT = 0.5;
/** How alike (cosine) a liked item must be to be named in "because you liked …". */
const MIN_LIKED_SIMILARITY = 0.1;
const MAX_LIKED_TITLES = 2;

/**
 * The model for these ratings (oldest first), or null while there are too few to mean anything.
 * Without word vectors it reads the words alone.
 */
export function trainFeedbackModel(
  ratings: readonly FeedbackRating[],
  wordVectors: WordVectors | null = null,
): FeedbackModel | null {
  const used = ratings.slice(-MAX_RATINGS_TRAINED);
  if (used.length < MIN_RATINGS_FOR_MODEL) return null;
  const rated = used.map((r) => ({ title: r.article.title, counts: termCounts(r.article), liked: r.liked }));
  const weights = relevanceFrequencies(rated);
  const vectors = rated.map((r) => ({ ...r, vector: weighed(r.counts, weights) }));
  const liked = vectors.filter((r) => r.liked);
  const profile = centroid(liked.map((r) => r.vector));
  for (const [term, x] of centroid(vectors.filter((r) => !r.liked).map((r) => r.vector)))
    profile.set(term, (profile.get(term) ?? 0) - DISLIKED_WEIGHT * x);
  return {
    ratings: used.length,
    liked: liked.map((r) => ({ title: r.title, vector: r.vector })),
    profile: new Map([...profile].filter(([, x]) => x !== 0)),
    weights,
    leaning: wordVectors ? leaningOf(wordVectors, used) : null,
  };
}

function leaningOf(vectors: WordVectors, rated: readonly FeedbackRating[]): FeedbackModel['leaning'] {
  const liked = new Float64Array(vectors.dimensions);
  const disliked = new Float64Array(vectors.dimensions);
  let likedCount = 0;
  let dislikedCount = 0;
  for (const r of rated) {
    const v = meaningOf(vectors, r.article.title, r.article.lead ?? '');
    if (!v) continue;
    const sum = r.liked ? liked : disliked;
    for (let i = 0; i < v.length; i++) sum[i] += v[i];
    if (r.liked) likedCount++;
    else dislikedCount++;
  }
  if (!likedCount || !dislikedCount) return null;
  return { vectors, direction: liked.map((x, i) => x / likedCount - disliked[i] / dislikedCount) };
}

/** How far an item leans the reader's way in meaning (0 without a leaning). */
function leaningTowards(model: FeedbackModel, article: FeedbackArticle): number {
  if (!model.leaning) return 0;
  const v = meaningOf(model.leaning.vectors, article.title, article.lead ?? '');
  if (!v) return 0;
  let sum = 0;
  for (let i = 0; i < v.length; i++) sum += v[i] * model.leaning.direction[i];
  return sum;
}

function vectorOf(model: FeedbackModel, article: FeedbackArticle): Map<string, number> {
  return weighed(termCounts(article), model.weights);
}

/** How near an item is to the reader's taste: its likeness to the profile plus its leaning (0: cannot tell). */
export function affinityOf(model: FeedbackModel, article: FeedbackArticle): number {
  return dot(vectorOf(model, article), model.profile) + LEANING_WEIGHT * leaningTowards(model, article);
}

/** Titles of the liked items an article (its vector) resembles most, most alike first. */
function likedTitlesFor(model: FeedbackModel, v: Map<string, number>): string[] {
  return (
    model.liked
      .map((l, order) => ({ title: l.title, similarity: dot(l.vector, v), order }))
      .filter((l) => l.similarity >= MIN_LIKED_SIMILARITY)
      // Most alike first; among equals the newest rating, so the order never depends on chance.
      .sort((a, b) => b.similarity - a.similarity || b.order - a.order)
      .filter((l, i, all) => all.findIndex((o) => o.title === l.title) === i)
      .slice(0, MAX_LIKED_TITLES)
      .map((l) => l.title)
  );
}

/** How likely the reader wants this item, from 0 to 1 (0.5: the model cannot tell). */
export function likelihoodOfWanted(model: FeedbackModel, article: FeedbackArticle): number {
  return sigmoid(AFFINITY_SCALE * affinityOf(model, article));
}

/**
 * The relevance score with the reader's taste applied: unchanged without a model, otherwise moved
 * up or down by up to `strength` × `threshold` as the item is nearer the liked or the disliked
 * items.
 */
export function adjustScore(
  model: FeedbackModel | null,
  article: FeedbackArticle,
  baseScore: number,
  options: AdjustOptions = {},
): AdjustedScore {
  if (!model) return { score: baseScore, likedTitles: [] };
  const { strength = DEFAULT_STRENGTH, threshold = 1 } = options;
  // The article's words are weighed once, for its affinity and for the liked items it resembles.
  const vector = vectorOf(model, article);
  const words = dot(vector, model.profile);
  const onTopic = Math.min(baseScore, SURE_TOPIC_SCORE * threshold);
  const moved = (affinity: number) =>
    onTopic + strength * Math.tanh((AFFINITY_SCALE * affinity) / strength) * threshold;
  // The leaning in meaning orders what the words keep, and may let go of an item that leans away;
  // it never brings in one the words leave out: a near-miss that reads like what was liked (a cruise
  // ship in port, for a reader of ports) stays out (bench/results/relevance.md, "Word vectors").
  const affinity = moved(words) >= threshold ? words + LEANING_WEIGHT * leaningTowards(model, article) : words;
  const score = moved(affinity);
  return { score, likedTitles: affinity > 0 ? likedTitlesFor(model, vector) : [] };
}

function termCounts(article: FeedbackArticle): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (term: string, n: number) => counts.set(term, (counts.get(term) ?? 0) + n);
  const title = contentStems(article.title);
  const lead = contentStems(article.lead ?? '').slice(0, LEAD_WORDS);
  for (const s of title) add(s, HEADLINE_WEIGHT);
  for (const s of lead) add(s, 1);
  const source = article.source?.trim().toLowerCase();
  // A prefix no word can carry keeps the outlet apart from the same word in a headline.
  if (source) add(`source:${source}`, 1);
  return counts;
}

/** Porter2 stems of an item's content words. */
function contentStems(text: string): string[] {
  return contentWords(text).map(stemWord);
}

/**
 * Each word's weight, from how many liked and disliked items carry it: log2(2 + liked / disliked),
 * with at least one disliked item assumed. A word only disliked items carry weighs 1, one every
 * liked item and no disliked item carries weighs most.
 */
const UNRATED_WORD_WEIGHT = 1;

function relevanceFrequencies(rated: { counts: Map<string, number>; liked: boolean }[]): Map<string, number> {
  const liked = new Map<string, number>();
  const disliked = new Map<string, number>();
  for (const r of rated) {
    const tally = r.liked ? liked : disliked;
    for (const term of r.counts.keys()) tally.set(term, (tally.get(term) ?? 0) + 1);
  }
  const terms = new Set([...liked.keys(), ...disliked.keys()]);
  return new Map(
    [...terms].map((term) => [term, Math.log2(2 + (liked.get(term) ?? 0) / Math.max(1, disliked.get(term) ?? 0))]),
  );
}

/**
 * An item's words as a unit-length vector. A word no rated item carries weighs 1, as the formula
 * gives it: it likens the item to nothing, but an item that is mostly such words is less alike.
 */
function weighed(counts: Map<string, number>, weights: Map<string, number>): Map<string, number> {
  const vector = new Map<string, number>();
  for (const [term, count] of counts)
    vector.set(term, (1 + Math.log(count)) * (weights.get(term) ?? UNRATED_WORD_WEIGHT));
  const norm = Math.sqrt([...vector.values()].reduce((s, v) => s + v * v, 0));
  if (norm > 0) for (const [term, v] of vector) vector.set(term, v / norm);
  return vector;
}

function dot(a: Map<string, number>, b: Map<string, number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [term, v] of small) sum += v * (large.get(term) ?? 0);
  return sum;
}

/** The mean of the vectors (empty when there are none: then it likens nothing). */
function centroid(vectors: Map<string, number>[]): Map<string, number> {
  const sum = new Map<string, number>();
  for (const v of vectors) for (const [term, x] of v) sum.set(term, (sum.get(term) ?? 0) + x / vectors.length);
  return sum;
}

function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}
