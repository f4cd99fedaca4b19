import {
  ActivityFailure,
  ApplicationFailure,
  CancellationScope,
  deprecatePatch,
  isCancellation,
  patched,
  proxyActivities,
  proxyLocalActivities,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import type { ActivityOptions } from '@temporalio/common';
import { SES_SEND_BUDGET_MS } from '@synth/core/email/ses-send-budget';
import type { RunWorkflowInput, RunWorkflowResult } from '@synth/core/runs';
import type { Activities } from '../activities';
import { startAutoPublish } from '../publishing/publish.workflow';

// Each step has its own timeouts and retries; permanent failures are non-retryable by type.
const dbOptions: ActivityOptions = {
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumAttempts: 5, nonRetryableErrorTypes: ['NotFound', 'RunNotRunning'] },
};
// Starting and finishing a run are quick database steps: as local activities they run in the worker
// that runs the workflow, recorded as one marker, without a round trip through the server's queues.
const localDb = proxyLocalActivities<Activities>(dbOptions);
// Runs started before the one-step run read, filter and write the digest as one step (see
// gatherDigest) and mail it as another. That step may take as long as reading feeds and writing
// summaries together, is as patient as the model calls, and is never retried for what would fail
// again (a missing run, a refused model key). It heartbeats every few seconds while its worker
// lives, so a dead worker's run moves on within the heartbeat timeout.
const gather = proxyActivities<Activities>({
  startToCloseTimeout: '8 minutes',
  heartbeatTimeout: '30 seconds',
  retry: {
    initialInterval: '2 seconds',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    maximumAttempts: 6,
    nonRetryableErrorTypes: ['NotFound', 'RunNotRunning', 'PermanentAiError'],
  },
});
// Gathering and mailing as one step (see gatherAndSendDigest): the gathering's patience and the
// mail's together, so Temporal never starts a retry while a send may still go out, and retried for
// what may pass on a second try only.
const gatherAndMail = proxyActivities<Activities>({
  startToCloseTimeout: 8 * 60_000 + SES_SEND_BUDGET_MS + 60_000,
  heartbeatTimeout: '30 seconds',
  retry: {
    initialInterval: '2 seconds',
    backoffCoefficient: 2,
    maximumInterval: '1 minute',
    maximumAttempts: 8,
    nonRetryableErrorTypes: ['NotFound', 'RunNotRunning', 'PermanentAiError', 'PermanentEmailError'],
  },
});
const mail = proxyActivities<Activities>({
  // Longer than the SES client may take to send (every attempt and wait at its longest) plus the
  // step's database work, so Temporal never starts a retry while a send may still go out; the
  // heartbeats sent meanwhile still notice a dead worker within seconds.
  startToCloseTimeout: SES_SEND_BUDGET_MS + 60_000,
  heartbeatTimeout: '30 seconds',
  retry: {
    initialInterval: '2 seconds',
    backoffCoefficient: 2,
    maximumAttempts: 8,
    nonRetryableErrorTypes: ['PermanentEmailError', 'NotFound'],
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

function describe(err: unknown): string {
  let e: unknown = err;
  while (e instanceof ActivityFailure && e.cause) e = e.cause;
  if (e instanceof ApplicationFailure || e instanceof Error) return e.message;
  return String(e);
}

/** The type of the failure a failed run ends with, so the Temporal UI lists it as Failed. */
const RUN_FAILED = 'RunFailed';

/**
 * One run of a synth: fetch → filter → summarise → real-world examples → write content →
 * email → record stats. Every step is an activity that logs and publishes progress.
 * A failed run is recorded on its row, then fails the workflow with the same reason; a skipped
 * run (trial cap, inactive synth) is no failure and completes with status "canceled".
 */
export async function synthRunWorkflow(input: RunWorkflowInput): Promise<RunWorkflowResult> {
  // Retired patches: every run now takes the path each of them chose. A retired patch records no
  // marker (each cost two history events per run: the marker and its TemporalChangeVersion
  // update), and runs started while it was live still replay, marker and all. Retire a patch only
  // once a release that recorded it has run for a day: no run lasts that long, so by then no run
  // started before the patch is in flight.
  deprecatePatch('fewer-run-activities');
  const started = await localDb.startRun({
    runId: input.runId,
    synthId: input.synthId,
    trigger: input.trigger,
    workflowId: workflowInfo().workflowId,
    scheduledFor: input.trigger === 'scheduled' ? scheduledSlot() : null,
  });
  // Only the worker knows whether the server accepts the attributes (see register-search-attributes).
  if (started.searchAttributes?.length) {
    deprecatePatch('run-search-attributes');
    upsertSearchAttributes(started.searchAttributes);
  }
  if (started.skipped) {
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
  const runId = started.runId;
  deprecatePatch('leaner-run');
  // One activity between the run's start and its end (gathering and mailing together) where two
  // ran before; runs started before keep their two steps as they ran.
  const oneStep = patched('gather-and-send-one-step');
  try {
    if (oneStep) {
      await gatherAndMail.gatherAndSendDigest({ runId });
    } else {
      await gather.gatherDigest({ runId });
      await mail.sendDigest({ runId });
    }
    deprecatePatch('auto-publish-after-digest');
    await startAutoPublish(runId);
    return await localDb.finishRun({ runId, status: 'succeeded' });
  } catch (err) {
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
}
