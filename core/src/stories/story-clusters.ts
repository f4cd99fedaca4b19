// One item per story: articles from different feeds that share a canonical URL, or whose title
// and opening are near-duplicates, are grouped; the fullest of them is the one summarised.
import { htmlToText } from '../lib/sanitize';
import { fingerprintOf, storyVectors, type Fingerprint, type StoryText, type StoryVector } from './story-fingerprint';
import type { TopicStems } from './topic-stems';

/**
 * The TF-IDF cosine from which two articles tell the same story, once the synth's topic words are
 * left out and names, figures and dates weighed up. On the labelled story pairs
 * (test-support/story-pairs) precision is 1.00 from 0.2 up, though the memory's margin rule would
 * ask a little more; the news corpus (story-clusters.corpus.test.ts) needs at most 0.203 to join
 * its three-source story. 0.2 serves both: a false merge only folds a story under another item's
 * "Also covered by". bench:stories prints the table, with held-out synths.
 */
export const SAME_STORY_THRESHOLD = 0.2;

export interface StoryCandidate extends StoryText {
  id: string;
  canonicalUrl: string | null;
}

export interface StoryMember<T> {
  article: T;
  fingerprint: Fingerprint;
  vector: StoryVector;
}

export interface Story<T extends StoryCandidate> {
  /** The fullest article: the one summarised and linked first. */
  lead: T;
  /** The other articles telling the same story, newest first. */
  others: T[];
  members: StoryMember<T>[];
}

/** How much text an article carries: its body, or its summary when the feed gives no body. */
export function fullness(a: StoryText): number {
  return Math.max(htmlToText(a.content ?? '').length, htmlToText(a.description ?? '').length);
}

/**
 * Groups articles (newest first) into stories, in the order of each story's newest article. Two
 * articles are linked when they share a canonical URL or their cosine reaches the threshold; a
 * story is every article reachable through links (single linkage), so three outlets form one
 * story when each retells it close enough to one other. `ignore` holds the synth's topic stems,
 * which say nothing about the story. `vectors` (one per article) lets the
 * caller weigh the articles together with other documents (the remembered stories).
 */
export function clusterStories<T extends StoryCandidate>(
  articles: T[],
  opts: { threshold?: number; ignore?: TopicStems; fingerprints?: Fingerprint[]; vectors?: StoryVector[] } = {},
): Story<T>[] {
  const threshold = opts.threshold ?? SAME_STORY_THRESHOLD;
  const fingerprints = opts.fingerprints ?? articles.map((a) => fingerprintOf(a, { ignore: opts.ignore }));
  const vectors = opts.vectors ?? storyVectors(fingerprints);
  const items: StoryMember<T>[] = articles.map((article, i) => ({
    article,
    fingerprint: fingerprints[i],
    vector: vectors[i],
  }));
  const parent = items.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  const link = (i: number, j: number) => {
    if (root(i) !== root(j)) parent[root(j)] = root(i);
  };
  const firstWithUrl = new Map<string, number>();
  items.forEach(({ article }, i) => {
    if (!article.canonicalUrl) return;
    const first = firstWithUrl.get(article.canonicalUrl);
    if (first === undefined) firstWithUrl.set(article.canonicalUrl, i);
    else link(first, i);
  });
  for (const [i, j] of pairsAtLeast(vectors, threshold)) link(i, j);
  const groups = new Map<number, StoryMember<T>[]>();
  items.forEach((item, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), item]));
  return [...groups.values()].map((members) => {
    // The fullest source is summarised; on a tie the newest wins (members are newest first).
    const lead = members.reduce((best, m) => (fullness(m.article) > fullness(best.article) ? m : best)).article;
    return { lead, others: members.map((m) => m.article).filter((a) => a !== lead), members };
  });
}

/**
 * The pairs (i < j) of vectors whose cosine reaches the threshold, found through the hashes they
 * share: most of an article's shingles are its own, so this adds up far fewer products than
 * comparing every article with every other. Each pair's products are added in the order cosine adds
 * them, so the figures are the same.
 */
export function pairsAtLeast(vectors: StoryVector[], threshold: number): [number, number][] {
  const holders = new Map<number, { item: number; weight: number }[]>();
  vectors.forEach((v, item) => {
    for (let k = 0; k < v.hashes.length; k++) {
      const list = holders.get(v.hashes[k]);
      if (list) list.push({ item, weight: v.weights[k] });
      else holders.set(v.hashes[k], [{ item, weight: v.weights[k] }]);
    }
  });
  const pairs: [number, number][] = [];
  const dot = new Float64Array(vectors.length);
  const touched: number[] = [];
  vectors.forEach((v, i) => {
    for (let k = 0; k < v.hashes.length; k++) {
      for (const h of holders.get(v.hashes[k])!) {
        if (h.item <= i) continue;
        if (dot[h.item] === 0) touched.push(h.item);
        dot[h.item] += v.weights[k] * h.weight;
      }
    }
    for (const j of touched.sort((a, b) => a - b)) {
      if (dot[j] >= threshold) pairs.push([i, j]);
      dot[j] = 0;
    }
    touched.length = 0;
  });
  return pairs;
}
