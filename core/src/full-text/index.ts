// Full article text behind feed teasers, as the worker and the bench import it.
export * from './article-page.entity';
export * from './extract-article';
export * from './full-text.service';
export * from './host-limiter';
export * from './page-failure';
export * from './page-fetch';
export * from './paywall';
export * from './robots';
export * from './teaser';
export * from './user-agent';
export * from './article-texts';
export * from './text-source.text';
