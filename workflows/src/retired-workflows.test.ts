import { describe, expect, it } from 'vitest';
import { RUN_WORKFLOW } from '@synth/core/runs';
import { PUBLISH_WORKFLOW } from '@synth/core/publishing/publish.contract';
import * as registered from './workflows';
import { RETIRED_WORKFLOWS } from './retired-workflows';
import { loadHistories, workflowTypeOf } from './test-support/workflow-histories';

const today = new Date().toISOString().slice(0, 10);

describe('retired workflow types', () => {
  it('are gone once their removal day has come: not registered, no history kept', () => {
    const due = RETIRED_WORKFLOWS.filter((w) => w.removeBy <= today).map((w) => w.type);
    const recorded = new Set(loadHistories().map((h) => workflowTypeOf(h.history)));
    expect(Object.keys(registered).filter((type) => due.includes(type))).toEqual([]);
    expect(due.filter((type) => recorded.has(type))).toEqual([]);
  });

  it('each name a removal day, and none is a type the product starts', () => {
    for (const retired of RETIRED_WORKFLOWS) expect(retired.removeBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const started = [RUN_WORKFLOW, PUBLISH_WORKFLOW];
    expect(RETIRED_WORKFLOWS.filter((w) => started.includes(w.type))).toEqual([]);
    expect(started.filter((type) => !(type in registered))).toEqual([]);
  });
});
