// Finds the catalogue category a free-text description is about. Words are matched as whole
// words or phrases, longest first, so "legal tech" counts for Legal rather than also as "tech",
// and industry nouns (fintech, hospital) outweigh cross-cutting function words (compliance,
// regulation, strategy) when both appear.
import { FEED_CATEGORIES, type FeedCategory } from './curated-feeds';
import { containsPhrase, matchAt, splitWords, type Tokens } from './phrase-matching';
import { professionalCategoryFor, type Specialization } from './professional-categories';
import { QUICK_CREATE_VOCABULARY } from './quick-create-vocabulary';

interface Term {
  phrase: string;
  words: string[];
  category: FeedCategory;
  weight: number;
  topic: boolean;
}
/** A vocabulary term found in the prompt; `text` is the wording used there (lower case). */
export interface Hit {
  term: Term;
  index: number;
  end: number;
  text: string;
}

const TERMS: Term[] = FEED_CATEGORIES.flatMap((category) => {
  const g = QUICK_CREATE_VOCABULARY[category];
  const make = (phrases: string[] | undefined, weight: number, topic: boolean) =>
    (phrases ?? []).map((phrase) => ({ phrase, words: splitWords(phrase), category, weight, topic }));
  return [
    ...make(g.identifies, 3, false),
    ...make(g.strong, 3, true),
    ...make(g.medium, 2, true),
    ...make(g.weak, 1, true),
  ];
}).sort((a, b) => b.words.length - a.words.length || b.phrase.length - a.phrase.length);

// "IT" is only the field when written in capitals; "it" is a pronoun.
const IT_TERM: Term = { phrase: 'it', words: ['it'], category: 'IT & Digital Transformation', weight: 3, topic: false };

/** Vocabulary hits, longest phrases first; words already matched by a longer phrase do not count again. */
export function findTerms(t: Tokens): Hit[] {
  const used = new Array<boolean>(t.tokens.length).fill(false);
  const hits: Hit[] = [];
  const record = (term: Term, i: number, n: number) => {
    const first = t.tokens[i];
    const last = t.tokens[i + n - 1];
    hits.push({
      term,
      index: first.start,
      end: last.end,
      text: t.text.slice(first.start, last.end).toLowerCase().replace(/\s+/g, ' '),
    });
    for (let k = i; k < i + n; k++) used[k] = true;
  };
  t.tokens.forEach((token, i) => {
    if (token.raw === 'IT') record(IT_TERM, i, 1);
  });
  for (const term of TERMS) {
    const n = term.words.length;
    for (let i = 0; i + n <= t.tokens.length; i++) {
      if (!used.slice(i, i + n).includes(true) && matchAt(t, i, term.words)) record(term, i, n);
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}

/** The words of a specialization name that can stand alone ("Fintech & Payments" → fintech, payments). */
function nameParts(name: string): string[] {
  return name
    .toLowerCase()
    .split(/\s*(?:&|,|\band\b)\s*/)
    .map((p) => p.trim())
    .filter((p) => p.length >= 3);
}

function specializationHits(t: Tokens, spec: Specialization): string[] {
  return [...new Set([...spec.keywords, ...nameParts(spec.name)])].filter((k) => containsPhrase(t, k));
}

export interface CategoryScore {
  category: FeedCategory;
  total: number;
  vocabulary: number;
  first: number;
  specs: { spec: Specialization; hits: string[] }[];
}

export function scoreCategories(t: Tokens, hits: Hit[]): CategoryScore[] {
  return FEED_CATEGORIES.map((category) => {
    const own = hits.filter((h) => h.term.category === category);
    // Each distinct term counts once, however often it is repeated.
    const vocabulary = [...new Map(own.map((h) => [h.term.phrase, h.term.weight])).values()].reduce((a, b) => a + b, 0);
    const specs = (professionalCategoryFor(category)?.specializations ?? [])
      .map((spec) => ({ spec, hits: specializationHits(t, spec) }))
      .filter((s) => s.hits.length > 0)
      .sort((a, b) => b.hits.length - a.hits.length);
    return { category, total: vocabulary + specs.length, vocabulary, first: own[0]?.index ?? Infinity, specs };
  });
}

export function bestCategory(scores: CategoryScore[]): CategoryScore | null {
  const ranked = scores
    .filter((s) => s.total > 0)
    .sort((a, b) => b.total - a.total || b.vocabulary - a.vocabulary || a.first - b.first);
  return ranked[0] ?? null;
}
