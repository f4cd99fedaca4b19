// Related terms from WordNet for a topic: the other words of its most common noun sense, its kinds
// (hyponyms) and its parts. Broader words (hypernyms) are left out: "logistics" is a kind of
// "supply", and "supply" would keep far too much.
import { isGenericWord } from '../synths/generic-topics';
import { nounSenses, readSynset } from './wordnet';

const MAX_TERMS = 12;
/** Long WordNet entries ("rule of cy pres") are never what a headline says. */
const MAX_WORDS_PER_TERM = 2;

export function wordNetTermsFor(topic: string): string[] {
  const phrase = topic.trim().toLowerCase();
  const first = nounSenses(phrase)[0];
  if (!first) return [];
  const linked = first.pointers
    .filter((p) => p.symbol === '~' || p.symbol === '%p')
    .flatMap((p) => readSynset(p.offset).words);
  return [...new Set([...first.words, ...linked])]
    .filter((w) => w !== phrase && w.split(' ').length <= MAX_WORDS_PER_TERM && !isGenericWord(w))
    .slice(0, MAX_TERMS);
}
