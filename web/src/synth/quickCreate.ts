import type { SynthDraft } from '../mutations/useDraftSynthFromPromptMutation';
import { STORED_DEFAULT_TIME, paddedTimeOr } from './scheduleTime';
import { tempSynthId } from './defaults';
import type { SynthForm } from './types';

/** A drafted synth as an unsaved (temp-…) synth for the editor; time defaults to 09:00. */
export function quickCreateToForm(config: SynthDraft): Partial<SynthForm> & { id: string } {
  const known = Object.fromEntries(
    Object.entries(config).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<SynthForm>;
  return {
    ...known,
    id: tempSynthId(),
    emailScheduleTime: paddedTimeOr(config.emailScheduleTime, STORED_DEFAULT_TIME),
  };
}
