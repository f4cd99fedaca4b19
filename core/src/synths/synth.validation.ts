import type { FieldError } from '../lib/errors';
import { isValidTimeZone, normaliseScheduleTime } from '../lib/time';
import { ContentType, EmailFrequency, SummaryLength, SummaryStyle, SynthStatus } from './synth.enums';

/** The writable fields of a synth, as sent by GraphQL, REST and the editor. */
export interface SynthFields {
  name?: string;
  status?: string;
  rssFeedUrls?: string[];
  fetchLatestOnly?: boolean;
  topics?: string[];
  summaryLength?: string;
  summaryStyle?: string;
  summaryCustomPrompt?: string | null;
  recipientEmail?: string | null;
  emailScheduleTime?: string;
  emailFrequency?: string;
  userTimezone?: string;
  contentType?: string;
  contentTemplate?: string;
  contentCustomPrompt?: string | null;
  autoSelectTemplate?: boolean;
  linkedInEnabled?: boolean;
  linkedInPostStyle?: string | null;
  linkedInCustomPrompt?: string | null;
  includeHashtags?: boolean;
  enableRealWorldExamples?: boolean;
  sendWhenNothingNew?: boolean;
}

export const SYNTH_FIELD_NAMES: (keyof SynthFields)[] = [
  'name', 'status', 'rssFeedUrls', 'fetchLatestOnly', 'topics', 'summaryLength', 'summaryStyle',
  'summaryCustomPrompt', 'recipientEmail', 'emailScheduleTime', 'emailFrequency', 'userTimezone',
  'contentType', 'contentTemplate', 'contentCustomPrompt', 'autoSelectTemplate', 'linkedInEnabled',
  'linkedInPostStyle', 'linkedInCustomPrompt', 'includeHashtags', 'enableRealWorldExamples', 'sendWhenNothingNew',
];

const BOOLEAN_FIELDS: (keyof SynthFields)[] = [
  'fetchLatestOnly', 'autoSelectTemplate', 'linkedInEnabled', 'includeHashtags', 'enableRealWorldExamples', 'sendWhenNothingNew',
];
const PROMPT_FIELDS: (keyof SynthFields)[] = ['summaryCustomPrompt', 'contentCustomPrompt', 'linkedInCustomPrompt'];
const MAX_TOPICS = 100;
const MAX_PROMPT = 4000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

function oneOf(values: object, v: unknown): boolean {
  return typeof v === 'string' && (Object.values(values) as string[]).includes(v);
}

/**
 * Validates and normalises synth fields. `partial` skips required checks for fields
 * the caller did not send. Returns the cleaned fields or the list of field errors.
 */
export function validateSynthFields(
  input: SynthFields,
  opts: { partial?: boolean } = {},
): { value: SynthFields; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const value: SynthFields = {};
  const has = (k: keyof SynthFields) => input[k] !== undefined;
  const need = (k: keyof SynthFields) => !opts.partial || has(k);

  if (need('name')) {
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (!name) errors.push({ field: 'name', message: 'Name is required' });
    else if (name.length > 200) errors.push({ field: 'name', message: 'Name must be at most 200 characters' });
    else value.name = name;
  }

  if (need('rssFeedUrls')) {
    const urls = Array.isArray(input.rssFeedUrls) ? input.rssFeedUrls.map((u) => String(u).trim()).filter(Boolean) : [];
    if (urls.length === 0) errors.push({ field: 'rssFeedUrls', message: 'At least one RSS feed URL is required' });
    const bad = urls.filter((u) => !isHttpUrl(u));
    if (bad.length) errors.push({ field: 'rssFeedUrls', message: `Invalid feed URL: ${bad[0]}` });
    const unique = [...new Set(urls)];
    if (unique.length !== urls.length) errors.push({ field: 'rssFeedUrls', message: 'This RSS feed is already in your list.' });
    if (!bad.length) value.rssFeedUrls = unique;
  }

  if (has('status')) {
    if (!oneOf(SynthStatus, input.status)) errors.push({ field: 'status', message: 'Status must be active or inactive' });
    else value.status = input.status;
  }

  for (const k of BOOLEAN_FIELDS) {
    if (!has(k)) continue;
    if (typeof input[k] !== 'boolean') errors.push({ field: k, message: `${k} must be true or false` });
    else (value as Record<string, unknown>)[k] = input[k];
  }

  if (has('topics')) {
    if (!Array.isArray(input.topics) || input.topics.some((t) => typeof t !== 'string')) {
      errors.push({ field: 'topics', message: 'Topics must be a list of keywords' });
    } else {
      const topics = [...new Set(input.topics.map((t) => t.trim()).filter(Boolean))];
      if (topics.length > MAX_TOPICS) errors.push({ field: 'topics', message: `At most ${MAX_TOPICS} topics` });
      else value.topics = topics;
    }
  }

  const enums: [keyof SynthFields, object, string][] = [
    ['summaryLength', SummaryLength, 'Summary length must be brief, medium or detailed'],
    ['summaryStyle', SummaryStyle, 'Summary style must be informative, analytical or conversational'],
    ['emailFrequency', EmailFrequency, 'Email frequency must be daily, weekdays or weekly'],
    ['contentType', ContentType, 'Content type must be linkedin, twitter, facebook, instagram, email or blog'],
  ];
  for (const [k, values, message] of enums) {
    if (!has(k)) continue;
    if (!oneOf(values, input[k])) errors.push({ field: k, message });
    else (value as Record<string, unknown>)[k] = input[k];
  }

  if (has('emailScheduleTime')) {
    const t = typeof input.emailScheduleTime === 'string' ? normaliseScheduleTime(input.emailScheduleTime) : null;
    if (!t) errors.push({ field: 'emailScheduleTime', message: 'Schedule time must be H:MM or HH:MM (00:00 to 23:59)' });
    else value.emailScheduleTime = t;
  }

  if (has('userTimezone')) {
    if (typeof input.userTimezone !== 'string' || !isValidTimeZone(input.userTimezone)) {
      errors.push({ field: 'userTimezone', message: `Unknown time zone: ${String(input.userTimezone)}` });
    } else value.userTimezone = input.userTimezone;
  }

  if (has('recipientEmail')) {
    const email = input.recipientEmail ? String(input.recipientEmail).trim() : '';
    if (email && !EMAIL.test(email)) errors.push({ field: 'recipientEmail', message: 'Recipient email is not a valid address' });
    else value.recipientEmail = email || null;
  }

  for (const k of PROMPT_FIELDS) {
    if (!has(k)) continue;
    const v = input[k];
    if (v !== null && typeof v !== 'string') errors.push({ field: k, message: `${k} must be text` });
    else if (typeof v === 'string' && v.length > MAX_PROMPT) errors.push({ field: k, message: `${k} must be at most ${MAX_PROMPT} characters` });
    else (value as Record<string, unknown>)[k] = v?.trim() ? v : null;
  }

  for (const k of ['contentTemplate', 'linkedInPostStyle'] as const) {
    if (!has(k)) continue;
    const v = input[k];
    if (v !== null && (typeof v !== 'string' || !/^[a-z0-9-]{1,100}$/.test(v))) {
      errors.push({ field: k, message: `${k} must be a template id` });
    } else (value as Record<string, unknown>)[k] = v;
  }

  return { value, errors };
}
