import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './mikro-orm.config';

export type Orm = MikroORM;

/** Connects and applies pending migrations, so every process starts on the current schema. */
export async function initOrm(databaseUrl: string, opts: { migrate?: boolean } = {}): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(databaseUrl));
  if (opts.migrate !== false) await orm.getMigrator().up();
  return orm;
}
