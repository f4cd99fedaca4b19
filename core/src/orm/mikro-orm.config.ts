import path from 'node:path';
import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities';
import { migrationsList } from './migrations-list';
import { SynthPostgreSqlDriver } from '../db/postgres-driver';

export function ormConfig(databaseUrl: string, debug = false) {
  return defineConfig({
    driver: SynthPostgreSqlDriver,
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator],
    debug,
    forceUtcTimezone: true,
    // Entities carry explicit types, so no reflection is needed in any runner.
    discovery: { requireEntitiesArray: true },
    migrations: {
      tableName: 'mikro_orm_migrations',
      // New migrations are written here; the migrator runs the explicit list.
      path: path.join(__dirname, 'migrations'),
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: true,
      snapshotName: '.snapshot-synth',
      emit: 'ts',
    },
    pool: { min: 0, max: 10 },
  });
}
