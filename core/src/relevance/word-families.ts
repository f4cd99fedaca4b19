// Word families: a word and the words WordNet derives from it or it from them ("storage" and
// "store", "acquisition" and "acquire"), so a topic finds an article that says what it means in
// another form. Porter2 stems already join a word's inflections ("store", "stored", "storing");
// derivation is what they miss. Only the word's most common sense in each part of speech counts,
// and only its own links, never its synonyms': "port" the harbour stays apart from "portable", and
// "office" the workplace from "official". A family word WordNet never saw in its tagged texts
// ("catenate" for "chain") is too rare to be what an article says.
import { isGenericWord } from '../synths/generic-topics';
import { indexEntry, readEntry, taggedUses, type PartOfSpeech } from './wordnet';
import { stemWord } from './stems';

/** WordNet's rules for a word's base form in each part of speech ("stored" → "store", "batteries" → "battery"). */
const ENDINGS: Record<'noun' | 'verb' | 'adj', [string, string][]> = {
  noun: [
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
    ['s', ''],
  ],
  verb: [
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
    ['s', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
};
const DERIVED = '+';
/** A family is a handful of words; more means a word of many senses, whose links stray. */
const MAX_FAMILY = 6;
const MAX_CACHED = 5000;
const cache = new Map<string, string[]>();

/**
 * The other members of a single word's family, each with a Porter2 stem of its own (the word's
 * inflections already share its stem): "storage" → ["store"]. Empty for a phrase or a word WordNet
 * does not know.
 */
export function familyOf(word: string): string[] {
  const w = word.trim().toLowerCase();
  if (!w || /[^\p{L}-]/u.test(w) || w.length > 40) return [];
  let family = cache.get(w);
  if (!family) {
    family = derivedWords(w);
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(w, family);
  }
  return family;
}

function derivedWords(word: string): string[] {
  const own = stemWord(word);
  const found = new Set<string>();
  for (const pos of ['noun', 'verb', 'adj'] as const) {
    for (const lemma of baseForms(pos, word)) {
      const entry = indexEntry(pos, lemma);
      if (!entry) continue;
      for (const linked of linkedWords(pos, entry.offsets[0], lemma)) found.add(linked);
    }
  }
  return [...found]
    .filter((w) => !w.includes(' ') && stemWord(w) !== own && !isGenericWord(w) && seenInTexts(w))
    .filter((w, i, all) => all.findIndex((o) => stemWord(o) === stemWord(w)) === i)
    .slice(0, MAX_FAMILY);
}

function seenInTexts(word: string): boolean {
  return (['noun', 'verb', 'adj', 'adv'] as const).some((pos) => taggedUses(pos, word) > 0);
}

/** The word itself when WordNet lists it in this part of speech, else its base forms by WordNet's rules. */
function baseForms(pos: 'noun' | 'verb' | 'adj', word: string): string[] {
  if (indexEntry(pos, word)) return [word];
  return ENDINGS[pos]
    .filter(([ending]) => word.endsWith(ending) && word.length > ending.length + 2)
    .map(([ending, base]) => word.slice(0, -ending.length) + base)
    .filter((base) => indexEntry(pos, base));
}

/** The words a lemma's own derivation links in one synset lead to. */
function linkedWords(pos: PartOfSpeech, offset: number, lemma: string): string[] {
  const entry = readEntry(pos, offset);
  const position = entry.words.indexOf(lemma.replace(/_/g, ' ')) + 1;
  if (!position) return [];
  return entry.pointers
    .filter((p) => p.symbol === DERIVED && p.source === position)
    .map((p) => readEntry(p.pos, p.offset).words[p.target - 1])
    .filter((w): w is string => !!w);
}
