import { upsertSearchAttributes } from '@temporalio/workflow';
import type { RunWorkflowInput, RunWorkflowResult } from '@synth/core/runs';
import { startAutoPublish } from '../publishing/publish.workflow';
import { endStoppedRun, gatherAndMail, localDb, skippedRun, startThisRun } from './run-workflow-steps';

/**
 * One run of a synth: fetch → filter → summarise → real-world examples → write content → email →
 * record stats, each part logging and publishing its progress. Three steps: the run's start and end
 * are quick local activities, and everything between them is one activity (gathering and mailing
 * together), so a run costs two workflow tasks. A failed run is recorded on its row, then fails the
 * workflow with the same reason; a skipped run (trial cap, inactive synth) is no failure and
 * completes with status "canceled".
 *
 * The second version of the run workflow, a type of its own so it carries none of the first
 * version's patches (each cost a run two history events: a marker and its TemporalChangeVersion
 * update; it is 15 events where the first version's runs took 25). A change that would make runs
 * in flight replay differently needs a `patched` branch here, or a new version beside this one.
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
