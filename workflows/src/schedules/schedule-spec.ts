import type { CalendarSpec, ScheduleSpec } from '@temporalio/client';
import { parseScheduleTime } from '@synth/core/lib';
import { EmailFrequency } from '@synth/core/synths';

/**
 * The calendar for a synth: its local HH:MM in its own time zone, so Temporal keeps the
 * wall-clock time across daylight-saving changes.
 */
export function scheduleSpecFor(s: { emailScheduleTime: string; emailFrequency: string; userTimezone: string }): ScheduleSpec {
  const t = parseScheduleTime(s.emailScheduleTime) ?? { hour: 9, minute: 0 };
  const calendar: CalendarSpec = { hour: t.hour, minute: t.minute };
  if (s.emailFrequency === EmailFrequency.weekdays) calendar.dayOfWeek = { start: 'MONDAY', end: 'FRIDAY' };
  else if (s.emailFrequency === EmailFrequency.weekly) calendar.dayOfWeek = 'MONDAY';
  return { calendars: [{ ...calendar, comment: `${s.emailScheduleTime} ${s.emailFrequency}` }], timezone: s.userTimezone };
}
