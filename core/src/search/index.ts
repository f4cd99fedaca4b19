// The search part of the domain, as the API and the worker import it.
export * from './search.types';
export * from './stored-articles-search';
export * from './brave-web-search';
export * from './real-world-examples';
export * from './search-provider-factory';
