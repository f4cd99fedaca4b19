// Workflow types that no longer start, each with the day from which it must be gone: the worker no
// longer registers it and no history of it is kept (docs/workflow-versions.md; retired-workflows.test.ts).
export interface RetiredWorkflow {
  type: string;
  /** The type that replaced it. */
  replacedBy: string;
  /** YYYY-MM-DD (UTC): from this day on, no run of it can be in flight. */
  removeBy: string;
}

export const RETIRED_WORKFLOWS: readonly RetiredWorkflow[] = [
  { type: 'synthRunWorkflow', replacedBy: 'synthRunWorkflowV2', removeBy: '2026-11-28' },
  { type: 'synthRunWorkflowV2', replacedBy: 'synthRunWorkflowV3', removeBy: '2026-11-28' },
];
