import type { Client } from '@temporalio/client';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Synth } from '@synth/core/synths';
import { SCHEDULE_PREFIX, synthIdFromScheduleId } from '@synth/core/runs';
import type { TemporalScheduleService } from './schedule.service';
import { scheduleStateFor } from '@synth/core/schedules';
import { effectiveStatus } from '@synth/core/users';

export interface ReconcileReport {
  created: number;
  updated: number;
  removed: number;
}

/**
 * Makes Temporal's schedules match the database exactly: one per synth, none for deleted synths,
 * paused where the synth is inactive or its owner's plan has no email (a trial ends without a webhook).
 */
export async function reconcileSchedules(
  client: Client,
  em: EntityManager,
  schedules: TemporalScheduleService,
): Promise<ReconcileReport> {
  const existing = new Set<string>();
  for await (const s of client.schedule.list()) {
    if (s.scheduleId.startsWith(SCHEDULE_PREFIX)) existing.add(s.scheduleId);
  }
  const synths = await em.find(
    Synth,
    {},
    {
      fields: [
        'id',
        'name',
        'status',
        'emailScheduleTime',
        'emailFrequency',
        'userTimezone',
        'user.subscriptionStatus',
        'user.trialStartedAt',
      ],
      populate: ['user'],
    },
  );
  const report: ReconcileReport = { created: 0, updated: 0, removed: 0 };
  const wanted = new Set<string>();
  for (const synth of synths) {
    wanted.add(synth.id);
    await schedules.sync(synth, scheduleStateFor(synth, effectiveStatus(synth.user.getEntity())));
    if (existing.has(`${SCHEDULE_PREFIX}${synth.id}`)) report.updated++;
    else report.created++;
  }
  for (const scheduleId of existing) {
    const synthId = synthIdFromScheduleId(scheduleId);
    if (synthId && !wanted.has(synthId)) {
      await schedules.remove(synthId);
      report.removed++;
    }
  }
  return report;
}
