// The content part of the domain, as the API and the worker import it.
export * from './content-type';
export * from './content-types';
export * from './injected-instructions';
export * from './linkedin-templates';
export * from './platform-limits';
export * from './post-quality';
export * from './post-templates';
export * from './template-library';
export * from './template.types';
export * from './earned-preference';
