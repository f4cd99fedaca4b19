// Workers on the integration Temporal dev server that run the real workflow code against stub
// activities: no database, no feeds, no AI. TestWorkflowEnvironment.createFromExistingServer reuses
// the server the integration setup runs (the time-skipping server is a download this machine's
// offline CI cannot fetch). Each worker serves its own task queue, so nothing else takes its tasks.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { Client } from '@temporalio/client';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, Worker } from '@temporalio/worker';

export const NAMESPACE = 'default';
// A fixed identity keeps host names out of the recorded histories.
const IDENTITY = 'synth-workflow-test';
const quietLogger = { log() {}, trace() {}, debug() {}, info() {}, warn() {}, error() {} };

export interface StubWorkers {
  env: TestWorkflowEnvironment;
  client: Client;
  /** Runs `use` while a worker with these activities serves a fresh task queue. */
  serve<T>(activities: object, use: (taskQueue: string) => Promise<T>): Promise<T>;
  teardown(): Promise<void>;
}

/** Connects to the integration server and bundles the workflow code once for every worker. */
export async function startStubWorkers(): Promise<StubWorkers> {
  const env = await TestWorkflowEnvironment.createFromExistingServer({
    address: inject('services').temporalAddress,
    namespace: NAMESPACE,
  });
  const client = new Client({ connection: env.connection, namespace: NAMESPACE, identity: IDENTITY });
  const workflowBundle = await bundleWorkflowCode({
    workflowsPath: path.join(__dirname, '..', 'workflows.ts'),
    logger: quietLogger,
  });
  return {
    env,
    client,
    async serve(activities, use) {
      const taskQueue = `wf-test-${randomUUID().slice(0, 8)}`;
      const worker = await Worker.create({
        connection: env.nativeConnection,
        namespace: NAMESPACE,
        taskQueue,
        workflowBundle,
        activities,
        identity: IDENTITY,
      });
      return worker.runUntil(() => use(taskQueue));
    },
    teardown: () => env.teardown(),
  };
}
