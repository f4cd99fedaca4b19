// The ai part of the domain, as the API and the worker import it.
export * from './ai-failures';
export * from './ai.types';
export * from './checked-post';
export * from './checked-summary';
export * from './faithfulness';
export * from './minute-line';
export * from './offline-provider';
export * from './openai-provider';
export * from './prompt-builder';
export * from './provider-factory';
export * from './source-passages';
export * from './post-details';
export * from './summary-annotations';
export * from './summary-cache-key';
export * from './summary-cache.entity';
export * from './summary-length';
export * from './summary.service';
