import 'reflect-metadata';
import pg from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ormConfig } from './mikro-orm.config';
import { seedCatalog } from '../catalog/catalog-seeder';

export type Orm = MikroORM;

// Any constant shared by every process that migrates (API instances, workers).
const MIGRATION_LOCK = 7_212_025;

/**
 * Connects, applies pending migrations and seeds the reference data (the feed catalogue), so every
 * process starts on the current schema. The API and the worker start together: an advisory lock
 * lets one migrate while the other waits.
 */
export async function initOrm(databaseUrl: string, opts: { migrate?: boolean } = {}): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(databaseUrl));
  if (opts.migrate === false) return orm;
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await orm.getMigrator().up();
    await seedCatalog(orm.em.fork() as EntityManager);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end();
  }
  return orm;
}
