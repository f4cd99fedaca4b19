// The schedules part of the domain, as the API and the worker import it.
export * from './schedule.port';
