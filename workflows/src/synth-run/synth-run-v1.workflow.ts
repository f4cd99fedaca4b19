// The run workflow's first version, kept only so runs it started finish as they began: each step it
// took is recorded in their histories, patches included. Schedules and "Run now" start the current
// version (synthRunWorkflowV3, in synth-run.workflow.ts), which carries none of these patches.
// Delete this file, its export and its recorded histories once the release that moved to V2 has run
// for a day: no run lasts that long.
import { deprecatePatch, patched, proxyActivities, upsertSearchAttributes } from '@temporalio/workflow';
import { SES_SEND_BUDGET_MS } from '@synth/core/email/ses-send-budget';
import type { RunWorkflowInput, RunWorkflowResult } from '@synth/core/runs';
import type { Activities } from '../activities';
import { startAutoPublish } from '../publishing/publish.workflow';
import { endStoppedRun, gatherAndMail, localDb, skippedRun, startThisRun } from './run-workflow-steps';

// Runs started before the one-step run read, filter and write the digest as one step (see
// gatherDigest) and mail it as another.
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
const mail = proxyActivities<Activities>({
  startToCloseTimeout: SES_SEND_BUDGET_MS + 60_000,
  heartbeatTimeout: '30 seconds',
  retry: {
    initialInterval: '2 seconds',
    backoffCoefficient: 2,
    maximumAttempts: 8,
    nonRetryableErrorTypes: ['PermanentEmailError', 'NotFound'],
  },
});

/** One run of a synth, as the first version ran it (see synthRunWorkflowV3 for what it does). */
export async function synthRunWorkflow(input: RunWorkflowInput): Promise<RunWorkflowResult> {
  deprecatePatch('fewer-run-activities');
  const started = await startThisRun(input);
  if (started.searchAttributes?.length) {
    deprecatePatch('run-search-attributes');
    upsertSearchAttributes(started.searchAttributes);
  }
  if (started.skipped) return skippedRun(started);
  const runId = started.runId;
  deprecatePatch('leaner-run');
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
    return await endStoppedRun(runId, err);
  }
}
