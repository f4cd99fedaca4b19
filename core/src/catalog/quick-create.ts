// The offline quick creator (POST /api/prompt-create-synth, onboarding, dashboard): turns a
// free-text description into a complete synth configuration using the curated catalogue, with no
// AI call. This module assembles the draft; the topic detection, preference parsing, naming and
// feed choice live in their own files next to it.
import { isValidTimeZone } from '../lib/time';
import { PROFESSIONAL_PREFIX } from '../synths/professional-topic';
import { SYNTH_DEFAULTS, type SynthFields } from '../synths/synth.schema';
import type { ContentType, EmailFrequency, SummaryLength, SummaryStyle } from '../synths/synth.enums';
import { catalogFeedsFor, synthName } from './draft-naming-and-feeds';
import { ownTopicWords } from './own-topic-words';
import { tokenize } from './phrase-matching';
import {
  chooseTemplate,
  firstEmail,
  parseContentType,
  parseFrequency,
  parseLength,
  parseStyle,
  parseTimeOfDay,
} from './prompt-preferences';
import { bestCategory, findTerms, scoreCategories, type Hit } from './topic-detection';

export type QuickCreateResult =
  | {
      ok: true;
      config: SynthFields & { name: string; rssFeedUrls: string[] };
      matchedCategory: string;
      matchedSpecializations: string[];
    }
  | { ok: false; message: string };

export const PROMPT_REQUIRED_MESSAGE = 'Prompt Required: Please enter a description of the content you want to create.';
export const UNRECOGNISED_PROMPT_MESSAGE =
  'We couldn\'t recognise a topic in your description. Try naming an industry or a subject, for example "fintech regulation".';

export const MAX_SPECIALIZATIONS = 3;

/**
 * Builds a synth configuration from a free-text description. `timezone` (the browser's IANA zone)
 * is used when valid, otherwise UTC. `now` is accepted for callers that pin time in tests; the
 * configuration itself has no date fields.
 */
export function synthFromPrompt(prompt: string, opts: { timezone?: string; now?: Date } = {}): QuickCreateResult {
  const text = (prompt ?? '').normalize('NFC').trim();
  if (!text) return { ok: false, message: PROMPT_REQUIRED_MESSAGE };
  const lower = text.toLowerCase();

  const tokens = tokenize(text);
  const hits = findTerms(tokens);
  const best = bestCategory(scoreCategories(tokens, hits));
  if (!best) return { ok: false, message: UNRECOGNISED_PROMPT_MESSAGE };

  const specs = best.specs.slice(0, MAX_SPECIALIZATIONS);
  const subjects: Hit[] = [];
  for (const h of hits) if (h.term.topic && !subjects.some((s) => s.term.phrase === h.term.phrase)) subjects.push(h);
  const professional = [...new Set(specs.flatMap((s) => s.spec.keywords))];
  const named = subjects
    .filter((h) => !professional.includes(h.term.phrase) && !professional.includes(h.text))
    .map((h) => h.text);
  const topics = [
    ...new Set([...named, ...ownTopicWords(tokens, hits).filter((w) => !professional.includes(w))]),
    ...professional.map((k) => `${PROFESSIONAL_PREFIX}${k}`),
  ];

  const rankTerms = [
    ...new Set([...subjects.map((h) => h.term.phrase), ...specs.flatMap((s) => [...s.hits, ...s.spec.keywords])]),
  ];
  const feeds = catalogFeedsFor(best.category, rankTerms);

  const contentType = parseContentType(text);
  const contentTemplate = chooseTemplate(contentType, lower);
  const timezone = opts.timezone && isValidTimeZone(opts.timezone) ? opts.timezone : 'UTC';

  const config = assembleConfig(text, {
    name: synthName(text, subjects, best.category),
    rssFeedUrls: feeds.map((f) => f.url),
    topics,
    summaryLength: parseLength(lower),
    summaryStyle: parseStyle(lower),
    emailScheduleTime: parseTimeOfDay(text) ?? '09:00',
    emailFrequency: parseFrequency(text),
    userTimezone: timezone,
    contentType,
    contentTemplate,
    includeHashtags: !/\b(?:no|without|skip|avoid|don'?t use)\s+hashtags?\b/.test(lower),
    enableRealWorldExamples: /\breal[- ]world examples?\b/.test(lower),
  });
  return { ok: true, config, matchedCategory: best.category, matchedSpecializations: specs.map((s) => s.spec.name) };
}

/** The choices a draft makes; everything else takes the synth defaults. */
export interface DraftChoices {
  name: string;
  rssFeedUrls: string[];
  topics: string[];
  summaryLength: `${SummaryLength}`;
  summaryStyle: `${SummaryStyle}`;
  emailScheduleTime: string;
  emailFrequency: `${EmailFrequency}`;
  userTimezone: string;
  contentType: `${ContentType}`;
  contentTemplate: string;
  includeHashtags: boolean;
  enableRealWorldExamples: boolean;
}

/** A complete configuration from the draft's choices; the recipient is the first address the prompt names. */
export function assembleConfig(prompt: string, c: DraftChoices): SynthFields & { name: string; rssFeedUrls: string[] } {
  const recipientEmail = firstEmail(prompt);
  return {
    ...c,
    fetchLatestOnly: SYNTH_DEFAULTS.fetchLatestOnly,
    readFullArticle: SYNTH_DEFAULTS.readFullArticle,
    digestLanguage: SYNTH_DEFAULTS.digestLanguage,
    summaryCustomPrompt: null,
    contentCustomPrompt: null,
    autoSelectTemplate: false,
    linkedInEnabled: c.contentType === 'linkedin',
    linkedInPostStyle: c.contentType === 'linkedin' ? c.contentTemplate : null,
    linkedInCustomPrompt: null,
    sendWhenNothingNew: SYNTH_DEFAULTS.sendWhenNothingNew,
    ...(recipientEmail ? { recipientEmail } : {}),
  };
}
