// The contract between the API and the worker: workflow names, inputs and ids.
import type { RunTrigger } from './run.enums';

/**
 * The run workflow's type. A change that would replay runs in flight differently gets a new type
 * (docs/workflow-versions.md).
 */
export const RUN_WORKFLOW = 'synthRunWorkflowV3';

/**
 * How long a run's workflow task may go without word from its worker. A run's steps run inside
 * its task, which the worker renews every 80% of this while they run (a run of 40 s renews it twice,
 * each renewal three history events and a warning in the worker's log that the task took over
 * 5 s); and a worker that dies mid-run hands the run to another once this has passed.
 */
export const RUN_WORKFLOW_TASK_TIMEOUT = '20 seconds';

export interface RunWorkflowInput {
  /** Set when the API created the run row (manual and preview runs). */
  runId?: string;
  /** Set for scheduled runs; the workflow creates the run row itself. */
  synthId?: string;
  trigger: `${RunTrigger}`;
  /**
   * Set when a busy minute's starter made the run ahead of its slot, to begin at the slot: it serves
   * the slot only if its synth is still due then.
   */
  madeAhead?: boolean;
}

export interface RunWorkflowResult {
  runId: string;
  status: string;
  articlesFetched: number;
  articlesFiltered: number;
  articlesProcessed: number;
  emailSent: boolean;
  error?: string | null;
}

export const scheduleIdFor = (synthId: string) => `synth-${synthId}`;
export const SCHEDULE_PREFIX = 'synth-';
export const synthIdFromScheduleId = (scheduleId: string) =>
  scheduleId.startsWith(SCHEDULE_PREFIX) ? scheduleId.slice(SCHEDULE_PREFIX.length) : null;
export const runWorkflowIdFor = (runId: string) => `run-${runId}`;
export const scheduledWorkflowIdFor = (synthId: string) => `scheduled-${synthId}`;
/** The id of the run a synth's schedule starts for `slot`: Temporal appends the slot to the schedule's workflow id. */
export const scheduledRunWorkflowIdFor = (synthId: string, slot: Date) =>
  `${scheduledWorkflowIdFor(synthId)}-${slot.toISOString().slice(0, 19)}Z`;
