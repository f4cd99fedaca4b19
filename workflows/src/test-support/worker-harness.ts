// A real worker on the integration Temporal server, with the real database, local SES and the
// offline AI provider; tests may wrap the third-party boundary (AI, mail) to inject faults.
import { randomUUID } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, type Worker } from '@temporalio/worker';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { useTestServices } from '../../../test-support/env';
import type { AiProvider } from '@synth/core/ai';
import type { ActivityDeps } from '../deps';

export interface WorkerHarness {
  orm: MikroORM;
  client: Client;
  deps: ActivityDeps;
  sesUrl: string;
  taskQueue: string;
  em(): EntityManager;
  newUser(): Promise<import('@synth/core/users').User>;
  close(): Promise<void>;
}

/**
 * `ai` replaces single methods of the real (offline) AI provider, which it receives to call through;
 * `wrap` replaces any other dependency at the third-party boundary.
 */
export async function startWorker(
  opts: {
    wrap?: (deps: ActivityDeps) => ActivityDeps;
    ai?: (real: AiProvider) => Partial<Pick<AiProvider, 'summarize' | 'writePost'>>;
    env?: Record<string, string>;
  } = {},
): Promise<WorkerHarness> {
  const taskQueue = `wf-${randomUUID().slice(0, 8)}`;
  const services = useTestServices({
    FEED_ALLOW_PRIVATE_NETWORKS: 'true',
    TEMPORAL_TASK_QUEUE: taskQueue,
    ...opts.env,
  });
  const { loadConfig } = await import('@synth/core/config');
  const { initOrm } = await import('@synth/core/orm');
  const { productionDeps, createWorker } = await import('../worker');
  const { User } = await import('@synth/core/users');
  const config = loadConfig();
  const orm = await initOrm(config.databaseUrl);
  const base = productionDeps(config, orm);
  const real = base.ai;
  const withAi = opts.ai
    ? {
        ...base,
        ai: {
          model: real.model,
          summarize: (req: Parameters<AiProvider['summarize']>[0]) => real.summarize(req),
          writePost: (req: Parameters<AiProvider['writePost']>[0]) => real.writePost(req),
          ...opts.ai(real),
        },
      }
    : base;
  const deps = opts.wrap ? opts.wrap(withAi) : withAi;
  const nativeConnection = await NativeConnection.connect({ address: config.temporal.address });
  const worker: Worker = await createWorker(deps, nativeConnection);
  const running = worker.run();
  const connection = await Connection.connect({ address: config.temporal.address });
  const client = new Client({ connection, namespace: config.temporal.namespace });
  return {
    orm,
    client,
    deps,
    sesUrl: services.sesUrl,
    taskQueue,
    em: () => orm.em.fork() as EntityManager,
    async newUser() {
      const em = orm.em.fork();
      const user = em.create(User, {
        firebaseUid: `uid-${randomUUID()}`,
        email: 'someone@example.com',
        displayName: 'Pat',
      } as never);
      await em.flush();
      return user as never;
    },
    async close() {
      worker.shutdown();
      await running.catch(() => undefined);
      await nativeConnection.close();
      await connection.close();
      await orm.close();
    },
  };
}
