// Synth form validation; a failure shows a "Validation Error" toast with the message.
import { isHttpUrl } from '@synth/core/pure';
import { filledFeeds } from './feeds';
import { isValidScheduleTime } from './scheduleTime';
import { SUMMARY_LENGTHS, SUMMARY_STYLES, type SynthForm } from './types';

export function validateSynthForm(form: SynthForm): string | null {
  if (form.name.trim().length < 1) return 'Synth name is required';
  const feeds = filledFeeds(form.rssFeedUrls);
  if (feeds.length === 0) return 'Add at least one RSS feed URL';
  const bad = feeds.find((u) => !isHttpUrl(u));
  if (bad) return `"${bad}" is not a valid URL`;
  if (typeof form.fetchLatestOnly !== 'boolean' || typeof form.enableRealWorldExamples !== 'boolean') return 'Invalid settings';
  if (!SUMMARY_LENGTHS.includes(form.summaryLength)) return 'Choose a summary length: brief, medium or detailed';
  if (!SUMMARY_STYLES.includes(form.summaryStyle)) return 'Choose a summary style: informative, analytical or conversational';
  if (!isValidScheduleTime(form.emailScheduleTime)) return 'Enter the email time as HH:MM';
  return null;
}
