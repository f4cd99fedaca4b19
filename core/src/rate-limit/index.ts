// The rate-limit part of the domain, as the API and the worker import it.
export * from './rate-limit-counter.entity';
export * from './rate-limit.rules';
export * from './ip-bucket';
