// The ORM on the integration database for one test file: opened before its tests, closed after.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll } from 'vitest';
import { initOrm } from '@synth/core/orm';
import { useTestServices } from './env';

/** Registers the file's open and close; each call of the result is a fresh entity manager. */
export function useTestOrm(): () => EntityManager {
  let orm: MikroORM | undefined;
  beforeAll(async () => {
    orm = await initOrm(useTestServices().databaseUrl);
  });
  afterAll(async () => {
    await orm?.close(true);
  });
  return () => {
    if (!orm) throw new Error('useTestOrm: the database is used before beforeAll opened it');
    return orm.em.fork() as EntityManager;
  };
}
