// What the offline writer knows about a story, taken from its summary: the lead, the sentence with
// its figure, who is involved, why it matters and what comes next. Sentences that try to instruct
// an AI are dropped here, so they never reach a post.
import { isInjectedInstruction } from '../content/injected-instructions';
import type { PostRequest } from './ai.types';
import { contentWords, extractSentences } from './extractive-summary';
import { displayTopic } from './prompt-builder';

// A figure: a percentage, an amount of money, millions or billions, or a number with thousands separators.
export const STAT_RE =
  /\d+(?:[.,]\d+)?\s?(?:%|percent\b|per cent\b)|\b(?:\w+ )?percent\b|[$€£¥]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:million|billion|trillion|bn|MW|GW|megawatt|gigawatt)\b|\b\d{1,3}(?:,\d{3})+\b/i;
const WHO_RE =
  /\b(?:said|says|told|according to|announced|chief|director|minister|governor|analysts?|spokes(?:person|woman|man)|council member|researchers|officials)\b/i;
const WHY_RE =
  /\b(?:will|would|could|expects?|plans?|means|so that|because|warned|aims?|lets?|allows?|helps?|need(?:s|ed)?|ends?|limits?)\b/i;
const NEXT_RE =
  /\b(?:next (?:year|month|week|spring|summer)|in the (?:new year|spring|summer|autumn)|later this|by (?:the )?(?:20\d\d|summer|spring)|will (?:publish|review|follow|start|open)|plans?|expects?)\b/i;

/** What the writer knows about one story, taken from its summary. */
export interface StoryFacts {
  title: string;
  link: string | null;
  /** Who published it: the feed's name, else the link's host. */
  source: string | null;
  sentences: string[];
  /** More of the article's sentences than its summary holds, for posts that run longer. */
  details: string[];
  lead: string | null;
  figure: string | null;
  who: string | null;
  why: string | null;
  next: string | null;
}

function hostname(link: string | null): string | null {
  if (!link) return null;
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

function summarySentences(summary: string): string[] {
  return extractSentences(summary)
    .map((s) => s.replace(/^here's the gist:\s*/i, '').replace(/^[-•*]\s+/, ''))
    .filter((s) => s && !/^key points:?$/i.test(s) && !isInjectedInstruction(s));
}

export function storyFacts(s: PostRequest['summaries'][number]): StoryFacts {
  const title = s.title.trim();
  const sentences = summarySentences(s.summary).filter((x) => x.toLowerCase() !== title.toLowerCase());
  const details = (s.details ?? []).filter(
    (x) => !isInjectedInstruction(x) && !sentences.includes(x) && x.toLowerCase() !== title.toLowerCase(),
  );
  const lead = sentences[0] ?? null;
  const pick = (re: RegExp, skip: (string | null)[]) => sentences.find((x) => re.test(x) && !skip.includes(x)) ?? null;
  const figure = pick(STAT_RE, []);
  const who = pick(WHO_RE, [lead, figure]);
  const why = pick(WHY_RE, [lead, figure, who]);
  const next = pick(NEXT_RE, [lead, figure, who, why]);
  return {
    title,
    link: s.link,
    source: s.source?.trim() || hostname(s.link),
    sentences,
    details,
    lead,
    figure,
    who,
    why,
    next,
  };
}

/** Collects the parts of a post, each sentence at most once, skipping parts with no value. */
export class PostBuilder {
  readonly blocks: string[] = [];
  private readonly used = new Set<string>();

  /** Adds a paragraph made of the given sentences (those not used yet); `label` prefixes it. */
  say(sentences: (string | null | undefined)[], label = ''): this {
    const fresh = [...new Set(sentences.filter((s): s is string => !!s && !this.used.has(s)))];
    if (!fresh.length) return this;
    fresh.forEach((s) => this.used.add(s));
    this.blocks.push(`${label}${fresh.join(' ')}`);
    return this;
  }

  /** Adds a fixed line (a heading, a question, a link line). */
  line(text: string | null | undefined): this {
    if (text) this.blocks.push(text);
    return this;
  }

  list(heading: string, items: string[], numbered = false): this {
    if (items.length)
      this.blocks.push([heading, ...items.map((it, i) => `${numbered ? `${i + 1}.` : '-'} ${it}`)].join('\n'));
    return this;
  }

  has(sentence: string | null): boolean {
    return !!sentence && this.used.has(sentence);
  }

  text(): string {
    return this.blocks.join('\n\n');
  }
}

export const readMore = (f: StoryFacts) =>
  f.link ? `Read the full story${f.source ? ` from ${f.source}` : ''}: ${f.link}` : null;
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The first followed topic the story is about (all its words appear in it); null when none is, so no phrase names a topic the story does not cover. */
export function topicOfStory(f: StoryFacts, topics: string[]): string | null {
  const words = new Set(contentWords(`${f.title} ${f.sentences.join(' ')}`));
  return (
    topics.map(displayTopic).find((t) => {
      const needed = contentWords(t);
      return needed.length > 0 && needed.every((w) => words.has(w));
    }) ?? null
  );
}
