// Summary length rules: brief 1–2 paragraphs, medium 3–4, detailed 5 or more.
import type { SummaryLength } from '../synths/synth.enums';

export type LengthName = `${SummaryLength}`;

export interface ParagraphBounds {
  min: number;
  max: number;
}

/** "Detailed" has no upper bound of its own; past this a digest entry stops being a summary. */
export const DETAILED_PARAGRAPH_CAP = 8;

const BOUNDS: Record<LengthName, ParagraphBounds> = {
  brief: { min: 1, max: 2 },
  medium: { min: 3, max: 4 },
  detailed: { min: 5, max: DETAILED_PARAGRAPH_CAP },
};

/** How many paragraphs a summary of this length should have (unknown values read as brief, the default). */
export function paragraphBounds(length: LengthName): ParagraphBounds {
  return { ...(BOUNDS[length] ?? BOUNDS.brief) };
}

/** A paragraph longer than this is split even when the count is already within bounds. */
const MAX_SENTENCES_PER_PARAGRAPH = 6;

const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'vs',
  'etc',
  'inc',
  'ltd',
  'co',
  'corp',
  'no',
  'fig',
  'approx',
  'dept',
  'est',
  'gen',
  'gov',
  'sen',
  'rep',
  'mt',
  'ft',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'e.g',
  'i.e',
  'cf',
  'al',
  'ca',
  'op',
  'vol',
]);

function isAbbreviation(word: string): boolean {
  const w = word.replace(/^[("'“‘[]+/, '').toLowerCase();
  if (!w) return false;
  if (ABBREVIATIONS.has(w)) return true;
  // Initials and dotted acronyms: "J.", "U.S.", "a.m."
  return /^(?:\p{L}\.)*\p{L}$/u.test(w) && w.replace(/\./g, '').length <= 3 && (w.length === 1 || w.includes('.'));
}

/**
 * Sentences of a plain-text passage, whitespace collapsed. Conservative: a boundary needs
 * terminal punctuation, then whitespace, then something that does not start in lower case,
 * and the word before a full stop must not be a known abbreviation or an initial.
 */
export function splitSentences(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return [];
  const out: string[] = [];
  const terminal = /[.!?…]+["'”’)\]]*(?= |$)/g;
  let start = 0;
  for (let m = terminal.exec(flat); m; m = terminal.exec(flat)) {
    const end = m.index + m[0].length;
    const rest = flat.slice(end).trimStart();
    if (rest && /^[\p{Ll}]/u.test(rest)) continue;
    if (m[0].startsWith('.') && m[0].length === 1) {
      const before = flat.slice(start, m.index);
      const lastWord = /(\S+)$/.exec(before)?.[1] ?? '';
      if (isAbbreviation(lastWord)) continue;
    }
    const sentence = flat.slice(start, end).trim();
    if (sentence) out.push(sentence);
    start = end;
  }
  const tail = flat.slice(start).trim();
  if (tail) out.push(tail);
  return out;
}

const LIST_LINE = /^(?:[-*•–]|\d+[.)])\s/;

/** A paragraph holding a list keeps its line breaks and is never split into sentences. */
function isStructured(paragraph: string): boolean {
  return paragraph.includes('\n');
}

/**
 * Paragraphs separated by blank lines. Lines of a paragraph that is a list (or has a list
 * under a lead line) keep their breaks; soft-wrapped prose lines are joined with a space.
 */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n/)
    .map((block) => {
      const lines = block
        .split('\n')
        .map((l) => l.replace(/[^\S\n]+/g, ' ').trim())
        .filter(Boolean);
      return lines.some((l) => LIST_LINE.test(l)) ? lines.join('\n') : lines.join(' ');
    })
    .filter(Boolean);
}

function sentenceCount(paragraph: string): number {
  return isStructured(paragraph) ? 1 : splitSentences(paragraph).length;
}

/**
 * Fits a summary to its length: splits an oversized or too-few set of paragraphs on sentence
 * boundaries, cuts after the maximum, and never adds text (a too-short summary stays short).
 */
export function enforceLength(text: string, length: LengthName): string {
  const { min, max } = paragraphBounds(length);
  const paras = splitParagraphs(text);
  while (paras.length < max) {
    let idx = -1;
    let most = 1;
    paras.forEach((p, i) => {
      const n = sentenceCount(p);
      if (n > most) {
        most = n;
        idx = i;
      }
    });
    if (idx < 0) break;
    if (paras.length >= min && most <= MAX_SENTENCES_PER_PARAGRAPH) break;
    const sentences = splitSentences(paras[idx]);
    const half = Math.ceil(sentences.length / 2);
    paras.splice(idx, 1, sentences.slice(0, half).join(' '), sentences.slice(half).join(' '));
  }
  return paras.slice(0, max).join('\n\n');
}
