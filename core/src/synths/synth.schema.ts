import { z } from 'zod/v4';
import isEmail from 'validator/lib/isEmail';
import { isHttpUrl } from '../lib/http-url';
import {
  EMAIL_TOO_LONG_MESSAGE,
  MAX_EMAIL_CHARS,
  MAX_SYNTH_NAME_CHARS,
  MAX_TOPIC_CHARS,
  MAX_URL_CHARS,
  SYNTH_NAME_TOO_LONG_MESSAGE,
  TOPIC_TOO_LONG_MESSAGE,
  URL_TOO_LONG_MESSAGE,
} from '../lib/input-limits';
import { isValidTimeZone, paddedScheduleTime } from '../lib/time';
import { genericTopicMessage, isGenericTopic } from './generic-topics';
import { ContentType, EmailFrequency, SummaryLength, SummaryStyle, SynthStatus } from './synth.choices';
import { DEFAULT_DIGEST_LANGUAGE, DIGEST_LANGUAGE_CODES } from './digest-language';

// The one description of a synth's writable fields: name, type, default, limits and the message a
// caller sees when a value is wrong. Validation, defaults, the field list, the GraphQL input's
// type check, the web form and a run's configuration snapshot are all derived from it.
// Browser-safe: the web app imports it through @synth/core/pure.

const MAX_TOPICS = 100;
const MAX_PROMPT = 4000;
/** How many stories a digest carries at most: one story is one model call and one screen of reading. */
export const MIN_DIGEST_ITEMS = 1;
export const MAX_DIGEST_ITEMS = 30;
const DIGEST_ITEM_LIMIT_MESSAGE = `Stories per digest must be a whole number from ${MIN_DIGEST_ITEMS} to ${MAX_DIGEST_ITEMS}.`;
const TEMPLATE_ID = /^[a-z0-9-]{1,100}$/;

// Wire values ('brief', not SummaryLength.brief) so the plain strings callers hold type-check.
const choice = <E extends Record<string, string>>(values: E, message: string) =>
  z.enum(Object.values(values) as [`${E[keyof E]}`, ...`${E[keyof E]}`[]], { error: message });

/** "a, b or c" */
const orList = (values: string[]) =>
  values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}` : values.join('');

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

// Empty or blank prompts are stored as null, so "no custom prompt" has one form.
const prompt = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .max(MAX_PROMPT, `${field} must be at most ${MAX_PROMPT} characters`)
    .nullable()
    .transform((v) => (v?.trim() ? v : null));

const templateId = (field: string) =>
  z.string({ error: `${field} must be a template id` }).regex(TEMPLATE_ID, `${field} must be a template id`);

// Blank entries are dropped and repeats reported, so the list a user saved is the list a run reads.
const feedUrls = z.unknown().transform((v, ctx) => {
  const urls = Array.isArray(v) ? v.map((u) => String(u).trim()).filter(Boolean) : [];
  const issue = (message: string) => ctx.issues.push({ code: 'custom', message, input: v });
  if (urls.length === 0) issue('At least one RSS feed URL is required');
  if (urls.some((u) => u.length > MAX_URL_CHARS)) {
    issue(URL_TOO_LONG_MESSAGE);
    return [];
  }
  const bad = urls.filter((u) => !isHttpUrl(u));
  if (bad.length) issue(`Invalid feed URL: ${bad[0]}`);
  const unique = [...new Set(urls)];
  if (unique.length !== urls.length) issue('This RSS feed is already in your list.');
  return unique;
});

const topics = z.unknown().transform((v, ctx) => {
  if (!Array.isArray(v) || v.some((t) => typeof t !== 'string')) {
    ctx.issues.push({ code: 'custom', message: 'Topics must be a list of keywords', input: v });
    return [];
  }
  // Counted before anything else reads them: each topic becomes a pattern run over feed text.
  if (v.length > MAX_TOPICS) {
    ctx.issues.push({ code: 'custom', message: `At most ${MAX_TOPICS} topics`, input: v });
    return [];
  }
  if ((v as string[]).some((t) => t.length > MAX_TOPIC_CHARS)) {
    ctx.issues.push({ code: 'custom', message: TOPIC_TOO_LONG_MESSAGE, input: v });
    return [];
  }
  const list = [...new Set((v as string[]).map((t) => t.trim()).filter(Boolean))];
  // A topic that every article matches ("the", "news") would make the filter keep everything.
  const generic = list.find(isGenericTopic);
  if (generic) ctx.issues.push({ code: 'custom', message: genericTopicMessage(generic), input: v });
  return list;
});

// H:MM is accepted and stored zero-padded (HH:MM), the form the schedule and the database expect.
const scheduleTime = z.unknown().transform((v, ctx) => {
  const time = typeof v === 'string' ? paddedScheduleTime(v) : null;
  if (!time)
    ctx.issues.push({ code: 'custom', message: 'Schedule time must be H:MM or HH:MM (00:00 to 23:59)', input: v });
  return time ?? '';
});

const timeZone = z.unknown().transform((v, ctx) => {
  // The answer names what was sent only when it is short enough to be a zone's name.
  const named = typeof v === 'string' && v.length <= 64 ? `: ${v}` : '';
  if (typeof v !== 'string' || !isValidTimeZone(v))
    ctx.issues.push({ code: 'custom', message: `Unknown time zone${named}`, input: v });
  return String(v);
});

// No address (empty, blank or null) is stored as null: a run then emails nothing. The length is
// checked before the validator reads the text.
const recipientEmail = z.unknown().transform((v, ctx) => {
  const email = typeof v === 'string' ? v.trim() : '';
  const issue = (message: string) => ctx.issues.push({ code: 'custom', message, input: v });
  if (v !== null && v !== undefined && typeof v !== 'string') issue('Recipient email must be text');
  else if (email.length > MAX_EMAIL_CHARS) issue(EMAIL_TOO_LONG_MESSAGE);
  else if (email && !isEmail(email)) issue('Recipient email is not a valid address');
  return email || null;
});

/**
 * Every writable field with its default. The keys are in the order their errors are reported.
 * Defaults are the values a new synth starts with and a run falls back to for a missing field.
 */
const fieldsWithDefaults = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(MAX_SYNTH_NAME_CHARS, SYNTH_NAME_TOO_LONG_MESSAGE)
    .default('My Content Synth'),
  rssFeedUrls: feedUrls.default(['']),
  status: choice(SynthStatus, 'Status must be active or inactive').default(SynthStatus.active),
  fetchLatestOnly: flag('fetchLatestOnly').default(true),
  readFullArticle: flag('readFullArticle').default(true),
  autoSelectTemplate: flag('autoSelectTemplate').default(false),
  linkedInEnabled: flag('linkedInEnabled').default(true),
  includeHashtags: flag('includeHashtags').default(true),
  enableRealWorldExamples: flag('enableRealWorldExamples').default(false),
  sendWhenNothingNew: flag('sendWhenNothingNew').default(false),
  topics: topics.default([]),
  summaryLength: choice(SummaryLength, 'Summary length must be brief, medium or detailed').default(SummaryLength.brief),
  summaryStyle: choice(SummaryStyle, 'Summary style must be informative, analytical or conversational').default(
    SummaryStyle.informative,
  ),
  // A code from a fixed list: compared whole, so no pattern ever runs over what a caller sent.
  digestLanguage: z
    .enum(DIGEST_LANGUAGE_CODES, { error: `The digest language must be one of ${DIGEST_LANGUAGE_CODES.join(', ')}.` })
    .default(DEFAULT_DIGEST_LANGUAGE),
  digestItemLimit: z
    .number({ error: DIGEST_ITEM_LIMIT_MESSAGE })
    .int(DIGEST_ITEM_LIMIT_MESSAGE)
    .min(MIN_DIGEST_ITEMS, DIGEST_ITEM_LIMIT_MESSAGE)
    .max(MAX_DIGEST_ITEMS, DIGEST_ITEM_LIMIT_MESSAGE)
    .default(10),
  emailFrequency: choice(EmailFrequency, 'Email frequency must be daily, weekdays or weekly').default(
    EmailFrequency.daily,
  ),
  contentType: choice(ContentType, `Content type must be ${orList(Object.values(ContentType))}`).default(
    ContentType.linkedin,
  ),
  emailScheduleTime: scheduleTime.default('09:00'),
  userTimezone: timeZone.default('UTC'),
  recipientEmail: recipientEmail.default(null),
  summaryCustomPrompt: prompt('summaryCustomPrompt').default(null),
  contentCustomPrompt: prompt('contentCustomPrompt').default(null),
  linkedInCustomPrompt: prompt('linkedInCustomPrompt').default(null),
  contentTemplate: templateId('contentTemplate').default('informative'),
  // The default content type is LinkedIn, and choosing LinkedIn sets the post style to the template.
  linkedInPostStyle: templateId('linkedInPostStyle').nullable().default('informative'),
};

type FieldsWithDefaults = typeof fieldsWithDefaults;
type FieldName = keyof FieldsWithDefaults;
type Unwrapped = { [K in FieldName]: ReturnType<FieldsWithDefaults[K]['unwrap']> };

/** The configuration a run works from: every field, with defaults for what the synth left out. */
export const runConfigSchema = z.object(fieldsWithDefaults);
export type RunConfig = z.output<typeof runConfigSchema>;

/** The writable fields of a synth, as sent by GraphQL, REST and the editor; any may be left out. */
export type SynthFields = Partial<RunConfig>;

export const SYNTH_FIELD_NAMES = Object.keys(fieldsWithDefaults) as FieldName[];

/** A new synth's values. */
export const SYNTH_DEFAULTS: RunConfig = runConfigSchema.parse({});

/** Fields a new synth must be given; an update may leave any field out. */
const REQUIRED_ON_CREATE: readonly FieldName[] = ['name', 'rssFeedUrls'];

const checks = Object.fromEntries(SYNTH_FIELD_NAMES.map((k) => [k, fieldsWithDefaults[k].unwrap()])) as Unwrapped;
const optional = Object.fromEntries(
  SYNTH_FIELD_NAMES.filter((k) => !REQUIRED_ON_CREATE.includes(k)).map((k) => [k, true as const]),
) as { [K in FieldName]?: true };

/** Checks a new synth's fields: name and feeds are required, the rest may be left out. */
export const synthCreateSchema = z.object(checks).partial(optional);
/** Checks an update: only the fields sent are checked. */
export const synthUpdateSchema = z.object(checks).partial();
