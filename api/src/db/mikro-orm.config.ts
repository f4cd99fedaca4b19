import path from 'node:path';
import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities';

export function ormConfig(databaseUrl: string, debug = false) {
  return defineConfig({
    clientUrl: databaseUrl,
    entities,
    extensions: [Migrator],
    debug,
    forceUtcTimezone: true,
    // Entities carry explicit types, so no reflection is needed in any runner.
    discovery: { requireEntitiesArray: true },
    migrations: {
      tableName: 'mikro_orm_migrations',
      // Beside this file: compiled JS under dist/, TS sources under vitest and the generator.
      path: path.join(__dirname, 'migrations'),
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: true,
      snapshotName: '.snapshot-synth',
      emit: 'ts',
    },
    pool: { min: 0, max: 10 },
  });
}
