// What a synth's topics look for: each topic itself and its word family, then its related terms from
// the catalogue's lexicon, from WordNet and, with word vectors, its nearest words in meaning, each
// weighted below the topic; and the other parts of its field in the catalogue, each with its own
// terms, weighted below the topic's own. Worked out once per topic (and per synth's topics, for
// meaning) and kept, so a run only matches stems.
import { categoryTermsFor, lexiconTermsFor } from './topic-lexicon';
import { otherSensesFor, TRADE_CONTEXT } from './topic-senses';
import { topicWithoutPrefix } from '../synths/professional-topic';
import { isGenericTopic, isGenericWord } from '../synths/generic-topics';
import { stemsOf } from './stems';
import { unknownToWordNet } from './wordnet';
import { wordNetTermsFor } from './wordnet-terms';
import { familyOf } from './word-families';
import { relatedWords, synthMeaning } from './topic-meaning';
import { fieldPartsOf } from './field-parts';
import type { WordVectors } from './word-vectors';

export const TOPIC_WEIGHT = 1;
/** The catalogue's related terms were chosen for the field, so they count more than WordNet's. */
export const LEXICON_WEIGHT = 0.6;
export const WORDNET_WEIGHT = 0.4;
/**
 * A word near a topic in meaning (word vectors): as much as a WordNet term, below the catalogue's
 * terms and far below the topic itself or a form of its word family.
 */
export const MEANING_WEIGHT = 0.4;
/** Each specific word of a phrase topic alone ("trial" of "clinical trial"): evidence, not proof. */
export const PHRASE_WORD_WEIGHT = 0.5;
/**
 * What another part of the topic's field in the catalogue ("hiring" for "talent acquisition") keeps of
 * the weights of its own terms: below the topic's, so a story must show a part clearly. Chosen on
 * bench:relevance's calibration half (the field's name typed alone: flat from 0.5 to 0.8).
 */
export const FIELD_PART_FACTOR = 0.6;
/** A word of the topic's field or of trade news: it confirms the sense of a topic, never keeps alone. */
export const CONTEXT_WEIGHT = 0.3;
/** A word showing the topic is meant in another sense ("cruise" for shipping) takes a threshold away. */
export const OTHER_SENSE_WEIGHT = -1;

export interface Term {
  /** The words as shown in "Because: …". */
  label: string;
  /** The topic (as saved, prefix included) that brought this term. */
  topic: string;
  weight: number;
  /** The term's stems, matched as a run of consecutive words. */
  stems: string[];
  /** The same term in other forms of its word family ("grid store" for "grid storage"), matched like `stems`. */
  variants?: string[][];
  /**
   * Topics with symbols (C++, .NET) or in scripts written without spaces are matched as written:
   * stems would lose what makes them specific.
   */
  literal?: boolean;
  /** A name or coined word WordNet does not know (Maersk, Kubernetes): it has no other sense to confirm against. */
  specific?: boolean;
  /**
   * context: confirms the sense, counts only beside another term; otherSense: takes points away;
   * meaning: a word near the topic in meaning, shown as "topic ≈ word".
   */
  kind?: 'context' | 'otherSense' | 'meaning';
  /** For a word near a topic in meaning: the topic as a person reads it. */
  nearTopic?: string;
}

const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const PLAIN_WORDS = /^[\p{L}\p{N}\p{M}\s\p{Pd}'’&]+$/u;

const keyOf = (stems: readonly string[]) => stems.join(' ');

const MAX_CACHED_TOPICS = 2000;
const cache = new Map<string, Term[]>();

/**
 * Every term the topics look for, one entry per distinct stem run (the highest weight wins); with
 * word vectors, each topic's nearest words in meaning too.
 */
export function termsOf(topics: readonly string[], vectors: WordVectors | null = null): Term[] {
  const best = new Map<string, Term>();
  for (const topic of topics) {
    for (const term of termsOfTopic(topic)) {
      const k = term.literal ? `literal:${term.label}` : keyOf(term.stems);
      const had = best.get(k);
      // A word of another sense for one topic may be the subject of another: a real term wins, and
      // one that may keep an article wins over a word of the field that only confirms, at equal weight.
      if (!had || had.weight < term.weight || (had.kind === 'context' && !term.kind && had.weight === term.weight))
        best.set(k, term);
    }
  }
  const meaning = vectors && best.size ? synthMeaning(topics, vectors) : null;
  if (meaning) {
    // A word the topics already look for, or take as a sign of another sense, is not a word near them.
    const known = new Set(
      [...best.values()]
        .filter((t) => t.kind !== 'context')
        .flatMap((t) => [t.stems, ...(t.variants ?? [])].map(keyOf)),
    );
    for (const r of relatedWords(meaning, (stem) => known.has(stem))) {
      const stems = stemsOf(r.word);
      const had = best.get(keyOf(stems));
      if (had && had.weight >= MEANING_WEIGHT) continue;
      best.set(keyOf(stems), {
        label: r.word,
        topic: r.topic.topic,
        weight: MEANING_WEIGHT,
        stems,
        kind: 'meaning',
        nearTopic: r.topic.label,
      });
    }
  }
  return [...best.values()];
}

function termsOfTopic(topic: string): Term[] {
  let terms = cache.get(topic);
  if (!terms) {
    terms = [...expand(topic), ...fieldPartTerms(topic)];
    if (cache.size >= MAX_CACHED_TOPICS) cache.clear();
    cache.set(topic, terms);
  }
  return terms;
}

/** A topic's terms; as another part of a field (`asPart`), without its WordNet terms. */
function expand(topic: string, asPart = false): Term[] {
  const label = topicWithoutPrefix(topic).normalize('NFC');
  // A topic that would match everything (saved before such topics were refused) keeps nothing out and adds nothing.
  if (!label || isGenericTopic(label)) return [];
  if (UNSPACED_SCRIPT.test(label) || !PLAIN_WORDS.test(label))
    return [{ label, topic, weight: TOPIC_WEIGHT, stems: [], literal: true }];
  const own = stemsOf(label);
  if (!own.length) return [];
  const related = (labels: string[], weight: number, kind?: Term['kind']): Term[] =>
    labels
      .map((l) => ({ label: l, topic, weight, stems: stemsOf(l), ...(kind ? { kind } : {}) }))
      .filter((t) => t.stems.length > 0);
  const words = label
    .toLowerCase()
    .split(/[\s\p{Pd}]+/u)
    .filter(Boolean);
  const variants = familyVariants(words);
  return [
    {
      label: label.toLowerCase(),
      topic,
      weight: TOPIC_WEIGHT,
      stems: own,
      ...(variants.length ? { variants } : {}),
      ...(words.every(unknownToWordNet) ? { specific: true } : {}),
    },
    ...(words.length > 1
      ? related(
          words.filter((w) => !isGenericWord(w)),
          PHRASE_WORD_WEIGHT,
        )
      : []),
    ...related(lexiconTermsFor(label), LEXICON_WEIGHT),
    // A part's WordNet terms would be a second step from the topic, through WordNet's least certain links.
    ...(asPart ? [] : related(wordNetTermsFor(label), WORDNET_WEIGHT)),
    ...related([...categoryTermsFor(label), ...TRADE_CONTEXT], CONTEXT_WEIGHT, 'context'),
    ...related(otherSensesFor(label), OTHER_SENSE_WEIGHT, 'otherSense'),
  ];
}

/**
 * The terms of the other parts of the topic's field, as the topic's: a part counts below the topic
 * itself, while its words of another sense and of the field keep their weights.
 */
function fieldPartTerms(topic: string): Term[] {
  const label = topicWithoutPrefix(topic).normalize('NFC');
  if (!label || isGenericTopic(label)) return [];
  return fieldPartsOf(label).flatMap((part) =>
    expand(part, true).map((t) => ({ ...t, topic, ...(t.kind ? {} : { weight: t.weight * FIELD_PART_FACTOR }) })),
  );
}

/**
 * The topic's stems with one word at a time swapped for a member of its family: "storage" also as
 * "store", "nurse staffing" also as "nurse staff".
 */
function familyVariants(words: string[]): string[][] {
  const stems = words.map((w) => stemsOf(w));
  if (stems.some((s) => s.length !== 1)) return [];
  const own = stems.map((s) => s[0]);
  return words.flatMap((w, i) => familyOf(w).map((member) => own.map((s, j) => (j === i ? stemsOf(member)[0] : s))));
}

/** The related terms (not the topics themselves) the topics look for: story identity ignores them too. */
export function relatedTermsOf(topics: readonly string[]): string[] {
  return termsOf(topics)
    .filter((t) => t.weight < TOPIC_WEIGHT && !t.literal && !t.kind)
    .map((t) => t.label);
}
