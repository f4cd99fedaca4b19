// Replays every recorded history (each workflow type's, kept in its feature's histories/ folder)
// against the current workflow code: a change that would make workflows in flight replay differently
// fails here, and is a new workflow type instead (docs/workflow-versions.md). Histories are recorded with
// RECORD_HISTORIES=1 npx vitest run --project integration workflows/src/*/*workflow*.int.test.ts
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { bundleWorkflowCode, Worker } from '@temporalio/worker';
import * as registered from './workflows';
import { loadHistories, workflowTypeOf } from './test-support/workflow-histories';

const quietLogger = { log() {}, trace() {}, debug() {}, info() {}, warn() {}, error() {} };

describe('recorded workflow histories', () => {
  it('exist for every workflow type the worker runs, and for no other', () => {
    const recorded = new Set(loadHistories().map((h) => workflowTypeOf(h.history)));
    expect([...recorded].sort()).toEqual(Object.keys(registered).sort());
  });

  it('replay against the current workflow code', async () => {
    const histories = loadHistories();
    const failures: string[] = [];
    const workflowBundle = await bundleWorkflowCode({
      workflowsPath: path.join(__dirname, 'workflows.ts'),
      logger: quietLogger,
    });
    const results = Worker.runReplayHistories({ workflowBundle }, histories);
    for await (const result of results) {
      if (result.error) failures.push(`${result.workflowId}: ${result.error.message}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
