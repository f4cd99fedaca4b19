// The synth editor's reducer: every form action and what it changes.
import { defaultForm, editorInitialForm } from './defaults';
import { applyPlanLimits } from './planLimits';
import { EDITOR_DEFAULT_TIME, paddedTimeOr, STORED_DEFAULT_TIME } from './scheduleTime';
import type { SynthAction, SynthForm, SynthState } from './types';

export function initialSynthState(form: SynthForm = editorInitialForm()): SynthState {
  return { form };
}

const same = (a: unknown, b: unknown) =>
  a === b || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => v === b[i]));

function withField(state: SynthState, field: keyof SynthForm, value: unknown): SynthState {
  const normalized = field === 'emailScheduleTime' ? paddedTimeOr(value as string, EDITOR_DEFAULT_TIME) : value;
  if (same(state.form[field], normalized)) return state; // unchanged values are ignored
  return { ...state, form: { ...state.form, [field]: normalized } };
}

/** Missing fields take defaults; the time is normalised (09:00 when absent). */
function formFromSynth(synth: Partial<SynthForm> & { id: string | null }): SynthForm {
  const defaults = defaultForm(STORED_DEFAULT_TIME);
  const defined = Object.fromEntries(
    Object.entries(synth).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<SynthForm>;
  const form: SynthForm = { ...defaults, ...defined, id: synth.id };
  form.emailScheduleTime = paddedTimeOr(synth.emailScheduleTime, STORED_DEFAULT_TIME);
  return form;
}

export function synthReducer(state: SynthState, action: SynthAction): SynthState {
  switch (action.type) {
    case 'UPDATE_FIELD':
      return withField(state, action.field, action.value);
    case 'UPDATE_FIELDS':
      return (Object.entries(action.patch) as [keyof SynthForm, unknown][]).reduce(
        (s, [k, v]) => withField(s, k, v),
        state,
      );
    case 'SET_ID':
      return state.form.id === action.id ? state : { ...state, form: { ...state.form, id: action.id } };
    case 'RESET': {
      const form = {
        ...defaultForm(STORED_DEFAULT_TIME),
        rssFeedUrls: [],
        enableRealWorldExamples: action.keepRealWorldExamples ? state.form.enableRealWorldExamples : false,
      };
      return { ...state, form: applyPlanLimits(form, action.limits) };
    }
    case 'LOAD_SYNTH': {
      // Loading the synth already in the editor again is skipped (it would drop unsaved edits).
      if (!action.force && action.synth.id && action.synth.id === state.form.id) return state;
      return { ...state, form: applyPlanLimits(formFromSynth(action.synth), action.limits) };
    }
    default:
      return state;
  }
}
