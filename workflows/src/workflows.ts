// Barrel for the worker's workflowsPath: workflow code only, no Node built-ins. Every workflow type
// exported here has a recorded replay history (see replay.test.ts).
export { synthRunWorkflowV3 } from './synth-run/synth-run-v3.workflow';
export { publishPostWorkflow } from './publishing/publish.workflow';
export { reconnectRemindersWorkflow } from './publishing/reminders.workflow';
export { prepareBusyMinutesWorkflow, prepareSlotWorkflow } from './prepare/prepare.workflow';
export { startSlotRunsWorkflow } from './prepare/slot-starts.workflow';
export { makeSlotRunsAheadWorkflow } from './prepare/runs-ahead.workflow';
export { publicationFiguresWorkflow } from './publishing/figures.workflow';
