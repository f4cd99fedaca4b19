// A busy minute's runs are made ahead of their slot by the slot's starter; each one's schedule is
// then told to skip that slot, so it does not try to start the run too and have Temporal refuse
// (and log) the start. The write reads the schedule first and sends its conflict token: an update
// that meets a concurrent change (a person saving the synth) is dropped by Temporal, never written
// over it, and that slot's schedule fires and finds its run there as before.
import { randomUUID } from 'node:crypto';
import type { Client } from '@temporalio/client';
import { scheduleIdFor } from '@synth/core/runs';
import type { Synth } from '@synth/core/synths';
import { scheduleSpecFor } from './schedule-spec';
import { slotSkipFor } from './slot-skip';

/** gRPC's NOT_FOUND: the synth was deleted with its schedule. */
const NOT_FOUND = 5;

/**
 * Takes `slot` out of the synth's schedule, whose run was made ahead; false where it does not (no
 * schedule, or a local minute that happens twice, whose schedule then fires and finds the run).
 */
export async function skipSlot(
  client: Client,
  synth: Pick<Synth, 'id' | 'emailScheduleTime' | 'emailFrequency' | 'userTimezone'>,
  slot: Date,
): Promise<boolean> {
  const skip = slotSkipFor(slot, synth.userTimezone);
  if (!skip) return false;
  const { namespace, identity } = client.options;
  const scheduleId = scheduleIdFor(synth.id);
  let described;
  try {
    described = await client.workflowService.describeSchedule({ namespace, scheduleId });
  } catch (err) {
    if ((err as { code?: number }).code === NOT_FOUND) return false;
    throw err;
  }
  const schedule = described.schedule!;
  // Retimed since its run was made: that run ends unsent, and the slot is not this schedule's to skip.
  const expected = scheduleSpecFor(synth);
  if (
    schedule.spec?.timezoneName !== expected.timezone ||
    schedule.spec?.structuredCalendar?.[0]?.comment !== expected.calendars?.[0]?.comment
  )
    return false;
  await client.workflowService.updateSchedule({
    namespace,
    scheduleId,
    // One skip at a time: the one before it was for a slot already past.
    schedule: { ...schedule, spec: { ...schedule.spec, excludeCalendar: [], excludeStructuredCalendar: [skip] } },
    conflictToken: described.conflictToken,
    identity,
    requestId: randomUUID(),
  });
  return true;
}
