import 'reflect-metadata';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker, type WorkerOptions } from '@temporalio/worker';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig, ConfigError, type Config } from '@synth/core/config';
import { initOrm } from '@synth/core/orm';
import { createAiProvider } from '@synth/core/ai';
import { templateLibrary } from '@synth/core/content';
import { SesMailer } from '@synth/core/email';
import { TemporalScheduleService } from './schedules/schedule.service';
import { createSearchProvider } from '@synth/core/search';
import { createActivities } from './activities';
import type { ActivityDeps } from './deps';
import { reconcileSchedules } from './schedules/reconcile';
import { ensureRunSearchAttributes } from './synth-run/register-search-attributes';
import { isBundleCurrent, WORKFLOW_BUNDLE, withLineSourceMap } from './workflow-bundle-file';
import { ensureReminderSchedule } from './publishing/reminder-schedule';
import { ensurePrepareSchedule } from './prepare/prepare-schedule';

/** The real third-party clients, from configuration. */
export function productionDeps(config: Config, orm: ActivityDeps['orm']): ActivityDeps {
  return {
    orm,
    config,
    ai: createAiProvider({ ...config.ai, library: templateLibrary }),
    mailer: new SesMailer({ endpoint: config.email.sesEndpoint, region: config.email.region }),
    search: createSearchProvider(config.search, {
      em: () => orm.em.fork() as EntityManager,
      allowPrivateNetworks: config.feeds.allowPrivateNetworks,
    }),
  };
}

/**
 * The compiled worker runs the bundle made at build time when it is current; the .ts source under
 * vitest (or a stale bundle) is bundled by Temporal at start-up.
 */
function workflowCode(): Pick<WorkerOptions, 'workflowBundle' | 'workflowsPath' | 'bundlerOptions'> {
  if (path.extname(__filename) === '.js' && isBundleCurrent(__dirname))
    return { workflowBundle: { codePath: path.join(__dirname, WORKFLOW_BUNDLE) } };
  return {
    workflowsPath: path.join(__dirname, `workflows${path.extname(__filename)}`),
    bundlerOptions: { webpackConfigHook: withLineSourceMap },
  };
}

/** Registers the run search attributes, then the worker; runs are tagged only if the server took them. */
export async function createWorker(
  deps: ActivityDeps,
  connection: NativeConnection,
  extra: Partial<WorkerOptions> = {},
): Promise<Worker> {
  const attributes = await ensureRunSearchAttributes(connection, deps.config.temporal.namespace);
  if (!attributes.ready) console.warn(`[worker] ${attributes.problem}`);
  else if (attributes.added.length) console.log(`[worker] registered search attributes ${attributes.added.join(', ')}`);
  return Worker.create({
    connection,
    namespace: deps.config.temporal.namespace,
    taskQueue: deps.config.temporal.taskQueue,
    ...workflowCode(),
    activities: createActivities({ ...deps, searchAttributesReady: attributes.ready }),
    maxConcurrentActivityTaskExecutions: deps.config.temporal.workerMaxConcurrentActivities,
    // A run's steps are local activities, and its workflow task stays open while they run: the runs
    // a worker holds at once are bounded by both of these. It may hold more than it works on, so
    // that a busy minute's runs all start at once; their working step then waits its turn (run-turns).
    maxConcurrentLocalActivityExecutions: deps.config.temporal.workerMaxRunsInHand,
    // The SDK takes at least two workflow tasks at once while it keeps runs in memory.
    maxConcurrentWorkflowTaskExecutions: Math.max(2, deps.config.temporal.workerMaxRunsInHand),
    ...(deps.config.temporal.workerMaxCachedWorkflows === undefined
      ? {}
      : { maxCachedWorkflows: deps.config.temporal.workerMaxCachedWorkflows }),
    ...extra,
  });
}

async function main() {
  const config = loadConfig();
  const orm = await initOrm(config.databaseUrl);
  const connection = await NativeConnection.connect({ address: config.temporal.address });
  const client = new Client({
    connection: await Connection.connect({ address: config.temporal.address }),
    namespace: config.temporal.namespace,
  });
  const reconcile = async () => {
    const report = await reconcileSchedules(
      client,
      orm.em.fork() as EntityManager,
      new TemporalScheduleService(async () => client, config.temporal.taskQueue),
    );
    console.log(
      `[worker] schedules reconciled: ${report.created} created, ${report.updated} updated, ${report.removed} removed`,
    );
  };
  // The worker registers the run search attributes as it is created, before the schedules that tag
  // each run with them are brought up to date.
  const worker = await createWorker(productionDeps(config, orm), connection);
  await reconcile();
  await ensureReminderSchedule(client, config.temporal.taskQueue).catch((err: Error) =>
    console.warn(`[worker] the reconnect reminder schedule could not be created: ${err.message}`),
  );
  await ensurePrepareSchedule(client, config.temporal.taskQueue).catch((err: Error) =>
    console.warn(`[worker] the schedule that prepares busy minutes could not be created: ${err.message}`),
  );
  // Trials end by the clock, not by a webhook: an hourly pass pauses their schedules.
  const hourly = setInterval(
    () => reconcile().catch((err: Error) => console.warn(`[worker] schedule reconciliation failed: ${err.message}`)),
    60 * 60_000,
  );
  hourly.unref();
  console.log(`[worker] polling task queue "${config.temporal.taskQueue}" on ${config.temporal.address}`);
  const stop = () => worker.shutdown();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await worker.run();
  clearInterval(hourly);
  await orm.close();
  await connection.close();
}

if (require.main === module) {
  main().catch((err) => {
    if (err instanceof ConfigError) console.error(`[worker] configuration error: ${err.message}`);
    else console.error('[worker] failed:', err);
    process.exit(1);
  });
}
