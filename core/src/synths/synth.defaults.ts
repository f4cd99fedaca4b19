import { ContentType, EmailFrequency, SummaryLength, SummaryStyle } from './synth.enums';

// A new synth's defaults, shared by the entity, the API's `synthDefaults` and the web form.
export const SYNTH_DEFAULTS = {
  name: 'My Content Synth',
  rssFeedUrls: [''] as string[],
  fetchLatestOnly: true,
  topics: [] as string[],
  summaryLength: SummaryLength.brief,
  summaryStyle: SummaryStyle.informative,
  emailScheduleTime: '09:00',
  emailFrequency: EmailFrequency.daily,
  userTimezone: 'UTC',
  contentType: ContentType.linkedin,
  contentTemplate: 'informative',
  autoSelectTemplate: false,
  linkedInEnabled: true,
  includeHashtags: true,
  enableRealWorldExamples: false,
  sendWhenNothingNew: false,
} as const;

export const PROFESSIONAL_PREFIX = 'professional:';
