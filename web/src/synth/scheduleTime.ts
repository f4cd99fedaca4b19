// The editor's schedule times. What a valid time is (H:MM or HH:MM, hours 0–23, minutes 0–59,
// stored zero-padded) is the domain's rule, imported from @synth/core/pure.
import { normaliseScheduleTime, parseScheduleTime } from '@synth/core/pure';

/** The editor's default and the fallback for anything invalid. */
export const EDITOR_DEFAULT_TIME = '08:00';
/** The default after a reset, on load and in quick create. */
export const STORED_DEFAULT_TIME = '09:00';

export const isValidScheduleTime = (value: string | null | undefined): boolean => parseScheduleTime(value ?? '') !== null;

/** "9:05" → "09:05"; anything invalid → the fallback (08:00). */
export function normalizeScheduleTime(value: string | null | undefined, fallback = EDITOR_DEFAULT_TIME): string {
  return normaliseScheduleTime(value ?? '') ?? fallback;
}
