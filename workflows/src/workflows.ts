// Barrel for the worker's workflowsPath: workflow code only, no Node built-ins.
export { synthRunWorkflowV3 } from './synth-run/synth-run.workflow';
// Only for runs the earlier versions started (see synth-run-v2.workflow.ts and synth-run-v1.workflow.ts).
export { synthRunWorkflowV2 } from './synth-run/synth-run-v2.workflow';
export { synthRunWorkflow } from './synth-run/synth-run-v1.workflow';
export { publishPostWorkflow } from './publishing/publish.workflow';
export { reconnectRemindersWorkflow } from './publishing/reminders.workflow';
export { prepareBusyMinutesWorkflow, prepareSlotWorkflow } from './prepare/prepare.workflow';
export { startSlotRunsWorkflow } from './prepare/slot-starts.workflow';
