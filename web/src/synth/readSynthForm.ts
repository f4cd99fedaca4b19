import { graphql, readInlineData } from 'react-relay';
import type { readSynthForm_synth$key } from '../__generated__/readSynthForm_synth.graphql';
import type { SynthForm } from './types';

// Everything the editor needs from a saved synth, read outside render when it loads.
const fragment = graphql`
  fragment readSynthForm_synth on Synth @inline {
    id
    name
    status
    rssFeedUrls
    fetchLatestOnly
    topics
    summaryLength
    summaryStyle
    summaryCustomPrompt
    recipientEmail
    emailScheduleTime
    emailFrequency
    userTimezone
    sendWhenNothingNew
    contentType
    contentTemplate
    contentCustomPrompt
    autoSelectTemplate
    linkedInEnabled
    linkedInPostStyle
    linkedInCustomPrompt
    includeHashtags
    enableRealWorldExamples
  }
`;

const orUndefined = <T>(v: T | null | undefined): T | undefined => v ?? undefined;

/** A saved synth as editor values; nulls become undefined so the reducer fills defaults. */
export function readSynthForm(ref: readSynthForm_synth$key): Partial<SynthForm> & { id: string } {
  const d = readInlineData(fragment, ref);
  return {
    id: d.id,
    name: d.name,
    status: d.status,
    rssFeedUrls: [...d.rssFeedUrls],
    fetchLatestOnly: d.fetchLatestOnly,
    topics: [...d.topics],
    summaryLength: d.summaryLength,
    summaryStyle: d.summaryStyle,
    summaryCustomPrompt: orUndefined(d.summaryCustomPrompt),
    recipientEmail: orUndefined(d.recipientEmail),
    emailScheduleTime: d.emailScheduleTime,
    emailFrequency: d.emailFrequency,
    userTimezone: d.userTimezone,
    sendWhenNothingNew: d.sendWhenNothingNew,
    contentType: d.contentType,
    contentTemplate: d.contentTemplate,
    contentCustomPrompt: orUndefined(d.contentCustomPrompt),
    autoSelectTemplate: d.autoSelectTemplate,
    linkedInEnabled: d.linkedInEnabled,
    linkedInPostStyle: orUndefined(d.linkedInPostStyle),
    linkedInCustomPrompt: orUndefined(d.linkedInCustomPrompt),
    includeHashtags: d.includeHashtags,
    enableRealWorldExamples: d.enableRealWorldExamples,
  };
}
