// The realtime part of the domain, as the API and the worker import it.
export * from './topics';
