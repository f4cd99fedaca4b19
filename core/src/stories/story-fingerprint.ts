// How alike two articles' stories are: TF-IDF cosine over word shingles (single words and word
// pairs) of the title and the opening of the text, after the normalisation the extractive summary
// uses (lower case, punctuation and stop words removed, light stemming), plus the story's markers
// (names, figures, dates), weighed up. Outlets retell a story in their own words, so plain shingle
// overlap (Jaccard) stays low for them; what they share are the rare words (names, places,
// figures), which IDF weighs up and common newsroom words down. The synth's own topic words are
// left out: every article it keeps shares them, whichever story it tells.
import { contentWords } from '../ai/extractive-summary';
import { htmlToText } from '../lib/sanitize';
import { memoizeByText } from '../lib/text-memo';
import { isTitleCase, storyMarkers } from './story-markers';
import { NO_TOPIC_STEMS, topicStemsKey, wordStem, type TopicStems } from './topic-stems';

/** Content words of the text that count: the opening says what the story is, the rest adds detail. */
export const LEAD_WORDS = 80;
/** Shingle lengths in words: single words catch rephrased headlines, word pairs weigh shared phrases. */
const SHINGLE_SIZES = [1, 2];

/** [shingle hash, count] pairs, sorted by hash: small enough to store per sent story. */
export type Fingerprint = [number, number][];
/**
 * A unit-length TF-IDF vector: shingle hashes ascending, each with its weight. Typed arrays rather
 * than a Map: a run compares every pair of its articles, and walking two sorted arrays allocates
 * nothing per comparison.
 */
export interface StoryVector {
  hashes: Uint32Array;
  weights: Float64Array;
}

export interface StoryText {
  title: string;
  description?: string | null;
  content?: string | null;
}

/** The words a story is recognised by: its title, then the opening of its fullest text. */
export function storyWords(a: StoryText): string[] {
  const text = htmlToText(a.content || a.description || '');
  return [...contentWords(htmlToText(a.title)), ...contentWords(text).slice(0, LEAD_WORDS)];
}

/**
 * How much a figure or date counts (once per article) against one occurrence of a word: chosen
 * with the thresholds on the labelled story pairs (bench:stories prints the table).
 */
export const MARKER_WEIGHT = 3;
/**
 * A name counts a third of a figure or date (on top of its words, which count already): an actor
 * recurs across its stories (the same regulator fines one firm and licenses another), an event's
 * figures and dates rarely do. Chosen with MARKER_WEIGHT on the labelled pairs.
 */
const NAME_SHARE = 1 / 3;

export interface FingerprintOptions {
  /** Stems of the synth's topic words and related terms: no shingle or marker containing one counts. */
  ignore?: TopicStems;
  /** How much a name, figure or date counts (0 gives the words-only fingerprint, for comparison). */
  markerWeight?: number;
}

/** The story's fingerprint for a synth with these topics (shared between callers: never change it in place). */
export function fingerprintOf(a: StoryText, opts: FingerprintOptions = {}): Fingerprint {
  const ignore = opts.ignore ?? NO_TOPIC_STEMS;
  return fingerprintOfText(
    `${opts.markerWeight ?? MARKER_WEIGHT} ${topicStemsKey(ignore)}\u0001${a.title}\u0000${a.content || a.description || ''}`,
  );
}

// Kept per worker: an article reaches every run of every synth that reads its feed. The key holds
// everything the fingerprint depends on: the marker weight, the ignored stems, the title, the text.
const fingerprintOfText = memoizeByText(
  (key: string): Fingerprint => {
    const head = key.indexOf('\u0001'),
      cut = key.indexOf('\u0000');
    const [weight, ...ignored] = key.slice(0, head).split(' ');
    return computeFingerprint(
      { title: key.slice(head + 1, cut), content: key.slice(cut + 1) },
      { ignore: new Set(ignored.filter(Boolean)), markerWeight: Number(weight) },
    );
  },
  { weigh: (fp) => fp.length * 24 },
);

function computeFingerprint(
  a: StoryText,
  { ignore, markerWeight }: { ignore: TopicStems; markerWeight: number },
): Fingerprint {
  const words = storyWords(a);
  const isTopic = words.map((w) => ignore.has(wordStem(w)));
  const counts = new Map<number, number>();
  const add = (shingle: string, n: number) => {
    const h = fnv1a(shingle);
    counts.set(h, (counts.get(h) ?? 0) + n);
  };
  for (const k of SHINGLE_SIZES) {
    for (let i = 0; i + k <= words.length; i++) {
      if (!isTopic.slice(i, i + k).includes(true)) add(words.slice(i, i + k).join(' '), 1);
    }
  }
  if (markerWeight > 0) {
    const title = htmlToText(a.title);
    const lead = htmlToText(a.content || a.description || '')
      .split(/\s+/)
      .slice(0, LEAD_WORDS * 2)
      .join(' ');
    // Each marker once: a name repeated in the headline and the lead is still one name.
    for (const m of new Set([...storyMarkers(title, { titleCase: isTitleCase(title) }), ...storyMarkers(lead)])) {
      const isName = m.startsWith('name:');
      if (isName && contentWords(m.slice(5)).some((w) => ignore.has(wordStem(w)))) continue;
      add(m, isName ? markerWeight * NAME_SHARE : markerWeight);
    }
  }
  return [...counts].sort((x, y) => x[0] - y[0]);
}

/**
 * Notional articles that share no shingle with the real ones, counted into every weighting: without
 * them a run with three articles would weigh a word all three carry nearly as much as a name two of
 * them share, and the same pair would score differently in a small run and a large one.
 */
export const BACKGROUND_ARTICLES = 30;

/**
 * TF-IDF vectors of these fingerprints, with document frequencies counted over the same set (the
 * run's articles and the remembered ones): a shingle in every article weighs little, one two
 * articles share weighs much. Raw counts and smoothed IDF, as scikit-learn's TfidfVectorizer defaults
 * (on the labelled corpus, raw counts separated stories better than log-scaled ones).
 */
export function storyVectors(fingerprints: Fingerprint[]): StoryVector[] {
  const df = new Map<number, number>();
  for (const fp of fingerprints) for (const [h] of fp) df.set(h, (df.get(h) ?? 0) + 1);
  const n = fingerprints.length + BACKGROUND_ARTICLES;
  return fingerprints.map((fp) => {
    // Fingerprints are sorted by hash, so the vector's hashes are too.
    const hashes = new Uint32Array(fp.length);
    const weights = new Float64Array(fp.length);
    let squares = 0;
    for (let i = 0; i < fp.length; i++) {
      const [h, tf] = fp[i];
      hashes[i] = h;
      weights[i] = tf * (Math.log((1 + n) / (1 + df.get(h)!)) + 1);
      squares += weights[i] * weights[i];
    }
    const norm = Math.sqrt(squares);
    if (norm > 0) for (let i = 0; i < weights.length; i++) weights[i] /= norm;
    return { hashes, weights };
  });
}

/** Cosine similarity of two unit vectors: 1 for the same text, 0 for nothing in common. */
export function cosine(a: StoryVector, b: StoryVector): number {
  const ah = a.hashes,
    bh = b.hashes;
  let i = 0,
    j = 0,
    dot = 0;
  while (i < ah.length && j < bh.length) {
    if (ah[i] === bh[j]) dot += a.weights[i++] * b.weights[j++];
    else if (ah[i] < bh[j]) i++;
    else j++;
  }
  return dot;
}

/** Jaccard similarity of the shingle sets, the plain measure the corpus test compares against. */
export function jaccard(a: Fingerprint, b: Fingerprint): number {
  if (!a.length || !b.length) return 0;
  let i = 0,
    j = 0,
    shared = 0;
  while (i < a.length && j < b.length) {
    if (a[i][0] === b[j][0]) {
      shared++;
      i++;
      j++;
    } else if (a[i][0] < b[j][0]) i++;
    else j++;
  }
  return shared / (a.length + b.length - shared);
}

// FNV-1a: a fast, well-spread 32-bit string hash; collisions among a few hundred shingles are negligible.
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
