// What a text means, as word vectors tell it: the unit-length mean of its content words' vectors,
// headline words counting double. The learned feedback model and the relevance score read items the
// same way.
import { memoizeByKey } from '../lib/text-memo';
import { isGenericWord } from '../synths/generic-topics';
import { wordsOf } from './stems';
import type { WordVectors } from './word-vectors';

/** Words of the lead read: the opening says what the item is about. */
export const LEAD_WORDS = 60;
/** A headline word says more about an item than a word of its lead. */
export const HEADLINE_WEIGHT = 2;

/** The words that say what a text is about (stop words and news words left out). */
export function contentWords(text: string): string[] {
  return wordsOf(text).filter((w) => (w.length > 2 || /^\d{2,}$/.test(w)) && !isGenericWord(w));
}

/** An item's meaning from its headline and the start of its lead (null: no word the vectors know). */
export function meaningOf(vectors: WordVectors, title: string, lead: string): Float64Array | null {
  const sum = new Float64Array(vectors.dimensions);
  let known = false;
  for (const w of contentWords(title)) known = vectors.addTo(sum, w, HEADLINE_WEIGHT) || known;
  for (const w of contentWords(lead).slice(0, LEAD_WORDS)) known = vectors.addTo(sum, w, 1) || known;
  return known ? unit(sum) : null;
}

export interface ArticleMeaning {
  meaning: Float64Array;
  /** The headline's and lead's distinct content words the vectors know, with their vectors. */
  words: { word: string; vector: Float64Array }[];
}

type Memo = (text: { title: string; lead: string }) => { meaning: Float64Array | null; words: ArticleMeaning['words'] };
const articleMeanings = new WeakMap<WordVectors, Memo>();

/**
 * An article's meaning and its words' vectors, kept per worker process by text: the same article is
 * scored for every synth that reads its feed.
 */
export function articleMeaning(vectors: WordVectors, title: string, lead: string): ArticleMeaning | null {
  let memo = articleMeanings.get(vectors);
  if (!memo) {
    memo = memoizeByKey(
      (t: { title: string; lead: string }) => `${t.title}\n${t.lead}`,
      (t) => {
        const distinct = new Set([...contentWords(t.title), ...contentWords(t.lead).slice(0, LEAD_WORDS)]);
        const words = [...distinct].flatMap((word) => {
          const vector = vectors.vectorOf(word);
          return vector ? [{ word, vector }] : [];
        });
        return { meaning: meaningOf(vectors, t.title, t.lead), words };
      },
      // About what the vectors hold, in characters of text.
      { weigh: (v) => (v.words.length + 1) * 200 },
    );
    articleMeanings.set(vectors, memo);
  }
  const { meaning, words } = memo({ title, lead });
  return meaning ? { meaning, words } : null;
}

/** The vector scaled to length 1 (null for the zero vector). */
export function unit(v: Float64Array): Float64Array | null {
  const norm = Math.sqrt(dot(v, v));
  return norm > 0 ? v.map((x) => x / norm) : null;
}

export function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i];
  return sum;
}
