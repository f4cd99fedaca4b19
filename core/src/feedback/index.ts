// Readers' feedback on a run's articles: from the run page, or from a digest's signed links.
export * from './run-feedback';
export * from './used-feedback-link.entity';
