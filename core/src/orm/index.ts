// The ORM's bootstrap, as the API and the worker import it: the entity list, the migrations and
// initOrm(). It sits above every feature, because it lists every feature's entities.
export * from './entities';
export * from './migrations-list';
export * from './mikro-orm.config';
export * from './orm';
