// Offline posts: the chosen template filled from the summaries (or, for templates without
// placeholders, a plain composition of headline, lead and links), then fitted to the platform.
import type { TemplateLibrary } from '../content/template.types';
import type { PostRequest } from './ai.types';
import { extractSentences } from './extractive-summary';
import { fitToPlatform, hashtagsFromTopics, missingExampleLines } from './platform-fit';
import { displayTopic, postPromptOptions, templateTextFor, type CandidateTemplate } from './prompt-builder';

// A figure: a percentage, an amount of money, millions or billions, or a number with thousands separators.
const STAT_RE = /\d+(?:[.,]\d+)?\s?(?:%|percent\b|per cent\b)|[$€£¥]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:million|billion|trillion|bn)\b|\b\d{1,3}(?:,\d{3})+\b/i;

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
