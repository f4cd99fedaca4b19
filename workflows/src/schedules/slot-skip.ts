import type { temporal } from '@temporalio/proto';

type StructuredCalendar = temporal.api.schedule.v1.IStructuredCalendarSpec;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** How far a clock change can move a local minute: the largest shift any zone uses is two hours. */
const SHIFTS_MS = [30, 60, 120].flatMap((m) => [m * 60_000, -m * 60_000]);

function wallClock(at: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
  };
}

const sameMinute = (a: WallClock, b: WallClock) =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;

/** What the Temporal UI shows beside the skip; the slot's UTC time follows it. */
const SKIP_NOTE = "run made ahead by the slot's starter for ";

const only = (value: number) => [{ start: value, end: value, step: 1 }];

/**
 * The calendar that takes one slot out of a schedule kept in `timeZone`: the slot's local date and
 * minute, as Temporal matches a time against a calendar, so it takes out no other time. Null when
 * that local minute happens twice (the hour a clock goes back): a calendar cannot tell the two apart.
 */
export function slotSkipFor(slot: Date, timeZone: string): StructuredCalendar | null {
  const local = wallClock(slot, timeZone);
  if (SHIFTS_MS.some((ms) => sameMinute(wallClock(new Date(slot.getTime() + ms), timeZone), local))) return null;
  return {
    second: only(0),
    minute: only(local.minute),
    hour: only(local.hour),
    dayOfMonth: only(local.day),
    month: only(local.month),
    year: only(local.year),
    dayOfWeek: [{ start: 0, end: 6, step: 1 }],
    comment: `${SKIP_NOTE}${slot.toISOString()}`,
  };
}

/** The slot a skip written by `slotSkipFor` takes out, read back from its comment; null for any other. */
export function skippedSlotOf(comment: string | null | undefined): Date | null {
  if (!comment?.startsWith(SKIP_NOTE)) return null;
  const at = new Date(comment.slice(SKIP_NOTE.length));
  return Number.isNaN(at.getTime()) ? null : at;
}
