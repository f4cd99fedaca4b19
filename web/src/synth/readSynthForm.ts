import { graphql, readInlineData } from 'react-relay';
import type { readSynthForm_synth$data, readSynthForm_synth$key } from '../__generated__/readSynthForm_synth.graphql';
import type { AssertTrue, SameKeys } from '@synth/core/pure';
import type { SynthForm } from './types';

// Everything the editor needs from a saved synth, read outside render when it loads. Every field is
// read, by readSynthForm's copy of the whole record, which the lint rule cannot see.
/* eslint-disable relay/unused-fields */
const fragment = graphql`
  fragment readSynthForm_synth on Synth @inline {
    id
    name
    status
    rssFeedUrls
    fetchLatestOnly
    readFullArticle
    digestLanguage
    digestItemLimit
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
/* eslint-enable relay/unused-fields */

/**
 * True when a fragment selects exactly the form's fields. The reader copies the whole record into
 * the form, so a field the fragment forgets would be saved back as its default, and a field the
 * form lacks would ride along unchecked.
 */
export type FragmentSelectsTheFormFields<Data, Form> = SameKeys<Omit<Data, ' $fragmentType'>, Form>;

// Fails to compile when the fragment above and the form's fields differ, in either direction (exported
// only so that an unused type is no error: nothing imports it).
/** @public */
export type ReadSynthFormCoversTheForm = AssertTrue<FragmentSelectsTheFormFields<readSynthForm_synth$data, SynthForm>>;

/** A saved synth as editor values; nulls become undefined so the reducer fills defaults. */
export function readSynthForm(ref: readSynthForm_synth$key): Partial<SynthForm> & { id: string } {
  const data: readSynthForm_synth$data = readInlineData(fragment, ref);
  // Lists are copied: the store's are read-only.
  const values = Object.entries(data).map(([field, value]) => [
    field,
    Array.isArray(value) ? [...value] : (value ?? undefined),
  ]);
  return Object.fromEntries(values) as Partial<SynthForm> & { id: string };
}
