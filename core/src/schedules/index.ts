// The schedules part of the domain, as the API and the worker import it.
export * from './next-digest';
export * from './next-digest.text';
export * from './schedule.port';
export * from './send-days';
export * from './due-synths.repository';
export * from './schedule-gating';
