// The worker's own dependencies (configuration, ORM, mailer, AI, search) for a test file that calls
// activities directly, without Temporal: built before its tests as the worker builds them, on the
// integration services, and closed after.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll } from 'vitest';
import { useTestServices } from '../../../test-support/env';
import type { ActivityDeps } from '../deps';

export interface RealActivityDeps {
  /** Filled in before the file's first test. */
  deps: ActivityDeps;
  /** The local SES the mailer sends to, for reading what was sent. */
  sesUrl: string;
  /** A fresh entity manager on the same database. */
  em: () => EntityManager;
}

export function useActivityDeps(): RealActivityDeps {
  let orm: MikroORM | undefined;
  const real = {
    em: () => {
      if (!orm) throw new Error('useActivityDeps: the database is used before beforeAll opened it');
      return orm.em.fork() as EntityManager;
    },
  } as RealActivityDeps;
  beforeAll(async () => {
    real.sesUrl = useTestServices().sesUrl;
    // Imported here: the configuration reads the environment the integration set-up provides.
    const { loadConfig } = await import('@synth/core/config');
    const { initOrm } = await import('@synth/core/orm');
    const { productionDeps } = await import('../worker');
    const config = loadConfig();
    orm = await initOrm(config.databaseUrl);
    real.deps = productionDeps(config, orm);
  });
  afterAll(async () => {
    await orm?.close();
  });
  return real;
}
