// A digest's web edition and a synth's public archive: its pages, feed, subscribers and settings.
export * from './archive-issues';
export * from './edition-pages';
export * from './edition-paths';
export * from './public-edition.entity';
export * from './public-edition.repository';
export * from './public-subscription';
export * from './unpublished-issue.entity';
