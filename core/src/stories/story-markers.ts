// What marks one story apart from another on the same topic: the people, companies and places it
// names, its figures and its dates. Two outlets retelling an event keep these while rewording the
// rest, and two different events on one topic rarely share them, so the fingerprint weighs them up.
// Read from the original text, before the case that tells a name from a word is lowered.

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_OF = new Map<string, number>(
  MONTHS.flatMap(
    (m, i) =>
      [
        [m, i + 1],
        [m.slice(0, 3), i + 1],
      ] as [string, number][],
  ),
);
MONTH_OF.set('sept', 9);

/** Words that start a capitalised run without being part of a name ("The", "In", "Why"). */
const NOT_NAME = new Set(
  `a an and as at but by for from how if in into is it its new no not of on or our so that the their
  then there these they this those to up was we what when where which who why will with after before over under says said
  today yesterday monday tuesday wednesday thursday friday saturday sunday`.split(/\s+/),
);
/** Lower-case words allowed inside a name: "Bank of England", "Banco de España". */
const NAME_JOINERS = new Set(['of', 'de', 'del', 'da', 'di', 'du', 'la', 'le', 'van', 'von', 'der', 'den', 'and', '&']);

const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  bn: 1e9,
  b: 1e9,
  billion: 1e9,
  tn: 1e12,
  trillion: 1e12,
};
const CURRENCY_SYMBOL: Record<string, string> = { $: 'usd', '€': 'eur', '£': 'gbp', '¥': 'jpy' };
const CURRENCY_WORD: Record<string, string> = {
  dollar: 'usd',
  dollars: 'usd',
  usd: 'usd',
  euro: 'eur',
  euros: 'eur',
  eur: 'eur',
  pound: 'gbp',
  pounds: 'gbp',
  gbp: 'gbp',
  yen: 'jpy',
};

const FIGURE_RE = new RegExp(
  String.raw`([$€£¥])?\s?(\d+(?:[.,]\d+)*)\s?(k|thousand|mn|m|million|bn|b|billion|tn|trillion)?\b\s?(%|percent|per cent|dollars?|euros?|pounds?|yen|usd|eur|gbp)?`,
  'giu',
);
const TOKEN_RE = /[\p{L}\p{N}][\p{L}\p{N}'’&.-]*/gu;

/** The markers of a text: names ("name:bank of england"), figures ("money:usd:2000000000", "pct:3.5") and dates ("date:2027-01"). */
export function storyMarkers(text: string, opts: { titleCase?: boolean } = {}): string[] {
  return [...figuresAndDates(text), ...(opts.titleCase ? [] : names(text))];
}

/** Whether a headline capitalises its words (Title Case), so capitals there say nothing about names. */
export function isTitleCase(title: string): boolean {
  const words = (title.match(TOKEN_RE) ?? []).filter((w) => w.length > 3 && /^\p{L}/u.test(w));
  return words.length >= 3 && words.filter((w) => /^\p{Lu}/u.test(w)).length / words.length > 0.7;
}

function numberOf(digits: string): number {
  // "1,200" groups thousands; "3.5" and the European "3,5" are decimals.
  const grouped = /^\d{1,3}(,\d{3})+$/.test(digits) || /^\d{1,3}(\.\d{3}){2,}$/.test(digits);
  return Number(grouped ? digits.replace(/[.,]/g, '') : digits.replace(',', '.'));
}

function figuresAndDates(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(FIGURE_RE)) {
    const [, symbol, digits, scale, unit] = m;
    const value = numberOf(digits) * (scale ? (MULTIPLIERS[scale.toLowerCase()] ?? 1) : 1);
    if (!Number.isFinite(value)) continue;
    const currency = symbol ? CURRENCY_SYMBOL[symbol] : unit ? CURRENCY_WORD[unit.toLowerCase()] : undefined;
    if (currency) out.push(`money:${currency}:${value}`);
    else if (unit && /%|per/i.test(unit)) out.push(`pct:${value}`);
    else if (!scale && /^(19|20)\d{2}$/.test(digits)) out.push(`year:${digits}`);
    else if (value >= 10 || scale) out.push(`num:${value}`);
  }
  const words = (text.match(TOKEN_RE) ?? []).map((w) => w.replace(/[.’']+$/, '').toLowerCase());
  words.forEach((w, i) => {
    const month = MONTH_OF.get(w);
    if (!month || (w === 'may' && !/^\d/.test(words[i + 1] ?? '') && !/^\d/.test(words[i - 1] ?? ''))) return;
    const year = words.slice(i + 1, i + 3).find((x) => /^(19|20)\d{2}$/.test(x));
    const day = [words[i - 1], words[i + 1]].find((x) => /^\d{1,2}(st|nd|rd|th)?$/.test(x ?? ''));
    if (year) out.push(`date:${year}-${String(month).padStart(2, '0')}`);
    if (day) out.push(`date:${String(month).padStart(2, '0')}-${day.replace(/\D/g, '').padStart(2, '0')}`);
    if (!year && !day) out.push(`month:${month}`);
  });
  return out;
}

function names(text: string): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/(?<=[.!?:;])\s+|\n+/)) {
    const tokens = sentence.match(TOKEN_RE) ?? [];
    let run: string[] = [];
    let runStart = 0;
    const flush = (end: number) => {
      while (run.length && NAME_JOINERS.has(run[run.length - 1].toLowerCase())) run.pop();
      while (run.length && NOT_NAME.has(run[0].toLowerCase())) {
        run.shift();
        runStart++;
      }
      // A lone capitalised first word is only the start of a sentence, unless it is an acronym.
      const acronym = run.length === 1 && /^\p{Lu}{2,6}s?$/u.test(run[0]);
      if (run.length >= 2 || (run.length === 1 && (runStart > 0 || acronym))) {
        const name = run
          .map((w) =>
            w
              .replace(/['’]s$/, '')
              .replace(/[.’']+$/, '')
              .toLowerCase(),
          )
          .join(' ');
        if (!MONTH_OF.has(name)) out.push(`name:${name}`);
      }
      run = [];
      runStart = end;
    };
    tokens.forEach((t, i) => {
      const capital = /^\p{Lu}/u.test(t) && !MONTH_OF.has(t.toLowerCase().replace(/\.$/, ''));
      if (capital) {
        if (!run.length) runStart = i;
        run.push(t);
      } else if (run.length && NAME_JOINERS.has(t) && /^\p{Lu}/u.test(tokens[i + 1] ?? '')) run.push(t);
      else flush(i + 1);
    });
    flush(tokens.length);
  }
  return out;
}
