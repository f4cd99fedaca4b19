// A synth's taste, learned from its reader's "More like this" / "Less like this": logistic
// regression on TF-IDF features of each rated item's title, lead and source. It is retrained from
// the stored ratings whenever a run or the editor's preview needs it (a few hundred short texts
// train in milliseconds), so every new rating counts from the next score on. Pure and
// deterministic: zero start, fixed steps, no randomness, so a run and its replay agree.
import { lexiconEntriesIn } from '../catalog/topic-lexicon';
import { isGenericWord } from './generic-topics';
import { stemWord, wordsOf } from './stems';

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
  idf: Map<string, number>;
  weights: Map<string, number>;
  bias: number;
  /** The liked items with their vectors, to name the ones an article resembles. */
  liked: { title: string; vector: Map<string, number> }[];
}

export interface AdjustedScore {
  score: number;
  /** Titles of liked items this article resembles most, when the model raised its score. */
  likedTitles: string[];
}

export interface AdjustOptions {
  /**
   * How far a sure verdict moves the score, in thresholds (default DEFAULT_STRENGTH): at 2, an item
   * the model leans three to one towards wanted gains a whole threshold, so it is kept even when no
   * topic named it ("Include stories like this"), and one leaning as far the other way loses one.
   */
  strength?: number;
  threshold?: number;
}

/** See AdjustOptions.strength. */
export const DEFAULT_STRENGTH = 2;
/** The topic score, in thresholds, beyond which the learned model alone orders items. */
export const SURE_TOPIC_SCORE = 2;
/** Words of the lead read: the opening says what the item is about. */
const LEAD_WORDS = 60;
/** A headline word says more about an item than a word of its lead. */
const TITLE_WEIGHT = 2;
const STEPS = 300;
const LEARNING_RATE = 0.5;
/** L2 penalty: keeps one rare word from deciding alone. */
const L2 = 0.01;
/** How alike (cosine) a liked item must be to be named in "because you liked …". */
const MIN_LIKED_SIMILARITY = 0.1;
const MAX_LIKED_TITLES = 2;

/** The model for these ratings (oldest first), or null while there are too few to mean anything. */
export function trainFeedbackModel(ratings: readonly FeedbackRating[]): FeedbackModel | null {
  const used = ratings.slice(-MAX_RATINGS_TRAINED);
  if (used.length < MIN_RATINGS_FOR_MODEL) return null;
  const counts = used.map((r) => termCounts(r.article));
  const idf = inverseDocumentFrequencies(counts);
  const vectors = counts.map((c) => tfidf(c, idf));
  const labels = used.map((r) => (r.liked ? 1 : 0));
  // Each side weighs half, so a reader who mostly clicks "More" does not teach "keep everything".
  const likedCount = labels.filter((y) => y === 1).length;
  const classWeight = (y: number) => used.length / (2 * Math.max(1, y === 1 ? likedCount : used.length - likedCount));

  const weights = new Map<string, number>();
  let bias = 0;
  for (let step = 0; step < STEPS; step++) {
    const gradient = new Map<string, number>();
    let biasGradient = 0;
    vectors.forEach((x, i) => {
      const error = (sigmoid(dot(weights, x) + bias) - labels[i]) * classWeight(labels[i]);
      for (const [term, value] of x) gradient.set(term, (gradient.get(term) ?? 0) + error * value);
      biasGradient += error;
    });
    for (const [term, g] of gradient) {
      const w = weights.get(term) ?? 0;
      weights.set(term, w - LEARNING_RATE * (g / used.length + L2 * w));
    }
    bias -= (LEARNING_RATE * biasGradient) / used.length;
  }
  const liked = used.flatMap((r, i) => (r.liked ? [{ title: r.article.title, vector: vectors[i] }] : []));
  return { ratings: used.length, idf, weights, bias, liked };
}

/** How likely the reader wants this item, from 0 to 1 (0.5: the model cannot tell). */
export function likelihoodOfWanted(model: FeedbackModel, article: FeedbackArticle): number {
  return sigmoid(dot(model.weights, tfidf(termCounts(article), model.idf)) + model.bias);
}

/**
 * The relevance score with the reader's taste applied: unchanged without a model, otherwise moved
 * up or down by up to `strength` × `threshold` as the model leans towards wanted or not (nothing
 * when it cannot tell).
 */
export function adjustScore(
  model: FeedbackModel | null,
  article: FeedbackArticle,
  baseScore: number,
  options: AdjustOptions = {},
): AdjustedScore {
  if (!model) return { score: baseScore, likedTitles: [] };
  const { strength = DEFAULT_STRENGTH, threshold = 1 } = options;
  const vector = tfidf(termCounts(article), model.idf);
  const p = sigmoid(dot(model.weights, vector) + model.bias);
  // Past a couple of thresholds more topic words say no more about what this reader wants: the
  // learned taste, not the count of matched terms, then decides which items lead the digest.
  const score = Math.min(baseScore, SURE_TOPIC_SCORE * threshold) + strength * threshold * (2 * p - 1);
  return { score, likedTitles: p > 0.5 ? resembledLikedTitles(model, vector) : [] };
}

function resembledLikedTitles(model: FeedbackModel, vector: Map<string, number>): string[] {
  return (
    model.liked
      .map((l, order) => ({ title: l.title, similarity: dot(l.vector, vector), order }))
      .filter((l) => l.similarity >= MIN_LIKED_SIMILARITY)
      // Most alike first; among equals the newest rating, so the order never depends on chance.
      .sort((a, b) => b.similarity - a.similarity || b.order - a.order)
      .filter((l, i, all) => all.findIndex((o) => o.title === l.title) === i)
      .slice(0, MAX_LIKED_TITLES)
      .map((l) => l.title)
  );
}

function termCounts(article: FeedbackArticle): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (term: string, n: number) => counts.set(term, (counts.get(term) ?? 0) + n);
  const title = contentStems(article.title);
  const lead = contentStems(article.lead ?? '').slice(0, LEAD_WORDS);
  for (const s of title) add(s, TITLE_WEIGHT);
  for (const s of lead) add(s, 1);
  // The fields of the catalogue's lexicon the item's words belong to ("port" and "vessel": shipping):
  // a few ratings then speak for items that share the field but not the words.
  for (const entry of lexiconEntriesIn([...title, ...lead])) add(`field:${entry}`, 1);
  const source = article.source?.trim().toLowerCase();
  // A prefix no word can carry keeps the outlet apart from the same word in a headline.
  if (source) add(`source:${source}`, 1);
  return counts;
}

/** Porter2 stems of the words that say what an item is about (stop words and news words left out). */
function contentStems(text: string): string[] {
  return wordsOf(text)
    .filter((w) => (w.length > 2 || /^\d{2,}$/.test(w)) && !isGenericWord(w))
    .map(stemWord);
}

function inverseDocumentFrequencies(documents: Map<string, number>[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const d of documents) for (const term of d.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  const n = documents.length;
  // Smoothed, as scikit-learn's TfidfVectorizer: a term in every document still counts a little.
  return new Map([...df].map(([term, f]) => [term, Math.log((1 + n) / (1 + f)) + 1]));
}

/** Unit-length TF-IDF vector over the model's vocabulary; unseen terms carry nothing. */
function tfidf(counts: Map<string, number>, idf: Map<string, number>): Map<string, number> {
  const vector = new Map<string, number>();
  for (const [term, count] of counts) {
    const weight = idf.get(term);
    if (weight !== undefined) vector.set(term, (1 + Math.log(count)) * weight);
  }
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

function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}
