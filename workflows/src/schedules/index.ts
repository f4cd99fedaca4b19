// What the API imports from the worker package: the Temporal side of schedules and of the runs a
// person starts.
export * from './schedule.service';
export * from './schedule-spec';
export * from './temporal-client';
export * from './run-starter';
