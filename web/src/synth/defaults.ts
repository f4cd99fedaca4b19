// Default values of a new synth in the editor.
import { EDITOR_DEFAULT_TIME, STORED_DEFAULT_TIME } from './scheduleTime';
import { detectTimezone } from './timezone';
import type { Progress, SynthForm, SynthStats } from './types';

export const DEFAULT_SYNTH_NAME = 'My Content Synth';

/** The synth defaults, with the time given by the caller (08:00 in the editor, 09:00 elsewhere). */
export function defaultForm(emailScheduleTime: string = STORED_DEFAULT_TIME): SynthForm {
  return {
    id: null,
    name: DEFAULT_SYNTH_NAME,
    status: 'active',
    rssFeedUrls: [''],
    fetchLatestOnly: true,
    topics: [],
    summaryLength: 'brief',
    summaryStyle: 'informative',
    summaryCustomPrompt: '',
    recipientEmail: '',
    emailScheduleTime,
    emailFrequency: 'daily',
    userTimezone: detectTimezone(),
    sendWhenNothingNew: false,
    contentType: 'linkedin',
    contentTemplate: 'informative',
    contentCustomPrompt: '',
    autoSelectTemplate: false,
    linkedInEnabled: true,
    linkedInPostStyle: 'informative',
    linkedInCustomPrompt: '',
    includeHashtags: true,
    enableRealWorldExamples: false,
  };
}

/** The form the editor opens with before any synth loads. */
export const editorInitialForm = () => defaultForm(EDITOR_DEFAULT_TIME);

export const EMPTY_STATS: SynthStats = { articlesFetched: 0, articlesFiltered: 0, articlesProcessed: 0, lastRun: null };
export const INITIAL_PROGRESS: Progress = { current: 0, total: 3, percent: 0 };

export const isUnsavedId = (id: string | null | undefined) => !id || id.startsWith('temp-');
export const tempSynthId = () => `temp-${Date.now()}`;
