import { registerEnumType } from 'type-graphql';

export enum RunStatus {
  queued = 'queued',
  running = 'running',
  succeeded = 'succeeded',
  failed = 'failed',
  canceled = 'canceled',
}
export enum RunTrigger {
  scheduled = 'scheduled',
  manual = 'manual',
  preview = 'preview',
}
export enum LogLevel {
  info = 'info',
  success = 'success',
  warning = 'warning',
  error = 'error',
}

registerEnumType(RunStatus, { name: 'RunStatus' });
registerEnumType(RunTrigger, {
  name: 'RunTrigger',
  description: 'scheduled by Temporal, manual "Run Synth" on a saved synth, or preview of unsaved editor data',
});
registerEnumType(LogLevel, { name: 'LogLevel' });
