import type { Synth } from '../synths/synth.entity';

/** What the synth service needs from the scheduler; Temporal implements it. */
export interface SchedulePort {
  /** Creates or updates the synth's schedule and pauses it when the synth is inactive. */
  sync(synth: Synth, opts?: { paused?: boolean }): Promise<void>;
  remove(synthId: string): Promise<void>;
}
