import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';

const mail = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: '1 minute',
  retry: { initialInterval: '30 seconds', backoffCoefficient: 2, maximumAttempts: 3 },
});

/** One pass of the reconnect reminders, started by its hourly schedule. */
export async function reconnectRemindersWorkflow(): Promise<number> {
  return mail.sendReconnectReminders();
}
