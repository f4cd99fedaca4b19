// The built-in provider used when no model endpoint is configured: deterministic, no network.
// Summaries are extractive (every sentence comes from the article, nothing is made up) and
// posts are filled templates, so the product works end to end and honestly without an AI service.
import type { TemplateLibrary } from '../content/template.types';
import type { ContentType } from '../synths/synth.enums';
import type { AiProvider, AiResult, PostRequest, SummaryRequest } from './ai.types';
import { displayTopic, postPromptOptions, templateTextFor, type CandidateTemplate } from './prompt-builder';
import { enforceLength, paragraphBounds, splitSentences, type LengthName } from './summary-length';

export const OFFLINE_MODEL = 'synth-extractive-1';

type ContentTypeName = `${ContentType}`;

// ---------------------------------------------------------------------------------------------
// Token accounting: no real tokens here, but runs and quotas are accounted the same way.

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** ~1.3 tokens per English word, the usual rule of thumb for BPE tokenisers. */
export function estimateTokens(...texts: string[]): number {
  return Math.ceil(texts.reduce((n, t) => n + countWords(t), 0) * 1.3);
}

// ---------------------------------------------------------------------------------------------
// Sentence extraction and scoring

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
  per since among across around already another every however including just less many way well year years`.split(/\s+/),
);

/** Words of a custom prompt that say how to write, not what about. */
const PROMPT_WORDS = new Set(
  `focus summary summari summarise summarize please mention highlight emphasis emphasise emphasize article articles
  key point keep short long write include brief detail detailed tone style reader audience concise simple language
  avoid use make sure explain plain want need`.split(/\s+/).map(stem),
);

const STAT_RE = /\d+(?:[.,]\d+)?\s?(?:%|percent\b|per cent\b)|[$€£¥]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:million|billion|trillion|bn)\b|\b\d{1,3}(?:,\d{3})+\b/i;
const BOILERPLATE_RE = /\b(?:click here|read more|subscribe|sign up|all rights reserved|cookies?|newsletter|advertisement|continue reading)\b/i;
const ANAPHORA_RE = /^["“']?(?:he|she|they|it|this|that|these|those|his|her|their|its|such)\b/i;
const LIST_MARKER_RE = /^\s*(?:[-*•–]|\d+[.)])\s+/;

function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

export function contentWords(text: string): string[] {
  const tokens = text.toLowerCase().replace(/[’‘]/g, "'").match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
  return tokens
    .map((t) => t.replace(/'s$/, '').replace(/['-]+$/, ''))
    .filter((t) => (t.length > 2 || /^\d{2,}$/.test(t)) && !STOPWORDS.has(t))
    .map(stem);
}

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').replace(/[.!?…:;,\s]+$/, '').trim();

/**
 * The sentences of a plain text, in order, without duplicates. A line break ends a sentence
 * (headings, list items) unless the next line plainly continues it (hard-wrapped prose).
 */
export function extractSentences(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map((l) => l.trim());
  const units: string[] = [];
  let current = '';
  for (const line of lines) {
    if (!line) { if (current) units.push(current); current = ''; continue; }
    const continues = current && !/[.!?…:;"”)\]]$/.test(current) && /^\p{Ll}/u.test(line) && !LIST_MARKER_RE.test(line);
    if (continues) { current = `${current} ${line}`; continue; }
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
export function scoreSentences(sentences: string[], title: string, focus: string | null): number[] {
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
    const inFocus = focusSet.size ? Math.min(0.6, (0.6 * uniq.filter((w) => focusSet.has(w)).length) / Math.min(focusSet.size, 3)) : 0;
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

export function extractiveSummary(req: SummaryRequest): string {
  const { article } = req;
  const title = normalise(article.title);
  const all = extractSentences(article.text).filter((s) => normalise(s) !== title);
  let pool = all.filter((s) => countWords(s) >= 4 && !BOILERPLATE_RE.test(s));
  if (!pool.length) pool = all;
  // Nothing to extract from: the title is the only honest thing to say.
  if (!pool.length) return article.title.trim();

  const scores = scoreSentences(pool, article.title, req.customPrompt);
  const ranked = pool.map((_, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
  const inOrder = (idx: number[]) => [...idx].sort((a, b) => a - b).map((i) => pool[i]);
  const plan = PLAN[req.length] ?? PLAN.brief;
  const bounds = paragraphBounds(req.length);

  let paragraphs: string[];
  if (req.style === 'analytical') {
    const bodyParagraphs = Math.max(1, plan.paragraphs - 1);
    const bodyCount = Math.min(pool.length, bodyParagraphs * plan.perParagraph);
    const body = inOrder(ranked.slice(0, bodyCount));
    const bullets = inOrder(ranked.slice(bodyCount, bodyCount + 3));
    const minBody = Math.max(1, bounds.min - (bullets.length ? 1 : 0));
    paragraphs = group(body, paragraphCount(body.length, minBody, bodyParagraphs, plan.perParagraph));
    if (bullets.length) paragraphs.push(['Key points:', ...bullets.map((b) => `- ${b}`)].join('\n'));
  } else {
    const chosen = inOrder(ranked.slice(0, plan.paragraphs * plan.perParagraph));
    paragraphs = group(chosen, paragraphCount(chosen.length, bounds.min, plan.paragraphs, plan.perParagraph));
    if (req.style === 'conversational') paragraphs[0] = `Here's the gist: ${paragraphs[0]}`;
  }
  return enforceLength(paragraphs.join('\n\n'), req.length);
}

// ---------------------------------------------------------------------------------------------
// Posts: shared by both providers (platform limits, hashtags, required links)

/** Characters per post (per tweet for X); email and blog have none. */
export const PLATFORM_CHAR_LIMITS: Partial<Record<ContentTypeName, number>> = {
  twitter: 280, instagram: 2200, linkedin: 3000, facebook: 63206,
};

const charLength = (s: string) => [...s].length;

/** "#" + CamelCase of a topic's words; "professional:" prefix dropped; at most `max`, no duplicates. */
export function hashtagsFromTopics(topics: string[], max = 5): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const topic of topics) {
    const words = displayTopic(topic).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const tag = `#${words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}`;
    if (!/\p{L}/u.test(tag) || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
    if (tags.length >= max) break;
  }
  return tags;
}

function truncateAtWord(text: string, limit: number): string {
  if (charLength(text) <= limit) return text;
  if (limit <= 1) return [...text].slice(0, Math.max(0, limit)).join('');
  const cut = [...text].slice(0, limit - 1).join('');
  const atSpace = cut.replace(/\s+\S*$/, '');
  return `${(atSpace.length > cut.length / 2 ? atSpace : cut).trimEnd()}…`;
}

interface Unit { text: string; sep: string }

function unitsOf(paragraphs: string[], budget: number): Unit[] {
  const units: Unit[] = [];
  for (const paragraph of paragraphs) {
    const pieces = charLength(paragraph) <= budget ? [paragraph] : splitSentences(paragraph);
    pieces.forEach((piece, i) => {
      const sep = i === 0 ? '\n' : ' ';
      if (charLength(piece) <= budget) { units.push({ text: piece, sep }); return; }
      piece.split(' ').filter(Boolean).forEach((word, j) => {
        const wsep = j === 0 ? sep : ' ';
        if (charLength(word) <= budget) { units.push({ text: word, sep: wsep }); return; }
        const chars = [...word];
        for (let k = 0; k < chars.length; k += budget) units.push({ text: chars.slice(k, k + budget).join(''), sep: k === 0 ? wsep : '' });
      });
    });
  }
  return units;
}

/**
 * Splits a post into tweets of at most `limit` characters, numbered "1/n … n/n" when it takes
 * more than one. Breaks fall between paragraphs, then sentences, then words.
 */
export function toTweetThread(text: string, limit = 280): string[] {
  const clean = text.trim();
  if (charLength(clean) <= limit) return [clean];
  const paragraphs = clean.split(/\n[^\S\n]*\n/).map((p) => p.trim()).filter(Boolean);
  for (let digits = 1; ; digits++) {
    const budget = limit - (digits * 2 + 2); // "nn/nn "
    const tweets: string[] = [];
    let current = '';
    for (const unit of unitsOf(paragraphs, budget)) {
      const joined = current ? `${current}${unit.sep}${unit.text}` : unit.text;
      if (charLength(joined) <= budget) { current = joined; continue; }
      tweets.push(current);
      current = unit.text;
    }
    if (current) tweets.push(current);
    if (String(tweets.length).length <= digits) return tweets.map((t, i) => `${i + 1}/${tweets.length} ${t}`);
  }
}

/**
 * Fits a post to its platform. The trailer (required links, hashtags) survives truncation;
 * X posts are never cut but threaded.
 */
export function fitToPlatform(contentType: ContentTypeName, core: string, trailer: string): string {
  const join = (a: string, b: string) => [a.trim(), b.trim()].filter(Boolean).join('\n\n');
  const full = join(core, trailer);
  if (contentType === 'twitter') return toTweetThread(full, PLATFORM_CHAR_LIMITS.twitter).join('\n\n');
  const limit = PLATFORM_CHAR_LIMITS[contentType];
  if (!limit || charLength(full) <= limit) return full;
  const room = limit - charLength(trailer.trim()) - 2;
  return room > 20 ? join(truncateAtWord(core.trim(), room), trailer) : truncateAtWord(full, limit);
}

/** Lines naming each real-world example whose link the post does not carry yet. */
export function missingExampleLines(text: string, examples: PostRequest['examples']): string[] {
  return examples.filter((e) => e.url && !text.includes(e.url)).map((e) => `Example: ${e.title.trim()} (${e.url})`);
}

function summarySentences(summary: string): string[] {
  return extractSentences(summary)
    .map((s) => s.replace(/^here's the gist:\s*/i, ''))
    .filter((s) => s && !/^key points:?$/i.test(s));
}

function hostname(link: string | null): string {
  if (!link) return '';
  try { return new URL(link).hostname.replace(/^www\./, ''); } catch { return ''; }
}

/** Deterministic template choice: a figure in the news → a stats/insights template, examples → a case template, a question → a conversation template. */
export function pickTemplateOffline(req: PostRequest, candidates: CandidateTemplate[]): string {
  if (!req.autoSelectTemplate || !candidates.length) return req.templateId;
  const text = req.summaries.map((s) => `${s.title} ${s.summary}`).join(' ');
  const find = (re: RegExp) => candidates.find((c) => re.test(c.id) || re.test(c.name))?.id;
  const rules: [boolean, RegExp][] = [
    [STAT_RE.test(text), /stat|data|number|metric|insight/i],
    [req.examples.length > 0, /example|case|stor|experience/i],
    [text.includes('?'), /question|conversation|discussion/i],
  ];
  for (const [applies, re] of rules) {
    const id = applies ? find(re) : undefined;
    if (id) return id;
  }
  return candidates.some((c) => c.id === req.templateId) ? req.templateId : candidates[0].id;
}

const PLACEHOLDER_RE = /\{\s*([A-Za-z][\w-]*)\s*\}/g;

function fillTemplate(template: string, values: Record<string, string>): string {
  return template
    .replace(PLACEHOLDER_RE, (_m, name: string) => values[name.toLowerCase()] ?? '')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[^\S\n]{2,}/g, ' ').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function composePost(req: PostRequest, sentencesPerSummary: number): string {
  const [top, ...rest] = req.summaries;
  if (!top) return '';
  const blocks: string[] = [];
  if (req.contentType === 'email' || req.contentType === 'blog') {
    for (const s of req.summaries) {
      blocks.push([s.title.trim(), summarySentences(s.summary).slice(0, sentencesPerSummary).join(' '), s.link ? `Read more: ${s.link}` : ''].filter(Boolean).join('\n\n'));
    }
    return blocks.join('\n\n');
  }
  blocks.push(top.title.trim());
  const lead = summarySentences(top.summary).slice(0, sentencesPerSummary).join(' ');
  if (lead) blocks.push(lead);
  if (top.link) blocks.push(`Read more: ${top.link}`);
  const more = req.contentType === 'twitter' ? [] : rest.slice(0, 2);
  if (more.length) blocks.push(['Also worth reading:', ...more.map((s) => `- ${s.title.trim()}${s.link ? `: ${s.link}` : ''}`)].join('\n'));
  return blocks.join('\n\n');
}

export function offlinePost(req: PostRequest, library?: TemplateLibrary): { templateId: string; text: string } {
  const options = postPromptOptions(library, req);
  const templateId = req.autoSelectTemplate ? pickTemplateOffline(req, options.candidateTemplates) : req.templateId;
  const template = templateTextFor(library, req, templateId);
  const short = req.contentType === 'twitter' || req.contentType === 'instagram';
  const sentencesPerSummary = short ? 2 : 3;
  const hashtags = req.includeHashtags ? hashtagsFromTopics(req.topics) : [];
  const top = req.summaries[0];

  let core: string;
  let hashtagsPlaced = false;
  if (new RegExp(PLACEHOLDER_RE.source).test(template)) {
    const allText = req.summaries.map((s) => s.summary).join('\n');
    const statistic = summarySentences(allText).find((s) => STAT_RE.test(s)) ?? '';
    const headline = top?.title.trim() ?? '';
    const summary = top ? summarySentences(top.summary).slice(0, sentencesPerSummary).join(' ') : '';
    const link = top?.link ?? '';
    const topic = req.topics.map(displayTopic).find(Boolean) ?? '';
    hashtagsPlaced = /\{\s*hashtags\s*\}/i.test(template);
    core = fillTemplate(template, {
      headline, title: headline, summary, link, url: link, source: hostname(top?.link ?? null) || link,
      statistic, topic, hashtags: hashtags.join(' '),
    });
  } else {
    core = composePost(req, sentencesPerSummary);
  }
  const trailer = [missingExampleLines(core, req.examples).join('\n'), hashtagsPlaced ? '' : hashtags.join(' ')]
    .filter(Boolean)
    .join('\n\n');
  const text = fitToPlatform(req.contentType, core, trailer);
  return { templateId, text };
}

export class OfflineAiProvider implements AiProvider {
  readonly model = OFFLINE_MODEL;

  constructor(private readonly opts: { library?: TemplateLibrary } = {}) {}

  async summarize(req: SummaryRequest): Promise<AiResult<string>> {
    const value = extractiveSummary(req);
    return { value, model: this.model, tokensUsed: estimateTokens(req.article.title, req.article.text, req.customPrompt ?? '', value) };
  }

  async writePost(req: PostRequest): Promise<AiResult<{ templateId: string; text: string }>> {
    const value = offlinePost(req, this.opts.library);
    const input = req.summaries.map((s) => `${s.title} ${s.summary}`).join(' ');
    return { value, model: this.model, tokensUsed: estimateTokens(input, req.templateText, req.customPrompt ?? '', value.text) };
  }
}
