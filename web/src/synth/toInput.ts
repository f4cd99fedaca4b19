import { filledFeeds } from './feeds';
import { EDITOR_DEFAULT_TIME, paddedTimeOr } from './scheduleTime';
import type { RunConfig } from '@synth/core/pure';
import type { SynthForm } from './types';

/** The GraphQL SynthInput for a form: empty prompts become null, feeds are trimmed. */
export function toSynthInput(form: SynthForm) {
  const orNull = (s: string) => (s.trim() ? s : null);
  return {
    name: form.name.trim(),
    status: form.status,
    rssFeedUrls: filledFeeds(form.rssFeedUrls).map((u) => u.trim()),
    fetchLatestOnly: form.fetchLatestOnly,
    readFullArticle: form.readFullArticle,
    digestLanguage: form.digestLanguage,
    digestItemLimit: form.digestItemLimit,
    topics: form.topics,
    summaryLength: form.summaryLength,
    summaryStyle: form.summaryStyle,
    summaryCustomPrompt: orNull(form.summaryCustomPrompt),
    recipientEmail: orNull(form.recipientEmail),
    emailScheduleTime: paddedTimeOr(form.emailScheduleTime, EDITOR_DEFAULT_TIME),
    emailFrequency: form.emailFrequency,
    userTimezone: form.userTimezone || 'UTC',
    sendWhenNothingNew: form.sendWhenNothingNew,
    contentType: form.contentType,
    contentTemplate: form.contentTemplate,
    contentCustomPrompt: orNull(form.contentCustomPrompt),
    autoSelectTemplate: form.autoSelectTemplate,
    linkedInEnabled: form.linkedInEnabled,
    linkedInPostStyle: orNull(form.linkedInPostStyle),
    linkedInCustomPrompt: orNull(form.linkedInCustomPrompt),
    includeHashtags: form.includeHashtags,
    enableRealWorldExamples: form.enableRealWorldExamples,
    // Every schema field, no other: a field added to the schema and not sent here fails to compile.
  } satisfies Record<keyof RunConfig, unknown>;
}
