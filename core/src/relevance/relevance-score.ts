// How much an article is about a synth's topics: the weights of the terms it carries (a topic in
// another form of its word family, or a word near it in meaning, among them), a term in the headline
// counting double, and with word vectors a little more as its meaning nears the topics'. Each term
// counts once however often it is repeated, so a long article is not favoured over a short teaser.
import { matchedTopics } from '../feeds/topic-filter';
import { htmlToText } from '../lib/sanitize';
import { memoizeByText } from '../lib/text-memo';
import { stemsOf, stemWord, wordsOf } from './stems';
import { nounSenses } from './wordnet';
import type { Term } from './topic-terms';
import { articleMeaning, dot, type ArticleMeaning } from './meaning';
import type { SynthMeaning, TopicDirection } from './topic-meaning';
import { nearInMeaning } from './because.text';

export const TITLE_WEIGHT = 2;
/** What a lone matched term keeps of its points: a topic in the headline alone stays below the threshold. */
export const SOLO_TERM_FACTOR = 0.45;
/** A match in another form of the topic's word family ("stored" for "storage") counts a little less than its own form. */
export const FAMILY_FACTOR = 0.7;
/**
 * With word vectors, an article that names a topic or a related term gains up to NEARNESS_WEIGHT
 * as its meaning (headline and lead) nears the synth's topics, from a cosine of NEAR_FLOOR up:
 * the difference between an article about the field and one that only uses its word. Chosen on
 * bench:relevance's calibration half.
 */
const NEARNESS_WEIGHT = 0.5;
const NEAR_FLOOR = 0.6;
/** The body read: enough for a lead and its first paragraphs, bounded so a run stays fast. */
const MAX_BODY_CHARS = 6000;

export interface RelevanceArticle {
  title: string;
  description?: string | null;
  content?: string | null;
}

export interface ArticleScore {
  score: number;
  /** Labels of the matched terms, strongest first. */
  because: string[];
  /** The topics (as saved) whose terms matched. */
  topics: string[];
}

/** A matched term, its points and label, and the words of the headline or body it stands on. */
interface Match {
  term: Term;
  points: number;
  label: string;
  span?: { inTitle: boolean; start: number; end: number };
}

/** A text's words, their stems, and where each stem occurs. */
interface StemmedText {
  words: string[];
  stems: string[];
  positions: Map<string, number[]>;
}

/**
 * Kept per worker process by text: the same article is scored for every synth that reads its feed,
 * and stemming it again for each would be most of the cost of filtering a run's articles.
 */
const stemmedText = memoizeByText(
  (text: string): StemmedText => {
    const words = wordsOf(text);
    const stems = words.map(stemWord);
    const positions = new Map<string, number[]>();
    stems.forEach((s, i) => {
      const list = positions.get(s);
      if (list) list.push(i);
      else positions.set(s, [i]);
    });
    return { words, stems, positions };
  },
  // About what the arrays and the map hold, in characters of text.
  { weigh: (v) => v.words.length * 40 },
);

/**
 * A text's stems matched against a synth's terms, to find a term's words one after another. An
 * occurrence that only describes the next word of a WordNet name for an animal, food, plant or body
 * part ("nurse shark", "port wine") is that name's, not the term's.
 */
class StemIndex {
  private readonly words: string[];
  private readonly stems: string[];
  private readonly positions: Map<string, number[]>;
  constructor(
    text: string,
    private readonly termKeys: ReadonlySet<string>,
  ) {
    ({ words: this.words, stems: this.stems, positions: this.positions } = stemmedText(text));
  }
  /** Where the run of stems first stands (not inside another name), or -1. */
  find(run: string[]): number {
    const starts = this.positions.get(run[0]);
    if (!starts) return -1;
    const at = starts.find(
      (start) => run.every((s, k) => this.stems[start + k] === s) && !this.insideOtherName(start, start + run.length),
    );
    return at ?? -1;
  }
  has(run: string[]): boolean {
    return this.find(run) >= 0;
  }
  /** The text's own words from `start`, as many as the run. */
  wordsAt(start: number, length: number): string {
    return this.words.slice(start, start + length).join(' ');
  }
  /** The term describes the next word ("nurse" in "nurse shark"): the name is about that word. */
  private insideOtherName(start: number, end: number): boolean {
    if (end >= this.words.length) return false;
    return (
      !this.termKeys.has(this.stems.slice(start, end + 1).join(' ')) &&
      isWordNetName(this.words.slice(end - 1, end + 1).join(' '))
    );
  }
}

/**
 * WordNet's kinds of thing no news topic is about: animals, body parts, foods and plants. A name
 * of one of these kinds ("nurse shark", "port wine") takes the word out of the topic's sense.
 */
const OTHER_KINDS = new Set([5, 8, 13, 20]);
const MAX_CACHED_NAMES = 20_000;
const names = new Map<string, boolean>();
function isWordNetName(twoWords: string): boolean {
  let known = names.get(twoWords);
  if (known === undefined) {
    const first = nounSenses(twoWords)[0];
    known = !!first && OTHER_KINDS.has(first.lexFile);
    if (names.size >= MAX_CACHED_NAMES) names.clear();
    names.set(twoWords, known);
  }
  return known;
}

export function scoreArticle(
  terms: readonly Term[],
  article: RelevanceArticle,
  meaning: SynthMeaning | null = null,
): ArticleScore {
  const title = htmlToText(article.title ?? '');
  const body = [article.description, article.content]
    .filter((p): p is string => !!p)
    .map((p) => htmlToText(p))
    .join('\n')
    .slice(0, MAX_BODY_CHARS);
  const termKeys = keysOf(terms);
  const inTitle = new StemIndex(title, termKeys);
  const inBody = new StemIndex(body, termKeys);
  const matched: Match[] = [];
  let otherSense = 0;
  let otherSenseWords = 0;
  let otherSensePhrase = false;
  for (const term of terms) {
    let points = 0;
    let label = term.label;
    let span: Match['span'];
    if (term.literal) {
      const literalTitle = matchedTopics({ title }, [term.label]).length > 0;
      points = literalTitle
        ? TITLE_WEIGHT * term.weight
        : matchedTopics({ title: '', description: body }, [term.label]).length
          ? term.weight
          : 0;
    } else {
      const found = findTerm(inTitle, term) ?? findTerm(inBody, term);
      if (found) {
        const where = found.index === inTitle ? (term.kind === 'otherSense' ? 1 : TITLE_WEIGHT) : 1;
        points = where * term.weight * (found.family ? FAMILY_FACTOR : 1);
        span = { inTitle: found.index === inTitle, start: found.at, end: found.at + found.length };
        // A word near a topic in meaning says which topic, in the article's own words.
        if (term.nearTopic) label = nearInMeaning(term.nearTopic, found.index.wordsAt(found.at, found.length));
      }
    }
    if (points < 0) {
      otherSense += points;
      otherSenseWords++;
      otherSensePhrase ||= term.stems.length > 1;
    } else if (points > 0) matched.push({ term, points, label, ...(span ? { span } : {}) });
  }
  // One word of the text counts once, for the strongest term found on it ("paying" for "payments"
  // in another form and for "pay").
  const counted = onePerSpan(matched);
  // Words of the field confirm a topic's sense; alone they say nothing about the synth's subject.
  const subject = counted.filter((m) => m.term.kind !== 'context');
  // Single words of another sense ("forecasts" beside wind, "the military" beside recruiting) are
  // outweighed by more words of the trade beside them ("output", "capacity"); a phrase of another
  // sense ("energy bills", "free shipping") says which sense it is whatever stands beside it.
  if (!otherSensePhrase && counted.length - subject.length > otherSenseWords) otherSense = 0;
  const near = meaning && subject.length ? articleNearness(meaning, title, body) : null;
  const total = subject.length ? counted.reduce((s, m) => s + m.points, 0) + (near?.points ?? 0) : 0;
  // One word alone is weak evidence of the synth's subject: "hospital" in a TV drama, "recruits" in a
  // choir. A second distinct term of the synth confirms the sense; a lone one counts only in part.
  // A word of another sense ("cruise" beside shipping) puts the sense in doubt: nothing confirms it.
  const confirmed =
    otherSense === 0 &&
    distinctEvidence(subject.map((m) => m.term)) + (subject.length && subject.length < counted.length ? 1 : 0) >= 2;
  const score = Math.max(0, Math.round(((confirmed ? total : total * SOLO_TERM_FACTOR) + otherSense) * 1000) / 1000);
  // The reasons shown are the synth's own terms; words of the field only confirmed them.
  const shown = subject.map((m) => m.label);
  const nearWord =
    near && !subject.some((m) => m.term.kind === 'meaning')
      ? nearestWord(
          near.article,
          near.topic,
          subject.map((m) => m.term),
        )
      : null;
  if (near && nearWord) shown.push(nearInMeaning(near.topic.label, nearWord));
  return {
    score,
    because: [...new Set(shown)],
    topics: [...new Set(subject.map((m) => m.term.topic))],
  };
}

/** Where a term stands in a text, as written or in another form of its word family. */
function findTerm(
  index: StemIndex,
  term: Term,
): { index: StemIndex; at: number; length: number; family: boolean } | null {
  const at = index.find(term.stems);
  if (at >= 0) return { index, at, length: term.stems.length, family: false };
  for (const variant of term.variants ?? []) {
    const v = index.find(variant);
    if (v >= 0) return { index, at: v, length: variant.length, family: true };
  }
  return null;
}

/**
 * What the article's nearness in meaning to the synth's topics adds (nothing below NEAR_FLOOR), and
 * the topic it is nearest, to say why.
 */
function articleNearness(
  meaning: SynthMeaning,
  title: string,
  body: string,
): { points: number; topic: TopicDirection; article: ArticleMeaning } | null {
  const article = articleMeaning(meaning.vectors, title, body);
  const similarity = article ? dot(article.meaning, meaning.synth) : 0;
  if (!article || similarity <= NEAR_FLOOR) return null;
  let topic = meaning.topics[0];
  let best = -Infinity;
  for (const t of meaning.topics) {
    const s = dot(article.meaning, t.direction);
    if (s > best) [best, topic] = [s, t];
  }
  return { points: (NEARNESS_WEIGHT * (similarity - NEAR_FLOOR)) / (1 - NEAR_FLOOR), topic, article };
}

/** The article's own word nearest the topic, other than the words already shown: what "topic ≈ word" names. */
function nearestWord(article: ArticleMeaning, topic: TopicDirection, shown: readonly Term[]): string | null {
  const said = new Set([...stemsOf(topic.label), ...shown.flatMap((t) => t.stems)]);
  let word: string | null = null;
  let nearest = -Infinity;
  for (const w of article.words) {
    if (said.has(stemWord(w.word))) continue;
    const s = dot(w.vector, topic.direction);
    if (s > nearest) [nearest, word] = [s, w.word];
  }
  return word;
}

/**
 * Pieces of evidence among the matched terms: each not part of another matched term ("hospital"
 * inside "hospital finances"); a phrase counts twice, its words confirming each other's sense, and so
 * does a topic matched as written (C++, 人工知能), specific by its symbols or script, and a name or
 * coined word WordNet does not know (Maersk, Kubernetes).
 */
function distinctEvidence(terms: readonly Term[]): number {
  const runs = [...new Set(terms.map((t) => (t.literal || t.specific ? `literal:${t.label}` : t.stems.join(' '))))];
  return runs
    .filter((r) => !runs.some((o) => o !== r && ` ${o} `.includes(` ${r} `)))
    .reduce((n, r) => n + (r.includes(' ') || r.startsWith('literal:') ? 2 : 1), 0);
}

/** The matches, strongest first, with only the strongest of those found on exactly the same words of the text. */
function onePerSpan<M extends Match>(found: readonly M[]): M[] {
  const seen = new Set<string>();
  return [...found]
    .sort((a, b) => b.points - a.points)
    .filter(({ span }) => {
      if (!span) return true;
      const key = `${span.inTitle ? 't' : 'b'}:${span.start}:${span.end}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const keySets = new WeakMap<readonly Term[], Set<string>>();
function keysOf(terms: readonly Term[]): Set<string> {
  let keys = keySets.get(terms);
  if (!keys)
    keySets.set(
      terms,
      (keys = new Set(terms.flatMap((t) => [t.stems, ...(t.variants ?? [])].map((run) => run.join(' '))))),
    );
  return keys;
}
