import type { Synth } from '../synths/synth.entity';

/** What the synth service needs from the scheduler; Temporal implements it. */
export interface SchedulePort {
  /**
   * Creates or updates the synth's schedule; `paused` defaults to "the synth is inactive" and
   * `note` is the reason shown in the Temporal UI.
   */
  sync(synth: Synth, opts?: ScheduleState): Promise<void>;
  remove(synthId: string): Promise<void>;
  /** What the scheduler will do next for the synth; null when it holds no schedule for it. */
  upcoming(synthId: string): Promise<ScheduleUpcoming | null>;
}

/** The schedule's own answer: its next action times (the next digests) and whether it is paused. */
export interface ScheduleUpcoming {
  nextActionTimes: Date[];
  paused: boolean;
  timeZone: string | null;
}

export interface ScheduleState {
  paused?: boolean;
  note?: string;
}
