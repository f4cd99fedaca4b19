// What the API imports from the worker package: the Temporal side of schedules.
export * from './schedule.service';
export * from './schedule-spec';
export * from './temporal-client';
