// How much an article is about a synth's topics: the weights of the terms it carries, a term in the
// headline counting double. Each term counts once however often it is repeated, so a long article
// is not favoured over a short teaser.
import { matchedTopics } from '../feeds/topic-filter';
import { htmlToText } from '../lib/sanitize';
import { stemsOf } from './stems';
import type { Term } from './topic-terms';

export const TITLE_WEIGHT = 2;
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

/** Positions of each stem in a text, to find a term's words one after another. */
class StemIndex {
  private readonly positions = new Map<string, number[]>();
  constructor(private readonly stems: string[]) {
    stems.forEach((s, i) => {
      const list = this.positions.get(s);
      if (list) list.push(i);
      else this.positions.set(s, [i]);
    });
  }
  has(run: string[]): boolean {
    const starts = this.positions.get(run[0]);
    if (!starts) return false;
    return starts.some((start) => run.every((s, k) => this.stems[start + k] === s));
  }
}

export function scoreArticle(terms: readonly Term[], article: RelevanceArticle): ArticleScore {
  const title = htmlToText(article.title ?? '');
  const body = [article.description, article.content].filter((p): p is string => !!p).map((p) => htmlToText(p)).join('\n').slice(0, MAX_BODY_CHARS);
  const inTitle = new StemIndex(stemsOf(title));
  const inBody = new StemIndex(stemsOf(body));
  const matched: { term: Term; points: number }[] = [];
  for (const term of terms) {
    let points = 0;
    if (term.literal) {
      const literalTitle = matchedTopics({ title }, [term.label]).length > 0;
      points = literalTitle ? TITLE_WEIGHT * term.weight : matchedTopics({ title: '', description: body }, [term.label]).length ? term.weight : 0;
    } else if (inTitle.has(term.stems)) points = TITLE_WEIGHT * term.weight;
    else if (inBody.has(term.stems)) points = term.weight;
    if (points > 0) matched.push({ term, points });
  }
  matched.sort((a, b) => b.points - a.points);
  const score = Math.round(matched.reduce((s, m) => s + m.points, 0) * 1000) / 1000;
  return {
    score,
    because: [...new Set(matched.map((m) => m.term.label))],
    topics: [...new Set(matched.map((m) => m.term.topic))],
  };
}
