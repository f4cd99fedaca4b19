// The editor's schedule times. What a valid time is (H:MM or HH:MM, hours 0–23, minutes 0–59,
// stored zero-padded) and the stored default are the domain's, imported from @synth/core/pure.
import { paddedScheduleTime, parseScheduleTime, SYNTH_DEFAULTS } from '@synth/core/pure';

/** The editor form's default time, and what an invalid entry in the form falls back to. */
export const EDITOR_DEFAULT_TIME = '08:00';
/** The synth schema's default: after a reset, on load and in quick create. */
export const STORED_DEFAULT_TIME = SYNTH_DEFAULTS.emailScheduleTime;

export const isValidScheduleTime = (value: string | null | undefined): boolean =>
  parseScheduleTime(value ?? '') !== null;

/** "9:05" → "09:05"; anything that is not a time → `fallback`, which each caller names. */
export function paddedTimeOr(value: string | null | undefined, fallback: string): string {
  return paddedScheduleTime(value ?? '') ?? fallback;
}
