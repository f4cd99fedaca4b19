// The faithfulness gate: every figure, amount, date and proper name a summary states must be in
// the article it summarises. A model given little text tends to fill the gaps with invented
// detail; this catches the checkable part of that, for every provider alike.

export type UnsupportedFact = { kind: 'figure' | 'name'; text: string };

// A number with its currency, percent sign and scale: "$5m", "5,000", "12.5%", "3 billion".
const FIGURE_RE =
  /(?<![\p{L}\p{N}.,])([$€£¥])?\s?(\d{1,3}(?:[,\u00a0\u202f]\d{3})+|\d+)(?:\.(\d+))?(?:\s?(%|percent\b|per cent\b))?(?:(?:\s(thousand|million|billion|trillion)\b)|(k|m|mn|bn|tn)\b)?/giu;
const SCALE: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  mn: 1e6,
  billion: 1e9,
  bn: 1e9,
  trillion: 1e12,
  tn: 1e12,
};

// Words written with a capital inside a sentence that name nothing.
const COMMON_WORDS = new Set([
  'i',
  "i'm",
  "i've",
  "i'd",
  "i'll",
  'ok',
  'mr',
  'mrs',
  'ms',
  'dr',
  'mr.',
  'mrs.',
  'ms.',
  'dr.',
  'the',
  'a',
  'an',
  'and',
  'but',
  'or',
  'it',
  'its',
  'this',
  'that',
  'these',
  'those',
  'he',
  'she',
  'they',
  'we',
  'you',
  'in',
  'on',
  'at',
  'for',
  'of',
  'to',
  'by',
  'with',
  'as',
  'from',
  'however',
  'meanwhile',
  'also',
  'overall',
  'still',
  'yet',
  'so',
  'if',
  'when',
  'while',
  'after',
  'before',
  'since',
  'because',
  'although',
  'according',
  'summary',
  'article',
  'key',
  'news',
  'note',
  'update',
  'analysis',
  'background',
  'why',
  'what',
  'how',
  'who',
  'where',
]);

// Numbers an article may spell out that a summary writes in digits ("nine days", "9 days").
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
    'twenty',
  ]
    .map((w, i) => [w, i])
    .concat([
      ['thirty', 30],
      ['forty', 40],
      ['fifty', 50],
      ['sixty', 60],
      ['seventy', 70],
      ['eighty', 80],
      ['ninety', 90],
      ['hundred', 100],
      ['dozen', 12],
    ]),
);

// Short names of months and days, read as the full name the article may use.
const SHORT_NAMES: Record<string, string> = {
  jan: 'january',
  feb: 'february',
  mar: 'march',
  apr: 'april',
  jun: 'june',
  jul: 'july',
  aug: 'august',
  sep: 'september',
  sept: 'september',
  oct: 'october',
  nov: 'november',
  dec: 'december',
  mon: 'monday',
  tue: 'tuesday',
  tues: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  thur: 'thursday',
  thurs: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
};

/** The facts in `summary` that `source` (the article's title and text) does not contain. */
export function unsupportedFacts(summary: string, source: string): UnsupportedFact[] {
  const sourceWords = wordsIn(source).map((w) => w.toLowerCase());
  const figures = new Set([...figuresIn(source).map((f) => f.key), ...sourceWords.flatMap(spelledNumbers).map(String)]);
  const words = new Set(sourceWords);
  const out: UnsupportedFact[] = [];
  const seen = new Set<string>();
  const add = (fact: UnsupportedFact) => {
    if (seen.has(`${fact.kind}:${fact.text}`)) return;
    seen.add(`${fact.kind}:${fact.text}`);
    out.push(fact);
  };
  for (const f of figuresIn(summary)) if (!figures.has(f.key)) add({ kind: 'figure', text: f.text });
  for (const name of namesIn(summary)) {
    const parts = [name, ...name.split(/[-‐]/)]
      .map((p) => p.toLowerCase())
      .map((p) => SHORT_NAMES[p.replace(/\.$/, '')] ?? p);
    if (!parts.some((p) => words.has(p))) add({ kind: 'name', text: name });
  }
  return out;
}

/** "nine" → 9, "twenty-one" → 21 (and its parts). */
function spelledNumbers(word: string): number[] {
  const parts = word
    .split('-')
    .filter((p) => p in NUMBER_WORDS)
    .map((p) => NUMBER_WORDS[p]);
  return parts.length === 2 ? [...parts, parts[0] + parts[1]] : parts;
}

/** Each figure with a key equal for equal amounts: "$5m", "$5 million" and "$5,000,000" share one. */
export function figuresIn(text: string): { text: string; key: string }[] {
  const out: { text: string; key: string }[] = [];
  for (const m of text.matchAll(FIGURE_RE)) {
    const [whole, , int, frac, percent, word, abbr] = m;
    const scale = SCALE[(word ?? abbr ?? '').toLowerCase()] ?? 1;
    const value = Number(`${int.replace(/[,\u00a0\u202f]/g, '')}.${frac ?? '0'}`) * scale;
    const key = `${Number(value.toPrecision(12))}${percent ? '%' : ''}`;
    out.push({ text: whole.trim(), key });
  }
  return out;
}

function wordsIn(text: string): string[] {
  return [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.-]*/gu)].map((m) => trimWord(m[0]));
}

function trimWord(word: string): string {
  return word.replace(/[.'’-]+$/u, '').replace(/['’]s$/u, '');
}

/** Capitalised words that do not open a sentence, line, quote or list item, less the common ones. */
export function namesIn(text: string): string[] {
  const names: string[] = [];
  // A sentence ends at . ! ? : or a line break (closing quotes and brackets may follow).
  for (const sentence of text.split(/(?<=[.!?:;])["'”’)\]]*\s+|\n+/u)) {
    const words = wordsIn(sentence.replace(/^[\s"'“‘(\[•*–—-]+/u, ''));
    words.slice(1).forEach((w) => {
      if (w.length < 2 || !/^\p{Lu}/u.test(w) || COMMON_WORDS.has(w.toLowerCase())) return;
      names.push(w);
    });
  }
  return names;
}

/** The note a second attempt gets, in our own words: what was wrong, without quoting it. */
export function faithfulnessNote(facts: UnsupportedFact[]): string {
  const figures = facts.filter((f) => f.kind === 'figure').length;
  const names = facts.length - figures;
  const parts = [
    figures ? `${figures} figure${figures === 1 ? '' : 's'}` : null,
    names ? `${names} name${names === 1 ? '' : 's'}` : null,
  ].filter(Boolean);
  return `it stated ${parts.join(' and ')} that the article does not contain; state only figures, dates, amounts and names written in the article`;
}
