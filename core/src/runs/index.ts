// The runs part of the domain, as the API and the worker import it.
export * from './digest-choice';
export * from './run-config';
export * from './run-cost';
export * from './run-log.entity';
export * from './run-output';
export * from './run-progress';
export * from './run-reporter';
export * from './run-result';
export * from './run.contract';
export * from './run.enums';
export * from './synth-run.entity';
export * from './synth-run.repository';
export * from './post-request';
