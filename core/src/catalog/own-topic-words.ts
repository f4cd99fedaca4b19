// The person's own subject words in a quick-create description ("logistics and shipping news for a
// consultant" → logistics, shipping): kept as topics next to the specializations the catalogue
// picks, so a draft never drops what the person asked for. Words about the schedule, the format,
// the reader or news in general are not subjects.
import { CONTENT_TYPES } from '../content/content-types';
import { isGenericWord } from '../synths/generic-topics';
import { nounSenses, taggedUses } from '../relevance/wordnet';
import { tokenize, type Tokens } from './phrase-matching';
import { findTerms, type Hit } from './topic-detection';

/** Words that set how and when the synth writes, or for whom, rather than what it reads about (each content type adds the words that name it). */
const PREFERENCE_WORDS = new Set(
  `
  every each once twice day days daily week weeks weekly weekday weekdays weekend month monthly morning mornings afternoon
  evening evenings night noon midday midnight monday mondays tuesday wednesday thursday friday saturday sunday am pm
  post posts caption captions thread threads digest digests summary summaries summarise summarize brief short medium
  detailed analytical analysis conversational informative casual tone style hashtag hashtags example examples real
  send sent deliver give keep want wants need needs like read write create make please me my our us
  professional professionals expert experts leader leaders manager managers team teams someone person people reader readers
  officer officers executive executives consultant consultants founder founders owner owners director directors head heads
  analyst analysts specialist specialists advisor advisors adviser advisers student students colleague colleagues client clients
  investor investors counsel lawyer lawyers officer officers in-house
  breaking tips tip case study studies explainer explainers stats statistics forecast forecasts comparison
`
    .split(/\s+/)
    .filter(Boolean)
    .concat(CONTENT_TYPES.flatMap((t) => t.named.words)),
);

/** Words this short are articles, initials or units, not subjects a person names. */
const MIN_LETTERS = 3;
const MAX_OWN_TOPICS = 5;

const isSubjectWord = (word: string) =>
  word.length >= MIN_LETTERS &&
  !/^\d/.test(word) &&
  !isGenericWord(word) &&
  !PREFERENCE_WORDS.has(word) &&
  isNounOrNewWord(word);

/**
 * A noun more often than anything else ("shipping", not "run" or "small"), or a word WordNet does
 * not know at all (fintech, nearshoring), but not a form of a verb it knows ("delivering").
 */
function isNounOrNewWord(word: string): boolean {
  if (nounSenses(word).length > 0) {
    const asNoun = Math.max(taggedUses('noun', word), 0);
    return (['verb', 'adj', 'adv'] as const).every((pos) => taggedUses(pos, word) <= asNoun);
  }
  return (
    !VERB_FORMS.some(
      ([ending, base]) => word.endsWith(ending) && taggedUses('verb', word.slice(0, -ending.length) + base) >= 0,
    ) && (['verb', 'adj', 'adv'] as const).every((pos) => taggedUses(pos, word) < 0)
  );
}

/** WordNet's rules from a verb form to its base ("delivering" → "deliver"). */
const VERB_FORMS: [string, string][] = [
  ['ies', 'y'],
  ['es', 'e'],
  ['es', ''],
  ['ed', 'e'],
  ['ed', ''],
  ['ing', 'e'],
  ['ing', ''],
  ['s', ''],
];

/**
 * Runs of subject words the vocabulary did not recognise, as the person wrote them ("freight
 * rates", "logistics"), first mention first. Words of a recognised phrase belong to that phrase.
 */
export function ownTopicWords(t: Tokens, hits: Hit[]): string[] {
  const covered = (start: number) => hits.some((h) => start >= h.index && start < h.end);
  const runs: string[][] = [];
  let current: string[] = [];
  t.tokens.forEach((token, i) => {
    const joined = i > 0 && /^[\s\p{Pd}]+$/u.test(t.text.slice(t.tokens[i - 1].end, token.start));
    if (!joined && current.length) {
      runs.push(current);
      current = [];
    }
    if (!covered(token.start) && isSubjectWord(token.word)) current.push(token.word);
    else if (current.length) {
      runs.push(current);
      current = [];
    }
  });
  if (current.length) runs.push(current);
  return [...new Set(runs.map((r) => r.join(' ')))].slice(0, MAX_OWN_TOPICS);
}

/** The own subject words of a description, for a draft the model planned. */
export function ownTopicWordsOf(prompt: string): string[] {
  const tokens = tokenize(prompt);
  return ownTopicWords(tokens, findTerms(tokens));
}
