// The catalog part of the domain, as the API and the worker import it.
export * from './catalog-health';
export * from './catalog-seeder';
export * from './curated-feeds';
export * from './draft-synth';
export * from './feed-catalog.service';
export * from './feed-suggestions';
export * from './opml';
export * from './professional-categories';
export * from './prompt-limits';
export * from './quick-create';
export * from './synth-plan';
