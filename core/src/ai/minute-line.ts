// What the digest's one-minute list says of an article: its headline shortened to its point, and
// its key figure or fact as a clause copied from the article. Both go through the faithfulness
// gate against everything the summary was checked against; a line that fails keeps the headline.
import { headlinePoint } from '../lib/headline-point';
import type { SummaryRequest } from './ai.types';
import { summarySource } from './checked-summary';
import { contentWords, extractSentences } from './extractive-summary';
import { unsupportedFacts } from './faithfulness';

export interface MinuteLine {
  /** The headline's own words, shortened to its point. */
  point: string;
  /** A clause of the article, word for word (an ellipsis marks a cut); null when none says more than the headline. */
  fact: string | null;
}

/** A fact longer than this is cut to this many words around its figure. */
const MOST_FACT_WORDS = 14;
/** A clause shorter than this says too little alone: the next clause joins it. */
const FEWEST_FACT_WORDS = 4;
/** A word a clause may open on that leans on what came before it, left off. */
const LEADING_LINK_RE =
  /^(?:and|but|or|so|after|as|while|which|who|when|because|although|though|since|with|where|whereas|said|says)\s+/iu;
const CLOSED_RE = /[.!?…]["'”’)\]]*$/u;
/** Clause breaks inside a sentence, kept in the split so the clause is a verbatim piece of it. */
const CLAUSE_SPLIT_RE = /(, |; | — | – | - |: )/u;
/** Where a long clause divides again: before a conjunction that starts a clause of its own. */
const SUBCLAUSE_SPLIT_RE = / (?=(?:but|after|while|because|although|whereas) )/u;
/** A clause that opens on a verb or a relative word leans on a subject it left behind. */
const LEANING_RE =
  /^(?:is|are|was|were|has|have|had|will|would|can|could|may|might|should|which|who|whose|whom|where|that|it|its|they|their|he|his|she|her|this|these|those)\b|^\p{N}+,/iu;
const HAS_FIGURE_RE = /\p{N}/u;

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const words = (s: string) => s.split(' ').filter(Boolean);

/** The clause of a sentence that carries its first figure (or its main clause), word for word. */
export function clauseOf(sentence: string): string {
  const flat = oneLine(sentence).replace(/[.!?…]+["'”’)\]]*$/u, '');
  const split = flat.split(CLAUSE_SPLIT_RE);
  // A word or two between commas is an item of a list ("Mondays, Tuesdays and …"): it stays with what follows.
  const pieces: string[] = [split[0]];
  for (let i = 1; i < split.length; i += 2) {
    const last = pieces[pieces.length - 1];
    if (words(last).length <= 2 && !HAS_FIGURE_RE.test(last))
      pieces[pieces.length - 1] = `${last}${split[i]}${split[i + 1]}`;
    else pieces.push(split[i], split[i + 1]);
  }
  // Even indexes are clauses, odd ones the breaks between them.
  const clauses = pieces.filter((_, i) => i % 2 === 0);
  let at = clauses.findIndex((c) => HAS_FIGURE_RE.test(c));
  if (at < 0) at = clauses.reduce((best, c, i) => (words(c).length > words(clauses[best]).length ? i : best), 0);
  let clause = clauses[at];
  let first = at;
  // A short clause with its figure ("up 4%") reads with the clause after it, or the one before.
  for (let next = at + 1; words(clause).length < FEWEST_FACT_WORDS && next < clauses.length; next++)
    clause = `${clause}${pieces[2 * next - 1]}${clauses[next]}`;
  for (; words(clause).length < FEWEST_FACT_WORDS && first > 0; first--)
    clause = `${clauses[first - 1]}${pieces[2 * first - 1]}${clause}`;
  // A clause from inside the sentence may open on the word that tied it to the one before.
  if (first > 0) clause = clause.replace(LEADING_LINK_RE, '').trim();
  if (words(clause).length > MOST_FACT_WORDS) {
    // A long clause may hold a shorter one with the figure ("… and prices fell by 4%").
    const sub = clause
      .split(SUBCLAUSE_SPLIT_RE)
      .map((c) => c.replace(LEADING_LINK_RE, '').trim())
      .find((c) => HAS_FIGURE_RE.test(c) && words(c).length >= FEWEST_FACT_WORDS);
    if (sub && words(sub).length <= MOST_FACT_WORDS) clause = sub;
  }
  const ws = words(clause);
  if (ws.length <= MOST_FACT_WORDS) return clause;
  // Too long for one line: the words around the figure, with an ellipsis at each cut.
  const figure = Math.max(
    0,
    ws.findIndex((w) => HAS_FIGURE_RE.test(w)),
  );
  const start = Math.max(0, Math.min(figure - 4, ws.length - MOST_FACT_WORDS));
  const end = start + MOST_FACT_WORDS;
  return `${start > 0 ? '…' : ''}${ws.slice(start, end).join(' ')}${end < ws.length ? '…' : ''}`;
}

/** Whether every word of the fact, ellipses aside, stands in the article in that order. */
function isVerbatim(fact: string, articleText: string): boolean {
  const flat = oneLine(articleText);
  return fact
    .split('…')
    .map((part) => part.trim())
    .filter(Boolean)
    .every((part) => flat.includes(part));
}

/**
 * The article's key figure or fact: a clause of its most telling sentence. Sentences the summary
 * kept come first (they are the article's most informative), then the rest in the article's order;
 * a sentence with a figure beats one without, and one that only repeats the headline is passed over.
 */
export function keyFactOf(article: { title: string; text: string }, summary: string): string | null {
  const inSummary = new Set(extractSentences(summary).map(oneLine));
  const titleWords = new Set(contentWords(article.title));
  const candidates = extractSentences(article.text)
    .map(oneLine)
    .filter((s) => CLOSED_RE.test(s) && words(s).length >= FEWEST_FACT_WORDS);
  const rank = (s: string) => (HAS_FIGURE_RE.test(s) ? 0 : 2) + (inSummary.has(s) ? 0 : 1);
  const ordered = candidates.map((s, i) => ({ s, i })).sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i);
  const facts = ordered
    .map(({ s }) => ({ fact: clauseOf(s), opensSentence: s.startsWith(clauseOf(s)) }))
    .filter(({ fact }) => {
      const factWords = contentWords(fact);
      if (!factWords.length) return false;
      // A clause that mostly repeats the headline adds nothing to it.
      return factWords.filter((w) => titleWords.has(w)).length / factWords.length < 0.5;
    })
    .filter(({ fact }) => isVerbatim(fact, article.text));
  const whole = (f: string) => !f.includes('…');
  const standsAlone = (f: string) => whole(f) && !LEANING_RE.test(f);
  // Best a whole clause with a figure that stands alone, then a sentence's own opening without one;
  // a clause cut to fit, or one leaning on a subject it left behind, only failing those.
  const best =
    facts.find(({ fact }) => standsAlone(fact) && HAS_FIGURE_RE.test(fact)) ??
    facts.find(({ fact, opensSentence }) => standsAlone(fact) && opensSentence) ??
    facts.find(({ fact }) => !whole(fact)) ??
    facts[0];
  return best?.fact ?? null;
}

/**
 * A line for the one-minute list through the faithfulness gate: a point stating a figure or name
 * the article lacks gives way to the whole headline, and a fact that is not the article's own
 * words, or states what the article does not, is dropped.
 */
export function gatedMinuteLine(req: SummaryRequest, line: MinuteLine): MinuteLine {
  const source = summarySource(req);
  const point = unsupportedFacts(line.point, source).length ? oneLine(req.article.title) : line.point;
  const fact =
    line.fact && isVerbatim(line.fact, req.article.text) && !unsupportedFacts(line.fact, source).length
      ? line.fact
      : null;
  return { point, fact };
}

/** The article's line in the digest's one-minute list. */
export function minuteLineOf(req: SummaryRequest, summary: string): MinuteLine {
  return gatedMinuteLine(req, { point: headlinePoint(req.article.title), fact: keyFactOf(req.article, summary) });
}
