// What a synth's topics look for: each topic itself, then its related terms from the catalogue's
// lexicon and from WordNet, each weighted below the topic. Worked out once per topic and kept, so
// a run only matches stems.
import { categoryTermsFor, lexiconTermsFor } from './topic-lexicon';
import { otherSensesFor, TRADE_CONTEXT } from './topic-senses';
import { topicWithoutPrefix } from '../synths/professional-topic';
import { isGenericTopic, isGenericWord } from '../synths/generic-topics';
import { stemsOf } from './stems';
import { unknownToWordNet } from './wordnet';
import { wordNetTermsFor } from './wordnet-terms';

export const TOPIC_WEIGHT = 1;
/** The catalogue's related terms were chosen for the field, so they count more than WordNet's. */
export const LEXICON_WEIGHT = 0.6;
export const WORDNET_WEIGHT = 0.4;
/** Each specific word of a phrase topic alone ("trial" of "clinical trial"): evidence, not proof. */
export const PHRASE_WORD_WEIGHT = 0.5;
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
  /**
   * Topics with symbols (C++, .NET) or in scripts written without spaces are matched as written:
   * stems would lose what makes them specific.
   */
  literal?: boolean;
  /** A name or coined word WordNet does not know (Maersk, Kubernetes): it has no other sense to confirm against. */
  specific?: boolean;
  /** context: confirms the sense, counts only beside another term; otherSense: takes points away. */
  kind?: 'context' | 'otherSense';
}

const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const PLAIN_WORDS = /^[\p{L}\p{N}\p{M}\s\p{Pd}'’&]+$/u;

const MAX_CACHED_TOPICS = 2000;
const cache = new Map<string, Term[]>();

/** Every term the topics look for, one entry per distinct stem run (the highest weight wins). */
export function termsOf(topics: readonly string[]): Term[] {
  const best = new Map<string, Term>();
  for (const topic of topics) {
    for (const term of termsOfTopic(topic)) {
      const k = term.literal ? `literal:${term.label}` : term.stems.join(' ');
      const had = best.get(k);
      // A word of another sense for one topic may be the subject of another: a real term wins.
      if (!had || had.weight < term.weight) best.set(k, term);
    }
  }
  return [...best.values()];
}

function termsOfTopic(topic: string): Term[] {
  let terms = cache.get(topic);
  if (!terms) {
    terms = expand(topic);
    if (cache.size >= MAX_CACHED_TOPICS) cache.clear();
    cache.set(topic, terms);
  }
  return terms;
}

function expand(topic: string): Term[] {
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
  return [
    {
      label: label.toLowerCase(),
      topic,
      weight: TOPIC_WEIGHT,
      stems: own,
      ...(words.every(unknownToWordNet) ? { specific: true } : {}),
    },
    ...(words.length > 1
      ? related(
          words.filter((w) => !isGenericWord(w)),
          PHRASE_WORD_WEIGHT,
        )
      : []),
    ...related(lexiconTermsFor(label), LEXICON_WEIGHT),
    ...related(wordNetTermsFor(label), WORDNET_WEIGHT),
    ...related([...categoryTermsFor(label), ...TRADE_CONTEXT], CONTEXT_WEIGHT, 'context'),
    ...related(otherSensesFor(label), OTHER_SENSE_WEIGHT, 'otherSense'),
  ];
}

/** The related terms (not the topics themselves) the topics look for: story identity ignores them too. */
export function relatedTermsOf(topics: readonly string[]): string[] {
  return termsOf(topics)
    .filter((t) => t.weight < TOPIC_WEIGHT && !t.literal && !t.kind)
    .map((t) => t.label);
}
