import type { CalendarSpec, ScheduleSpec } from '@temporalio/client';
import { parseScheduleTime } from '@synth/core/lib';
import { SEND_DAYS } from '@synth/core/schedules';
import { SYNTH_DEFAULTS, type EmailFrequency } from '@synth/core/synths';

const DAY_NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/**
 * The calendar for a synth: its local HH:MM in its own time zone, so Temporal keeps the
 * wall-clock time across daylight-saving changes.
 */
export function scheduleSpecFor(s: {
  emailScheduleTime: string;
  emailFrequency: string;
  userTimezone: string;
}): ScheduleSpec {
  // A stored time the schema never accepted fires at the schema's default time, not a second copy of it.
  const t = parseScheduleTime(s.emailScheduleTime) ?? parseScheduleTime(SYNTH_DEFAULTS.emailScheduleTime)!;
  const calendar: CalendarSpec = { hour: t.hour, minute: t.minute };
  // The send days are one run of days (Monday to Friday, or Monday alone).
  const days = SEND_DAYS[s.emailFrequency as `${EmailFrequency}`];
  if (days)
    calendar.dayOfWeek =
      days.length === 1
        ? DAY_NAMES[days[0] - 1]
        : { start: DAY_NAMES[days[0] - 1], end: DAY_NAMES[days[days.length - 1] - 1] };
  return {
    calendars: [{ ...calendar, comment: `${s.emailScheduleTime} ${s.emailFrequency}` }],
    timezone: s.userTimezone,
  };
}
