// Developer tool, run with tsx from the repository root:
//   DATABASE_URL=… npx tsx api/src/db/migration-tool.ts create   — a migration for entity changes
//   DATABASE_URL=… npx tsx api/src/db/migration-tool.ts check    — exit 1 when entities differ from migrations
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './mikro-orm.config';
import { loadConfig } from '../config';

async function main() {
  const cmd = process.argv[2];
  const orm = await MikroORM.init(ormConfig(loadConfig().databaseUrl));
  try {
    const migrator = orm.getMigrator();
    await migrator.up();
    if (cmd === 'create') {
      const result = await migrator.createMigration();
      console.log(result.fileName ? `created ${result.fileName}` : 'entities match the migrations; nothing to create');
    } else if (cmd === 'check') {
      if (await migrator.checkMigrationNeeded()) {
        console.error('The entities differ from the migrations: run `npx tsx api/src/db/migration-tool.ts create` and commit the result.');
        process.exitCode = 1;
      } else console.log('migrations match the entities');
    } else {
      console.error('usage: migration-tool.ts create|check');
      process.exitCode = 2;
    }
  } finally {
    await orm.close();
  }
}

void main();
