// Whole-word and whole-phrase matching on word tokens, shared by topic detection and feed ranking.
// Matching works on word tokens rather than one regular expression per phrase: Unicode-aware
// word-edge expressions are slow in V8, and the vocabulary has hundreds of phrases.
interface Token {
  word: string;
  raw: string;
  start: number;
  end: number;
}
export interface Tokens {
  tokens: Token[];
  text: string;
}

const WORD = /[\p{L}\p{N}]+(?:&[\p{L}\p{N}]+)*/gu;
const JOINER = /^[\s\p{Pd}]+$/u;

export function tokenize(text: string): Tokens {
  const tokens = [...text.matchAll(WORD)].map((m) => {
    const start = m.index ?? 0;
    return { word: m[0].toLowerCase(), raw: m[0], start, end: start + m[0].length };
  });
  return { tokens, text };
}

export const splitWords = (phrase: string) =>
  phrase
    .toLowerCase()
    .split(/[\s\p{Pd}]+/u)
    .filter(Boolean);

/** Does the phrase start at token i? Words of a phrase may be separated by spaces or dashes; the last may be plural. */
export function matchAt(t: Tokens, i: number, words: string[]): boolean {
  if (i + words.length > t.tokens.length) return false;
  for (let k = 0; k < words.length; k++) {
    const token = t.tokens[i + k];
    const w = words[k];
    const last = k === words.length - 1;
    if (token.word !== w && !(last && (token.word === `${w}s` || token.word === `${w}es`))) return false;
    if (k > 0 && !JOINER.test(t.text.slice(t.tokens[i + k - 1].end, token.start))) return false;
  }
  return true;
}

function containsWords(t: Tokens, words: string[]): boolean {
  return words.length > 0 && t.tokens.some((_, i) => matchAt(t, i, words));
}

const wordCache = new Map<string, string[]>();
export function containsPhrase(t: Tokens, phrase: string): boolean {
  let words = wordCache.get(phrase);
  if (!words) wordCache.set(phrase, (words = splitWords(phrase)));
  return containsWords(t, words);
}
