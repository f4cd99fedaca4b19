// Every REST call of spec §7 that GraphQL does not cover yet, as typed functions.
export * from './http';
export * from './types';
export * from './auth';
export * from './subscription';
export * from './feeds';
export * from './content';
export * from './quickCreate';
