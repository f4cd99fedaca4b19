// Barrel for the worker's workflowsPath: workflow code only, no Node built-ins.
export { synthRunWorkflow } from './synth-run/synth-run.workflow';
export { publishPostWorkflow } from './publishing/publish.workflow';
export { reconnectRemindersWorkflow } from './publishing/reminders.workflow';
export { prepareBusyMinutesWorkflow, prepareSlotWorkflow } from './prepare/prepare.workflow';
