// The synth's own topic words, as the story fingerprint compares words. Every article a synth keeps
// shares them (that is why it was kept), so two articles sharing them tell nothing about whether
// they tell the same story: "Fintech regulation tightens in the EU" and "Payments regulator fines
// fintech lender" share only the topic.
import { contentWords } from '../ai/extractive-summary';
import { stemWord } from '../relevance/stems';

/** Porter2 stems of the words to ignore: "regulation", "regulator" and "regulations" are one. */
export type TopicStems = ReadonlySet<string>;

export const NO_TOPIC_STEMS: TopicStems = new Set();

const stems = new Map<string, string>();
/** A content word's stem, as the relevance filter stems (kept per process: the same few thousand words recur in every run). */
export function wordStem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = stemWord(word);
    if (stems.size > 200_000) stems.clear();
    stems.set(word, s);
  }
  return s;
}

/**
 * The stems a synth's story comparisons ignore: its topics' words and, when the relevance filter
 * supplies them, the related terms it matched them by (a logistics synth's "freight", "shipping").
 */
export function topicStems(topics: readonly string[], relatedTerms: readonly string[] = []): TopicStems {
  return new Set([...topics, ...relatedTerms].flatMap((t) => contentWords(t)).map(wordStem));
}

/** A stable text key of the stems, for caches keyed by text. */
export function topicStemsKey(ignored: TopicStems): string {
  return [...ignored].sort().join(' ');
}
