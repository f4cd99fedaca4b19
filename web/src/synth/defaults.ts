// Default values of a new synth in the editor.
import { SYNTH_DEFAULTS, type RunConfig } from '@synth/core/pure';
import { EDITOR_DEFAULT_TIME, STORED_DEFAULT_TIME } from './scheduleTime';
import { detectTimezone } from './timezone';
import type { SynthForm, SynthFormFields } from './types';

/** The synth defaults, with the time given by the caller (08:00 in the editor, 09:00 elsewhere). */
export function defaultForm(emailScheduleTime: string = STORED_DEFAULT_TIME): SynthForm {
  return { id: null, ...formFieldsOf(SYNTH_DEFAULTS), emailScheduleTime, userTimezone: detectTimezone() };
}

/** Schema values as form values: null (no prompt, no address) becomes '', lists are copied. */
function formFieldsOf(config: RunConfig): SynthFormFields {
  const entries = Object.entries(config).map(([k, v]) => [k, v === null ? '' : Array.isArray(v) ? [...v] : v]);
  return Object.fromEntries(entries) as SynthFormFields;
}

/** The form the editor opens with before any synth loads. */
export const editorInitialForm = () => defaultForm(EDITOR_DEFAULT_TIME);

export const isUnsavedId = (id: string | null | undefined) => !id || id.startsWith('temp-');
export const tempSynthId = () => `temp-${Date.now()}`;
