// The relevance filter, as the worker, the API and the bench import it.
export * from './generic-topics';
export * from './relevance-filter';
export * from './relevance-score';
export * from './stems';
export * from './topic-terms';
