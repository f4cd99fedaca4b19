import type { WorkflowOptions } from '@temporalio/client';
import { RUN_WORKFLOW_TASK_TIMEOUT } from '@synth/core/runs';

/**
 * How a synth's scheduled run workflow is started, whoever starts it: its schedule, or its busy
 * minute's slot starter. Both start it with the same workflow id for the slot, so only one of them can.
 */
export function scheduledRunStartOptions(
  taskQueue: string,
): Pick<WorkflowOptions, 'taskQueue' | 'workflowTaskTimeout'> {
  return { taskQueue, workflowTaskTimeout: RUN_WORKFLOW_TASK_TIMEOUT };
}
