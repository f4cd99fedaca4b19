// Words to stems with the Porter2 (Snowball English) stemmer, so "regulation" and "regulations",
// "ship" and "shipping" meet, after British and American spellings meet ("centre", "center").
// Topics and articles go through the same function.
import stem from 'wink-porter2-stemmer';
import { americanSpelling } from './spelling';

const WORD = /[\p{L}\p{N}]+(?:['’&][\p{L}\p{N}]+)*/gu;

/** Lower-case words of a text, in order (possessive "'s" dropped). */
export function wordsOf(text: string): string[] {
  return (text.normalize('NFC').toLowerCase().match(WORD) ?? []).map((w) => w.replace(/['’]s$/, ''));
}

export function stemWord(word: string): string {
  return stem(americanSpelling(word.toLowerCase()));
}

/** The stems of a text's words, in order. */
export function stemsOf(text: string): string[] {
  return wordsOf(text).map(stemWord);
}
