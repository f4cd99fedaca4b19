// The feeds part of the domain, as the API and the worker import it.
export * from './article.entity';
export * from './article.repository';
export * from './canonical-url';
export * from './feed-errors';
export * from './feed-health';
export * from './feed-health.text';
export * from './feed-ingest.service';
export * from './feed-parser';
export * from './feed-validation.service';
export * from './feed.entity';
export * from './guarded-fetch';
export * from './read-feeds.repository';
export * from './topic-filter';
export * from './catalog-feed.entity';
