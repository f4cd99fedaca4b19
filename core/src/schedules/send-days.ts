import { EmailFrequency } from '../synths/synth.choices';

/**
 * The ISO weekdays (1 = Monday … 7 = Sunday) each frequency sends on, null for every day: weekdays
 * are Monday to Friday, weekly is Monday. Temporal's schedules and the look for busy minutes both read it.
 */
export const SEND_DAYS: Record<`${EmailFrequency}`, readonly number[] | null> = {
  [EmailFrequency.daily]: null,
  [EmailFrequency.weekdays]: [1, 2, 3, 4, 5],
  [EmailFrequency.weekly]: [1],
};
