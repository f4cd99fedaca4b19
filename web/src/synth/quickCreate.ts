import type { QuickCreateConfig } from '../api/types';
import { STORED_DEFAULT_TIME, normalizeScheduleTime } from './scheduleTime';
import { tempSynthId } from './defaults';
import type { SynthForm } from './types';

/** A quick-create answer as an unsaved (temp-…) synth for the editor; time defaults to 09:00. */
export function quickCreateToForm(config: QuickCreateConfig): Partial<SynthForm> & { id: string } {
  const known = Object.fromEntries(Object.entries(config).filter(([k, v]) => k !== 'id' && v !== undefined && v !== null)) as Partial<SynthForm>;
  return {
    ...known,
    id: tempSynthId(),
    emailScheduleTime: config.emailScheduleTime ? normalizeScheduleTime(config.emailScheduleTime, STORED_DEFAULT_TIME) : STORED_DEFAULT_TIME,
  };
}
