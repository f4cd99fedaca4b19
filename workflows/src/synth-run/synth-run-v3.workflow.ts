import { upsertSearchAttributes } from '@temporalio/workflow';
import type { RunWorkflowInput, RunWorkflowResult } from '@synth/core/runs';
import { startAutoPublish } from '../publishing/publish.workflow';
import {
  endedAlready,
  endStoppedRun,
  gatherAndMailHere,
  localDb,
  skippedRun,
  startThisRun,
} from './run-workflow-steps';

/**
 * One run of a synth (start, gather and mail, publish, end), each step a local activity so that a run
 * is one workflow task. A change that would replay a run in flight differently is a new workflow type
 * (docs/workflow-versions.md).
 */
export async function synthRunWorkflowV3(input: RunWorkflowInput): Promise<RunWorkflowResult> {
  const started = await startThisRun(input);
  // Only the worker knows whether the server accepts the attributes (see register-search-attributes).
  if (started.searchAttributes?.length) upsertSearchAttributes(started.searchAttributes);
  if (started.skipped) return skippedRun(started);
  if (started.finished) return endedAlready(started.finished);
  const runId = started.runId;
  try {
    const mailed = await gatherAndMailHere.gatherAndSendDigest({ runId });
    // The step ended a run with nothing to publish by itself; it says so in its recorded answer, so a
    // run recorded before steps ended runs replays through the end step as it ran.
    if (mailed.ended) return endedAlready(mailed.ended);
    await startAutoPublish(runId);
    return await localDb.finishRun({ runId, status: 'succeeded' });
  } catch (err) {
    return await endStoppedRun(runId, err);
  }
}
