import type { Client, WorkflowOptions } from '@temporalio/client';
import { RUN_WORKFLOW, RUN_WORKFLOW_TASK_TIMEOUT, type RunWorkflowInput } from '@synth/core/runs';
import { runSearchAttributes } from '../synth-run/run-search-attributes';

/**
 * How a synth's scheduled run workflow is started, whoever starts it: its schedule, or its busy
 * minute's slot starter. Both start it with the same workflow id for the slot, so only one of them can.
 */
export function scheduledRunStartOptions(
  taskQueue: string,
): Pick<WorkflowOptions, 'taskQueue' | 'workflowTaskTimeout'> {
  return { taskQueue, workflowTaskTimeout: RUN_WORKFLOW_TASK_TIMEOUT };
}

export interface ScheduledRunStart {
  synthId: string;
  userId: string;
  workflowId: string;
  input: RunWorkflowInput;
}

/**
 * Starts a synth's run for its slot by the id its schedule would give it, as its schedule would:
 * made ahead to begin after `startDelayMs`, or at once, finding a run made ahead instead of failing.
 */
export function startScheduledRun(
  client: Client,
  where: { taskQueue: string; searchAttributesReady?: boolean },
  { synthId, userId, workflowId, input }: ScheduledRunStart,
  timing: { startDelayMs: number } | { useExisting: true },
) {
  return client.workflow.start(RUN_WORKFLOW, {
    ...scheduledRunStartOptions(where.taskQueue),
    workflowId,
    // Not even once more after its run ended (by default Temporal starts a closed id again).
    workflowIdReusePolicy: 'REJECT_DUPLICATE',
    ...('useExisting' in timing ? { workflowIdConflictPolicy: 'USE_EXISTING' } : { startDelay: timing.startDelayMs }),
    args: [input],
    ...(where.searchAttributesReady
      ? { typedSearchAttributes: runSearchAttributes({ synthId, userId, trigger: 'scheduled' }) }
      : {}),
  });
}
