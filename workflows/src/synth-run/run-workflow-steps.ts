// The run workflow's steps: their timeouts and retries, the slot a run serves, and how a failed run
// is recorded. Workflow code only (it runs in the workflow sandbox).
import {
  ActivityFailure,
  ApplicationFailure,
  CancellationScope,
  isCancellation,
  proxyLocalActivities,
  workflowInfo,
} from '@temporalio/workflow';
import type { ActivityOptions } from '@temporalio/common';
import { SES_SEND_BUDGET_MS } from '@synth/core/email/ses-send-budget';
import type { RunWorkflowInput, RunWorkflowResult } from '@synth/core/runs';
import type { Activities } from '../activities';
import { RUN_TRIGGER } from './run-search-attributes';

// Each step has its own timeouts and retries; permanent failures are non-retryable by type.
const dbOptions: ActivityOptions = {
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumAttempts: 5, nonRetryableErrorTypes: ['NotFound', 'RunNotRunning'] },
};
// Starting and finishing a run are quick database steps: as local activities they run in the worker
// that runs the workflow, recorded as one marker, without a round trip through the server's queues.
export const localDb = proxyLocalActivities<Activities>(dbOptions);
/**
 * Gathering and mailing as one local activity (see gatherAndSendDigest), retried for what may pass
 * on a second try only. While it runs, the SDK renews the run's workflow task every 80% of
 * RUN_WORKFLOW_TASK_TIMEOUT; if its worker dies, the task times out and another worker runs the step
 * again, and the mail's claim keeps a step Temporal gave up on from sending beside it.
 */
export const gatherAndMailHere = proxyLocalActivities<Activities>({
  startToCloseTimeout: 8 * 60_000 + SES_SEND_BUDGET_MS + 60_000,
  retry: {
    initialInterval: '2 seconds',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    maximumAttempts: 8,
    nonRetryableErrorTypes: ['NotFound', 'RunNotRunning', 'PermanentAiError', 'PermanentEmailError'],
  },
});

/** The slot a scheduled run serves: Temporal's scheduled start time, or the time in its workflow id. */
function scheduledSlot(): string | null {
  const info = workflowInfo();
  const attr = info.searchAttributes?.TemporalScheduledStartTime as unknown[] | undefined;
  const fromAttr = attr?.[0];
  if (fromAttr) return new Date(fromAttr as string).toISOString();
  const m = /-(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)$/.exec(info.workflowId);
  return m ? m[1] : null;
}

/**
 * Records the run's start (its row, for a scheduled run with the slot it serves), one local activity.
 * Whether the run must write its own search attributes is the activity's recorded answer, so a run
 * replays the same whichever worker version started it.
 */
export function startThisRun(input: RunWorkflowInput) {
  return localDb.startRun({
    runId: input.runId,
    synthId: input.synthId,
    trigger: input.trigger,
    ...(input.madeAhead ? { madeAhead: true } : {}),
    workflowId: workflowInfo().workflowId,
    scheduledFor: input.trigger === 'scheduled' ? scheduledSlot() : null,
    // Every run started with its attributes carries RunTrigger (a preview has no SynthId).
    taggedAtStart: workflowInfo().typedSearchAttributes.get(RUN_TRIGGER) !== undefined,
  });
}

/** A skipped run (trial cap, inactive synth): no failure, it completes as canceled. */
export function skippedRun(started: { runId: string; reason?: string | null }): RunWorkflowResult {
  return {
    runId: started.runId,
    status: 'canceled',
    articlesFetched: 0,
    articlesFiltered: 0,
    articlesProcessed: 0,
    emailSent: false,
    error: started.reason ?? null,
  };
}

function describe(err: unknown): string {
  let e: unknown = err;
  while (e instanceof ActivityFailure && e.cause) e = e.cause;
  if (e instanceof ApplicationFailure || e instanceof Error) return e.message;
  return String(e);
}

/** The type of the failure a failed run ends with, so the Temporal UI lists it as Failed. */
const RUN_FAILED = 'RunFailed';

/**
 * A run whose row says it already ended: its steps ran in a workflow task the server never
 * recorded (the worker was killed after the run's end), and the task ran again. It ends as recorded.
 */
export function endedAlready(result: RunWorkflowResult): RunWorkflowResult {
  if (result.status === 'failed')
    throw ApplicationFailure.create({
      message: result.error ?? 'The run failed',
      type: RUN_FAILED,
      nonRetryable: true,
    });
  return result;
}

/**
 * Records why a run stopped on its row and ends the workflow the same way: canceled by an operator,
 * or failed with the step's reason (so the Temporal UI lists it as Failed).
 */
export async function endStoppedRun(runId: string, err: unknown): Promise<never> {
  if (isCancellation(err)) {
    await CancellationScope.nonCancellable(() =>
      localDb.finishRun({ runId, status: 'canceled', error: 'Canceled by an operator' }),
    );
    throw err;
  }
  const reason = describe(err);
  const recorded = await localDb.finishRun({ runId, status: 'failed', error: reason });
  throw ApplicationFailure.create({ message: recorded.error ?? reason, type: RUN_FAILED, nonRetryable: true });
}
