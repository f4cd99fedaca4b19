import { upsertSearchAttributes } from '@temporalio/workflow';
import type { RunWorkflowInput, RunWorkflowResult } from '@synth/core/runs';
import { startAutoPublish } from '../publishing/publish.workflow';
import { endStoppedRun, gatherAndMail, localDb, skippedRun, startThisRun } from './run-workflow-steps';

// The run workflow's second version, kept only so runs it started finish as they began. Schedules
// and "Run now" start the current version (synthRunWorkflowV3, in synth-run.workflow.ts), which
// gathers and mails in a local activity. Delete this file, its export and its recorded histories
// (before-v3-*) once the release that moved to V3 has run for a day: no run lasts that long.

/**
 * One run of a synth, as the second version ran it (see synthRunWorkflowV3 for what it does): the
 * same steps, with gathering and mailing as a regular activity, so a run costs two workflow tasks.
 */
export async function synthRunWorkflowV2(input: RunWorkflowInput): Promise<RunWorkflowResult> {
  const started = await startThisRun(input);
  // Only the worker knows whether the server accepts the attributes (see register-search-attributes).
  if (started.searchAttributes?.length) upsertSearchAttributes(started.searchAttributes);
  if (started.skipped) return skippedRun(started);
  const runId = started.runId;
  try {
    await gatherAndMail.gatherAndSendDigest({ runId });
    await startAutoPublish(runId);
    return await localDb.finishRun({ runId, status: 'succeeded' });
  } catch (err) {
    return await endStoppedRun(runId, err);
  }
}
