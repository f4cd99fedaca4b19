// Extractive summaries: every sentence comes from the article, nothing is made up. Sentences are
// scored for relevance and the best ones that fit the length's share of the article are kept, in
// their original order.
import { isInjectedInstruction } from '../content/injected-instructions';
import type { SummaryRequest } from './ai.types';
import { enforceLength, paragraphBounds, splitSentences, type LengthName } from './summary-length';
import { summarySentenceCap, summaryWordBudget, withinBudget } from './summary-share';
import { countWords } from './token-estimate';

const STOPWORDS = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being below
  between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few
  for from further had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him
  himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself just let's me more most mustn't
  my myself no nor not now of off on once only or other ought our ours ourselves out over own same shan't she
  she'd she'll she's should shouldn't so some such than that that's the their theirs them themselves then there
  there's these they they'd they'll they're they've this those through to too under until up upon very was wasn't
  we we'd we'll we're we've were weren't what what's when when's where where's which while who who's whom why why's
  will with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves said says say one
  two new many much may might must us via within without yet however according like get got make made even still
  per since among across around already another every however including just less many way well year years`.split(
    /\s+/,
  ),
);

/** Words of a custom prompt that say how to write, not what about. */
const PROMPT_WORDS = new Set(
  `focus summary summari summarise summarize please mention highlight emphasis emphasise emphasize article articles
  key point keep short long write include brief detail detailed tone style reader audience concise simple language
  avoid use make sure explain plain want need`
    .split(/\s+/)
    .map(stem),
);

const BOILERPLATE_RE =
  /\b(?:click here|read more|subscribe|sign up|all rights reserved|cookies?|newsletter|advertisement|continue reading)\b/i;
const ANAPHORA_RE = /^["“']?(?:he|she|they|it|this|that|these|those|his|her|their|its|such)\b/i;
const CLOSED_RE = /[.!?…]["'”’)\]]*$/u;
const LIST_MARKER_RE = /^\s*(?:[-*•–]|\d+[.)])\s+/;

function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

export function contentWords(text: string): string[] {
  const tokens =
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
  return tokens
    .map((t) => t.replace(/'s$/, '').replace(/['-]+$/, ''))
    .filter((t) => (t.length > 2 || /^\d{2,}$/.test(t)) && !STOPWORDS.has(t))
    .map(stem);
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.!?…:;,\s]+$/, '')
    .trim();

/**
 * The sentences of a plain text, in order, without duplicates. A line break ends a sentence
 * (headings, list items) unless the next line plainly continues it (hard-wrapped prose).
 */
export function extractSentences(text: string): string[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.trim());
  const units: string[] = [];
  let current = '';
  for (const line of lines) {
    if (!line) {
      if (current) units.push(current);
      current = '';
      continue;
    }
    const continues = current && !/[.!?…:;"”)\]]$/.test(current) && /^\p{Ll}/u.test(line) && !LIST_MARKER_RE.test(line);
    if (continues) {
      current = `${current} ${line}`;
      continue;
    }
    if (current) units.push(current);
    current = line;
  }
  if (current) units.push(current);

  const seen = new Set<string>();
  const out: string[] = [];
  for (const unit of units) {
    for (const sentence of splitSentences(unit.replace(LIST_MARKER_RE, ''))) {
      const key = normalise(sentence);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      out.push(sentence);
    }
  }
  return out;
}

/**
 * Relevance of each sentence: frequency of its content words in the whole text, a bonus for
 * early sentences (news puts the substance first), overlap with the title and with the
 * user's custom prompt (the only way an extractive summariser can honour a focus request),
 * and a small penalty for sentences that open on a pronoun.
 */
function scoreSentences(sentences: string[], title: string, focus: string | null): number[] {
  const words = sentences.map(contentWords);
  const tf = new Map<string, number>();
  for (const ws of words) for (const w of ws) tf.set(w, (tf.get(w) ?? 0) + 1);
  const maxTf = Math.max(1, ...tf.values());
  const titleSet = new Set(contentWords(title));
  const focusSet = new Set(contentWords(focus ?? '').filter((w) => !PROMPT_WORDS.has(w)));
  const decay = Math.max(3, Math.ceil(sentences.length / 3));
  return words.map((ws, i) => {
    const uniq = [...new Set(ws)];
    // Divide by at least 6 so that fragments with one frequent word do not outrank real sentences.
    const frequency = uniq.reduce((sum, w) => sum + (tf.get(w) ?? 0) / maxTf, 0) / Math.max(uniq.length, 6);
    const position = 0.35 * Math.max(0, 1 - i / decay);
    const inTitle = titleSet.size ? (0.4 * uniq.filter((w) => titleSet.has(w)).length) / titleSet.size : 0;
    // The user asked for this: a sentence matching a few focus words should make the cut.
    const inFocus = focusSet.size
      ? Math.min(0.6, (0.6 * uniq.filter((w) => focusSet.has(w)).length) / Math.min(focusSet.size, 3))
      : 0;
    // A sentence opening on a pronoun leans on the one before it, which may not be picked.
    const dangling = i > 0 && ANAPHORA_RE.test(sentences[i]) ? 0.15 : 0;
    return frequency + position + inTitle + inFocus - dangling;
  });
}

/** Sentences per paragraph and the number of paragraphs aimed for, per length. */
const PLAN: Record<LengthName, { paragraphs: number; perParagraph: number }> = {
  brief: { paragraphs: 2, perParagraph: 2 },
  medium: { paragraphs: 3, perParagraph: 3 },
  detailed: { paragraphs: 5, perParagraph: 3 },
};

function group(sentences: string[], count: number): string[] {
  const paragraphs: string[] = [];
  let at = 0;
  for (let p = 0; p < count; p++) {
    const size = Math.floor(sentences.length / count) + (p < sentences.length % count ? 1 : 0);
    paragraphs.push(sentences.slice(at, at + size).join(' '));
    at += size;
  }
  return paragraphs.filter(Boolean);
}

function paragraphCount(sentences: number, minParagraphs: number, maxParagraphs: number, perParagraph: number): number {
  const wanted = Math.ceil(sentences / perParagraph);
  return Math.max(1, Math.min(maxParagraphs, Math.max(wanted, Math.min(minParagraphs, sentences))));
}

/** The article's sentences a summary or a post may repeat, in order: no title, boilerplate or instruction to an AI. */
export function newsSentencesOf(article: { title: string; text: string }): string[] {
  const title = normalise(article.title);
  const all = extractSentences(article.text).filter((s) => normalise(s) !== title);
  // A sentence that tries to instruct an AI is not news: it never reaches a summary.
  let pool = all.filter((s) => countWords(s) >= 4 && !BOILERPLATE_RE.test(s) && !isInjectedInstruction(s));
  if (!pool.length) pool = all;
  // A line without a closing stop is a heading or a caption: a summary of sentences reads better.
  const stopped = pool.filter((s) => CLOSED_RE.test(s));
  return stopped.length ? stopped : pool;
}

export function extractiveSummary(req: SummaryRequest): string {
  const { article } = req;
  const pool = newsSentencesOf(article);
  // Nothing to extract from: the title is the only honest thing to say.
  if (!pool.length) return article.title.trim();

  const scores = scoreSentences(pool, article.title, req.customPrompt);
  const ranked = pool.map((_, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
  const inOrder = (idx: number[]) => [...idx].sort((a, b) => a - b).map((i) => pool[i]);
  const plan = PLAN[req.length] ?? PLAN.brief;
  const bounds = paragraphBounds(req.length);
  const analytical = req.style === 'analytical';
  const bodyParagraphs = analytical ? Math.max(1, plan.paragraphs - 1) : plan.paragraphs;
  const planned = bodyParagraphs * plan.perParagraph + (analytical ? 3 : 0);
  // The most informative sentences that fit the length's share of the article: a short article's
  // summary is a sentence or two of it, not all of it.
  const articleWords = countWords(article.text);
  const most = summarySentenceCap(req.length, articleWords, planned);
  const budget = summaryWordBudget(req.length, articleWords);
  const fitted = withinBudget(ranked, (i) => countWords(pool[i]), budget, most);
  const { kept } = fitted;
  const cut = fitted.cut || most < planned;
  // A summary the share cut short keeps two sentences to a paragraph at least: two sentences
  // read as one paragraph, not as two split to fill the length's count.
  const minParagraphs = cut ? Math.max(1, Math.min(bounds.min, Math.floor(kept.length / 2))) : bounds.min;

  let paragraphs: string[];
  if (analytical) {
    // Cut short, a third of what is kept (up to three) still makes the key points.
    const bullets = cut ? Math.min(3, Math.floor(kept.length / 3)) : 3;
    const bodyCount = Math.min(kept.length - (cut ? bullets : 0), bodyParagraphs * plan.perParagraph);
    const body = inOrder(kept.slice(0, bodyCount));
    const points = inOrder(kept.slice(bodyCount, bodyCount + bullets));
    const minBody = Math.max(1, minParagraphs - (points.length ? 1 : 0));
    paragraphs = group(body, paragraphCount(body.length, minBody, bodyParagraphs, plan.perParagraph));
    if (points.length) paragraphs.push(['Key points:', ...points.map((b) => `- ${b}`)].join('\n'));
  } else {
    const chosen = inOrder(kept);
    paragraphs = group(chosen, paragraphCount(chosen.length, minParagraphs, plan.paragraphs, plan.perParagraph));
    if (req.style === 'conversational') paragraphs[0] = `Here's the gist: ${paragraphs[0]}`;
  }
  const text = paragraphs.join('\n\n');
  return cut ? text : enforceLength(text, req.length);
}
