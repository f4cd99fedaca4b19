// The relevance filter, as the worker, the API and the bench import it.
export * from './relevance-filter';
export * from './relevance-preview';
export * from './feedback-adjuster';
export * from './relevance-score';
export * from './semantic-scores';
export * from './stems';
export * from './topic-terms';
export { loadWordVectors } from './word-vectors';
export * from './article-rating.entity';
export * from './article-rating.repository';
export * from './because.text';
export * from './feedback-link';
export * from './feedback-model';
export * from './left-out.text';
export * from './relevance.types';
