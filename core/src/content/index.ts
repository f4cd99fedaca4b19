// The content part of the domain, as the API and the worker import it.
export * from './injected-instructions';
export * from './linkedin-templates';
export * from './platform-instructions';
export * from './platform-limits';
export * from './post-quality';
export * from './post-templates';
export * from './template-library';
export * from './template.types';
