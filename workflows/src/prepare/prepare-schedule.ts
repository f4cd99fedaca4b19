// The schedule that looks for busy minutes ahead: created once per namespace by whichever worker
// starts first, visible in the Temporal UI beside the synths' schedules.
import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client } from '@temporalio/client';

export const PREPARE_SCHEDULE_ID = 'prepare-busy-minutes';

export async function ensurePrepareSchedule(client: Client, taskQueue: string): Promise<void> {
  try {
    await client.schedule.create({
      scheduleId: PREPARE_SCHEDULE_ID,
      spec: { intervals: [{ every: '1 minute' }] },
      action: { type: 'startWorkflow', workflowType: 'prepareBusyMinutesWorkflow', taskQueue, args: [] },
      policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 minute' },
      memo: { purpose: 'Starts the prepare pass of each minute with many synths due, ahead of it' },
    });
  } catch (err) {
    if (!(err instanceof ScheduleAlreadyRunning)) throw err;
  }
}
