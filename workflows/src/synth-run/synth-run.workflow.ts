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
 * One run of a synth: fetch → filter → summarise → real-world examples → write content → email →
 * record stats, each part logging and publishing its progress. Every step is a local activity in the
 * worker that runs the workflow: the run's start, everything between (gathering and mailing
 * together, and the run's end when none of its posts publish themselves), and otherwise automatic
 * publishing's step and the run's end. So most scheduled runs are one workflow task and seven
 * history events when they take under 16 s (80% of RUN_WORKFLOW_TASK_TIMEOUT; a run a person starts
 * writes its search attributes too), and the server does no activity dispatch for them. A failed run is recorded on its row, then fails the workflow with
 * the same reason; a skipped run (trial cap, inactive synth) is no failure and completes with
 * status "canceled". An operator's cancel reaches a run when its task is next renewed or ends.
 *
 * The third version of the run workflow, a type of its own: the second ran gathering and mailing as
 * a regular activity, and runs in flight replay against the version that started them. A change
 * that would make runs in flight replay differently needs a `patched` branch here, or a new version
 * beside this one.
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
