// The auth part of the domain, as the API and the worker import it.
export * from './identity';
export * from './signed-in-hint';
