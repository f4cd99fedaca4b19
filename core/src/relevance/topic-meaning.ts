// What a synth's topics mean, as word vectors tell it: each topic's direction, the synth's as a
// whole, and each topic's nearest related words. A word near one topic can be near it in a sense the
// synth does not follow ("wind" is near "snow" and "thunderstorm"), so a related word must also be
// near the synth's topics together: beside solar and batteries, wind loses snow, fog and
// thunderstorm. GloVe's vectors mix a word's senses, so this narrows them and no more; a related word
// weighs little, and alone it never keeps an article.
import { topicWithoutPrefix } from '../synths/professional-topic';
import { isGenericTopic, isGenericWord } from '../synths/generic-topics';
import { contentWords, dot, unit } from './meaning';
import { stemWord } from './stems';
import { LRUCache } from 'lru-cache';
import type { Neighbour, WordVectors } from './word-vectors';

export interface TopicDirection {
  /** The topic as saved (prefix included). */
  topic: string;
  /** The topic as a person reads it. */
  label: string;
  direction: Float64Array;
}

export interface SynthMeaning {
  vectors: WordVectors;
  topics: TopicDirection[];
  /** The topics' mean direction: what the synth follows as a whole. */
  synth: Float64Array;
}

export interface RelatedWord {
  topic: TopicDirection;
  word: string;
}

/**
 * A related word's cosine with its topic and with the synth's topics together, at least. The values
 * of this file were chosen on bench:relevance's calibration half.
 */
const NEAR_TOPIC = 0.5;
const NEAR_SYNTH = 0.5;
/**
 * Related words a synth gets, shared among its topics (one each at least): one broad topic ("renewable
 * energy") needs many to reach its field's parts, thirteen specific ones need few.
 */
const RELATED_PER_SYNTH = 20;
/** Nearest words read per topic before the rules below choose among them. */
const CANDIDATES = 100;
/** The thousand most common words ("jobs", "markets", "food") are too general to tell a field's stories apart. */
const MIN_RANK = 1000;
/**
 * Smooth inverse frequency (Arora et al., 2017): a topic's word weighs rank / (rank + this), so a
 * common word says less of what the topic means than a rare one ("open" in "open banking").
 */
const COMMON_RANK = 1000;
const PLAIN_WORD = /^\p{L}[\p{L}-]*\p{L}$/u;

/**
 * Kept per process: a topic's nearest words (the costly part, a pass over every vector) for each
 * topic, which many synths share, and each synth's meaning and related words by its topics.
 */
const candidates = new LRUCache<string, { vectors: WordVectors; words: Neighbour[] }>({ max: 2000 });
const meanings = new LRUCache<string, { vectors: WordVectors; meaning: SynthMeaning | null }>({ max: 5000 });
const related = new LRUCache<string, { meaning: SynthMeaning; words: RelatedWord[] }>({ max: 5000 });

/** The topics' directions (a topic none of whose words the vectors know has none), or null when no topic has one. */
export function synthMeaning(topics: readonly string[], vectors: WordVectors): SynthMeaning | null {
  const key = topics.join('\n');
  const had = meanings.get(key);
  if (had?.vectors === vectors) return had.meaning;
  const directions = topics.flatMap((topic): TopicDirection[] => {
    const label = topicWithoutPrefix(topic).normalize('NFC').trim();
    if (!label || isGenericTopic(label)) return [];
    const sum = new Float64Array(vectors.dimensions);
    let known = false;
    for (const w of contentWords(label)) {
      const rank = vectors.rankOf(w);
      if (rank !== null) known = vectors.addTo(sum, w, rank / (rank + COMMON_RANK)) || known;
    }
    const direction = known ? unit(sum) : null;
    return direction ? [{ topic, label: label.toLowerCase(), direction }] : [];
  });
  const sum = new Float64Array(vectors.dimensions);
  for (const t of directions) for (let i = 0; i < sum.length; i++) sum[i] += t.direction[i];
  const synth = unit(sum);
  const meaning = synth ? { vectors, topics: directions, synth } : null;
  meanings.set(key, { vectors, meaning });
  return meaning;
}

/**
 * Each topic's nearest related words in the synth's sense, nearest first, leaving out the words
 * `known` already covers (by stem: the topics' own words, their related terms and their words of
 * another sense). `known` must follow from the topics alone: the answer is kept by topics.
 */
export function relatedWords(meaning: SynthMeaning, known: (stem: string) => boolean): RelatedWord[] {
  const key = meaning.topics.map((t) => t.topic).join('\n');
  const had = related.get(key);
  if (had?.meaning === meaning) return had.words;
  const perTopic = Math.ceil(RELATED_PER_SYNTH / Math.max(1, meaning.topics.length));
  const words = meaning.topics.flatMap((topic) => nearestOf(meaning, topic, known, perTopic));
  related.set(key, { meaning, words });
  return words;
}

function nearestOf(
  meaning: SynthMeaning,
  topic: TopicDirection,
  known: (stem: string) => boolean,
  count: number,
): RelatedWord[] {
  const seen = new Set<string>();
  const out: RelatedWord[] = [];
  for (const n of candidatesOf(meaning.vectors, topic)) {
    if (out.length === count) break;
    const stem = stemWord(n.word);
    if (seen.has(stem) || known(stem)) continue;
    const v = meaning.vectors.vectorOf(n.word);
    if (!v || dot(v, meaning.synth) < NEAR_SYNTH) continue;
    seen.add(stem);
    out.push({ topic, word: n.word });
  }
  return out;
}

/** The words nearest a topic, nearest first, that could say what it means: neither its own words, nor too common. */
function candidatesOf(vectors: WordVectors, topic: TopicDirection): Neighbour[] {
  const had = candidates.get(topic.label);
  if (had?.vectors === vectors) return had.words;
  const own = new Set(contentWords(topic.label).map(stemWord));
  const words = vectors
    .nearest(topic.direction, CANDIDATES, (w) => PLAIN_WORD.test(w) && !isGenericWord(w))
    .filter(
      (n) => n.similarity >= NEAR_TOPIC && !own.has(stemWord(n.word)) && (vectors.rankOf(n.word) ?? 0) >= MIN_RANK,
    );
  candidates.set(topic.label, { vectors, words });
  return words;
}
