// The lib part of the domain, as the API and the worker import it.
export * from './errors';
export * from './http-url';
export * from './input-limits';
export * from './pg-array';
export * from './provider-failure';
export * from './query-limits';
export * from './relay-node';
export * from './sanitize';
export type * from './same-keys';
export * from './time';
export * from './uuid';
