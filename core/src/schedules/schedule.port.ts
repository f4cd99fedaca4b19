import type { Synth } from '../synths/synth.entity';

/** What the synth service needs from the scheduler; Temporal implements it. */
export interface SchedulePort {
  /**
   * Creates or updates the synth's schedule; `paused` defaults to "the synth is inactive" and
   * `note` is the reason shown in the Temporal UI.
   */
  sync(synth: Synth, opts?: ScheduleState): Promise<void>;
  remove(synthId: string): Promise<void>;
}

export interface ScheduleState { paused?: boolean; note?: string }
