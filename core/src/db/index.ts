// The db part of the domain, as the API and the worker import it.
export * from './advisory-lock';
export * from './base.entity';
export * from './entities';
export * from './in-transaction';
export * from './migrations-list';
export * from './mikro-orm.config';
export * from './orm';
export * from './sql-names';
