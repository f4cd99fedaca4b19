// When a post goes out at the person's best time: a slot of the week (some weekdays at one time of
// day) in their time zone, the next such moment after the earliest allowed, and the sentence that
// says when and why. Pure: the preview and the scheduler say the same thing.
import { MIN_MEASURED_POSTS } from '../content/earned-preference';

/** A network's usual good time to post, in its facts file: these weekdays (0 is Sunday) at this local time. */
export interface PostingSlot {
  days: readonly number[];
  /** HH:MM, local to the person. */
  time: string;
  /** Why it is a good time, completing "a good time on LinkedIn: …". */
  why: string;
}

export interface ChosenSlot {
  at: Date;
  /** Learned from the person's own figures, or the network's usual good time. */
  source: 'learned' | 'default';
  sentence: string;
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;
/** An hour needs this many measured posts of its own to be compared. */
const MIN_PER_HOUR = 2;
const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

function localParts(at: Date, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday),
  };
}

/** The moment the clocks of `timeZone` show this local date and time. */
function zonedMoment(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wall;
  // The zone's offset at the guess moves the guess; twice settles it, also across a clock change.
  for (let i = 0; i < 2; i++) {
    const p = localParts(new Date(guess), timeZone);
    guess = wall - (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - guess);
  }
  return new Date(guess);
}

/** The first moment at or after `earliest` on one of the slot's days at its time, in the person's time zone. */
export function nextSlotTime(
  slot: { days: readonly number[]; hour: number; minute: number },
  earliest: Date,
  timeZone: string,
): Date {
  for (let d = 0; d <= 8; d++) {
    const day = localParts(new Date(earliest.getTime() + d * DAY_MS), timeZone);
    if (!slot.days.includes(day.weekday)) continue;
    const at = zonedMoment(day.year, day.month, day.day, slot.hour, slot.minute, timeZone);
    if (at >= earliest) return at;
  }
  // A slot with no days: the earliest moment itself.
  return earliest;
}

/** The local hour at which the person's measured posts on a network earned the most, once there are enough. */
export function learnedBestHour(
  posts: readonly { publishedAt: Date; engagement: number }[],
  timeZone: string,
): number | null {
  if (posts.length < MIN_MEASURED_POSTS) return null;
  const byHour = new Map<number, number[]>();
  for (const p of posts) {
    const hour = localParts(p.publishedAt, timeZone).hour;
    byHour.set(hour, [...(byHour.get(hour) ?? []), p.engagement]);
  }
  let best: { hour: number; mean: number } | null = null;
  for (const [hour, values] of byHour) {
    if (values.length < MIN_PER_HOUR) continue;
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    if (!best || mean > best.mean) best = { hour, mean };
  }
  return best?.hour ?? null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "Goes out Tuesday 08:30, your best time on LinkedIn: …", in the person's time zone. */
export function slotSentence(
  at: Date,
  timeZone: string,
  label: string,
  reason: { source: 'learned' } | { source: 'default'; why: string },
): string {
  const p = localParts(at, timeZone);
  const when = `Goes out ${WEEKDAYS[p.weekday]} ${pad(p.hour)}:${pad(p.minute)}`;
  return reason.source === 'learned'
    ? `${when}, your best time on ${label}: your posts at this hour earned the most reactions.`
    : `${when}, a good time on ${label}: ${reason.why}.`;
}

/**
 * The best slot after `earliest`: the hour the person's own figures favour once there are enough,
 * else the network's usual good time; null for a network with neither.
 */
export function chooseSlot(opts: {
  label: string;
  usual: PostingSlot | undefined;
  measured: readonly { publishedAt: Date; engagement: number }[];
  earliest: Date;
  timeZone: string;
}): ChosenSlot | null {
  const hour = learnedBestHour(opts.measured, opts.timeZone);
  if (hour !== null) {
    const at = nextSlotTime({ days: EVERY_DAY, hour, minute: 0 }, opts.earliest, opts.timeZone);
    return { at, source: 'learned', sentence: slotSentence(at, opts.timeZone, opts.label, { source: 'learned' }) };
  }
  if (!opts.usual) return null;
  const [h, m] = opts.usual.time.split(':').map(Number);
  const at = nextSlotTime({ days: opts.usual.days, hour: h, minute: m }, opts.earliest, opts.timeZone);
  return {
    at,
    source: 'default',
    sentence: slotSentence(at, opts.timeZone, opts.label, { source: 'default', why: opts.usual.why }),
  };
}
