// The hourly schedule of the reconnect reminders: created once per namespace, by whichever worker
// starts first; the others find it there.
import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client } from '@temporalio/client';

const REMINDER_SCHEDULE_ID = 'publishing-reconnect-reminders';

export async function ensureReminderSchedule(client: Client, taskQueue: string): Promise<void> {
  try {
    await client.schedule.create({
      scheduleId: REMINDER_SCHEDULE_ID,
      spec: { intervals: [{ every: '1 hour' }] },
      action: { type: 'startWorkflow', workflowType: 'reconnectRemindersWorkflow', taskQueue, args: [] },
      policies: { overlap: ScheduleOverlapPolicy.SKIP },
    });
  } catch (err) {
    if (!(err instanceof ScheduleAlreadyRunning)) throw err;
  }
}
