// The next digest of a synth, read from its schedule's own next action times (never computed a
// second time here), and the plan's reason when the schedule is paused.
import { planPauseReason } from './schedule-gating';
import { SynthStatus } from '../synths/synth.enums';
import type { NextDigestState, PlanPauseReason } from './next-digest.text';
import type { ScheduleUpcoming } from './schedule.port';

export interface NextDigest {
  state: NextDigestState;
  /** The first of `upcoming`, null unless scheduled. */
  at: Date | null;
  /** The schedule's next action times, soonest first. */
  upcoming: Date[];
  timeZone: string;
  pausedReason: PlanPauseReason | null;
}

/** `schedule` is null when the scheduler holds none for the synth or could not be asked. */
export function nextDigestFrom(
  synth: { status: string; userTimezone: string },
  userStatus: string,
  schedule: ScheduleUpcoming | null,
): NextDigest {
  const timeZone = schedule?.timeZone || synth.userTimezone;
  const none = { at: null, upcoming: [], timeZone, pausedReason: null };
  if (!schedule) return { state: 'unavailable', ...none };
  if (schedule.paused) {
    // Only an active synth is paused by the plan; an inactive one was paused by its owner.
    return {
      state: 'paused',
      ...none,
      pausedReason: synth.status === SynthStatus.active ? planPauseReason(userStatus) : null,
    };
  }
  const upcoming = [...schedule.nextActionTimes];
  if (upcoming.length === 0) return { state: 'unavailable', ...none };
  return { state: 'scheduled', at: upcoming[0], upcoming, timeZone, pausedReason: null };
}
