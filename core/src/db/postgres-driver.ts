import type { Configuration } from '@mikro-orm/core';
import { AbstractSqlDriver, PostgreSqlConnection, PostgreSqlPlatform } from '@mikro-orm/postgresql';
import { quoteSqlLiteral } from './sql-literal';

/** PostgreSQL as the ORM writes it, with string parameters quoted without a string per character. */
class SynthPostgreSqlPlatform extends PostgreSqlPlatform {
  override escape(value: unknown): string {
    if (typeof value === 'string') return quoteSqlLiteral(value);
    return super.escape(value);
  }
}

/** The ORM's PostgreSQL driver on the platform above; everything else is the stock driver. */
export class SynthPostgreSqlDriver extends AbstractSqlDriver<PostgreSqlConnection, PostgreSqlPlatform> {
  constructor(config: Configuration) {
    super(config, new SynthPostgreSqlPlatform(), PostgreSqlConnection, ['knex', 'pg']);
  }
}
