// Replays the recorded histories (succeeded, failed, skipped and scheduled runs of the first version
// from before gathering and mailing became one step, from before its oldest patches were retired and
// from its last release, of the second version's release, and of today's third version) against the
// current workflow code: a change that would make in-flight runs non-deterministic fails here.
// Such a change needs a patch (see `patched` in the workflow); new histories are recorded with
// RECORD_HISTORIES=1 npx vitest run --project integration workflows/src/synth-run/synth-run.workflow.int.test.ts
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { bundleWorkflowCode, Worker } from '@temporalio/worker';
import { RUN_WORKFLOW } from '@synth/core/runs';
import { loadHistories } from '../test-support/run-histories';

const quietLogger = { log() {}, trace() {}, debug() {}, info() {}, warn() {}, error() {} };

describe('recorded run histories', () => {
  it('replay against the current workflow code', async () => {
    const histories = loadHistories();
    // Runs of the first version recorded before the one-step run, before its patches were retired and
    // in its last release, runs of the second version's release (both still in flight on an
    // upgrade), and runs of today's third version.
    // Histories of code older than a retired patch are gone: no run of it can be in flight any more.
    const kinds = ['failed', 'scheduled', 'skipped', 'succeeded'];
    expect(histories.map((h) => h.workflowId)).toEqual([
      ...kinds.map((k) => `before-one-step-${k}`),
      ...kinds.map((k) => `before-retired-patches-${k}`),
      ...kinds.map((k) => `before-v2-${k}`),
      ...kinds.map((k) => `before-v3-${k}`),
      // Today's version, a run its gathering-and-mail step ended as well.
      'ended-in-mail-step',
      ...kinds,
    ]);
    // Each history replays against the version that recorded it.
    expect(
      new Set(histories.map((h) => h.history.events?.[0]?.workflowExecutionStartedEventAttributes?.workflowType?.name)),
    ).toEqual(new Set(['synthRunWorkflow', 'synthRunWorkflowV2', RUN_WORKFLOW]));
    const failures: string[] = [];
    const workflowBundle = await bundleWorkflowCode({
      workflowsPath: path.join(__dirname, '..', 'workflows.ts'),
      logger: quietLogger,
    });
    const results = Worker.runReplayHistories({ workflowBundle }, histories);
    for await (const result of results) {
      if (result.error) failures.push(`${result.workflowId}: ${result.error.message}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
