import type { EntityManager } from '@mikro-orm/postgresql';
import type { SchedulePort } from './schedule.port';
import type { PlanPauseReason } from './next-digest.text';
import { Synth } from '../synths/synth.entity';
import { SynthStatus } from '../synths/synth.enums';
import { effectiveStatus } from '../users/subscription-status';
import type { User } from '../users/user.entity';
import { featuresFor } from '../plans/plans';

/**
 * A synth's schedule runs only while the synth is active and the plan includes email: a lapsed
 * trial or a canceled subscription pauses it (never deletes it), and subscribing resumes it.
 * The note is the reason operators read on the schedule in the Temporal UI.
 */
export function scheduleStateFor(synth: Pick<Synth, 'status'>, status: string): { paused: boolean; note: string } {
  if (synth.status !== SynthStatus.active) return { paused: true, note: 'synth inactive' };
  const planReason = planPauseReason(status);
  if (planReason)
    return {
      paused: true,
      note: planReason === 'subscription-canceled' ? 'paused: subscription canceled' : 'paused: free trial ended',
    };
  return { paused: false, note: 'synth active' };
}

/** Why the plan keeps schedules paused (no email on it), or null when it does not. */
export function planPauseReason(status: string): PlanPauseReason | null {
  if (featuresFor(status).canUseEmail) return null;
  return status === 'canceled' ? 'subscription-canceled' : 'trial-ended';
}

/** Re-syncs the user's synth schedule after their status changed; a scheduler outage is only logged. */
export async function syncSchedulesForStatus(
  em: EntityManager,
  schedules: SchedulePort,
  user: User,
  log = (m: string) => console.warn(m),
): Promise<void> {
  const status = effectiveStatus(user);
  const synths = await em.fork().find(Synth, { user: user.id });
  for (const synth of synths) {
    try {
      await schedules.sync(synth, scheduleStateFor(synth, status));
    } catch (err) {
      log(`[billing] schedule of synth ${synth.id} not updated for status ${status}: ${(err as Error).message}`);
    }
  }
}
