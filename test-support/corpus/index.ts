// The project's own news corpus (articles with story, figure and injection labels) and its feeds.
export * from './corpus-feeds';
export * from './news-corpus';
