// The run workflow's own decisions (step order, failure, retries, cancellation) with stub
// activities: no database, no feeds, no AI, on the integration Temporal dev server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/activity';
import { CancelledFailure, WorkflowFailedError, type WorkflowHandle } from '@temporalio/client';
import { PermanentAiError } from '@synth/core/ai';
import {
  RUN_WORKFLOW,
  runWorkflowIdFor,
  scheduledWorkflowIdFor,
  type RunWorkflowInput,
  type RunWorkflowResult,
} from '@synth/core/runs';
import { stubRun, untilCanceled, type StubRun } from '../test-support/stub-activities';
import { recordingHistories, saveHistory } from '../test-support/workflow-histories';
import { NAMESPACE, startStubWorkers, type StubWorkers } from '../test-support/stub-workers';
import { localActivitiesOf } from '../test-support/local-activities';
import { ensureRunSearchAttributes } from './register-search-attributes';
import { runSearchAttributes, SYNTH_ID } from './run-search-attributes';

let workers: StubWorkers;

beforeAll(async () => {
  workers = await startStubWorkers();
  const attributes = await ensureRunSearchAttributes(workers.env.connection, NAMESPACE);
  if (!attributes.ready) throw new Error(attributes.problem);
});
afterAll(async () => {
  await workers?.teardown();
});

/** Starts the run workflow on a fresh task queue served by the stub activities until `use` returns. */
async function withRun<T>(
  stub: StubRun,
  input: RunWorkflowInput,
  workflowId: string,
  use: (handle: WorkflowHandle, taskQueue: string) => Promise<T>,
): Promise<T> {
  return workers.serve(stub.activities, async (taskQueue) => {
    const handle = await workers.client.workflow.start(RUN_WORKFLOW, { taskQueue, workflowId, args: [input] });
    return use(handle, taskQueue);
  });
}

const manual = (runId: string): RunWorkflowInput => ({ runId, trigger: 'manual' });

/** A run's row as a succeeded run with these counts ended it. */
const succeededRun = (
  runId: string,
  counts: Pick<RunWorkflowResult, 'articlesFetched' | 'articlesFiltered' | 'articlesProcessed'>,
): RunWorkflowResult => ({ runId, status: 'succeeded', ...counts, emailSent: true, error: null });
const statusOf = async (handle: WorkflowHandle) => (await handle.describe()).status.name;

describe('the run workflow (stub activities)', () => {
  it('calls every step in order and returns what finishRun recorded', async () => {
    const runId = randomUUID();
    const synthId = randomUUID();
    const stub = stubRun(runId, {
      startRun: async () => ({
        runId,
        skipped: false,
        searchAttributes: runSearchAttributes({ synthId, userId: randomUUID(), trigger: 'manual' }),
      }),
    });
    await withRun(stub, manual(runId), runWorkflowIdFor(runId), async (handle) => {
      const result = await handle.result();
      expect(stub.calls).toEqual([
        'startRun',
        'fetchFeeds',
        'filterArticles',
        'summarizeArticles',
        'findExamples',
        'writeContent',
        'sendDigest',
        'finishRun',
      ]);
      expect(stub.finished).toEqual([{ runId, status: 'succeeded' }]);
      expect(result).toEqual<RunWorkflowResult>({
        runId,
        status: 'succeeded',
        articlesFetched: 2,
        articlesFiltered: 1,
        articlesProcessed: 1,
        emailSent: true,
        error: null,
      });
      const execution = await handle.describe();
      expect(execution.status.name).toBe('COMPLETED');
      expect(execution.typedSearchAttributes.get(SYNTH_ID)).toBe(synthId);
      if (recordingHistories) await saveHistory('synth-run', 'succeeded', handle);
    });
  });

  it('skips the AI steps when no article passes the filter, and still sends the digest', async () => {
    const runId = randomUUID();
    const stub = stubRun(runId, { filterArticles: async () => ({ articleIds: [] }) });
    await withRun(stub, manual(runId), runWorkflowIdFor(runId), async (handle) => {
      await handle.result();
      expect(stub.calls).toEqual(['startRun', 'fetchFeeds', 'filterArticles', 'sendDigest', 'finishRun']);
    });
  });

  it('a failing feed step records the run as failed and fails the workflow with the reason', async () => {
    const runId = randomUUID();
    const reason = 'None of the feeds could be read';
    const stub = stubRun(runId, {
      fetchFeeds: async () => {
        throw ApplicationFailure.nonRetryable(reason, 'FeedsUnreadable');
      },
    });
    await withRun(stub, manual(runId), runWorkflowIdFor(runId), async (handle) => {
      const failure = await handle.result().catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(WorkflowFailedError);
      expect(failure).toMatchObject({ cause: { message: reason, type: 'RunFailed', nonRetryable: true } });
      expect(stub.calls).toEqual(['startRun', 'fetchFeeds', 'finishRun']);
      expect(stub.finished).toEqual([{ runId, status: 'failed', error: reason }]);
      expect(await statusOf(handle)).toBe('FAILED');
      if (recordingHistories) await saveHistory('synth-run', 'failed', handle);
    });
  });

  it('retries an AI step that fails for a while, and the run succeeds', async () => {
    const runId = randomUUID();
    let attempts = 0;
    const stub = stubRun(runId, {
      summarizeArticles: async () => {
        if (++attempts <= 2) throw new Error('AI provider overloaded (503)');
        return { processed: 1, tokensUsed: 42 };
      },
    });
    await withRun(stub, manual(runId), runWorkflowIdFor(runId), async (handle) => {
      expect(await handle.result()).toMatchObject({ status: 'succeeded' });
      expect(stub.calls.filter((c) => c === 'summarizeArticles')).toHaveLength(3);
      expect(stub.finished).toEqual([{ runId, status: 'succeeded' }]);
    });
  });

  it('a permanent AI error fails the run at once, without retrying', async () => {
    const runId = randomUUID();
    const stub = stubRun(runId, {
      summarizeArticles: async () => {
        throw new PermanentAiError('The AI provider rejected the API key');
      },
    });
    await withRun(stub, manual(runId), runWorkflowIdFor(runId), async (handle) => {
      await expect(handle.result()).rejects.toMatchObject({
        cause: { message: 'The AI provider rejected the API key', type: 'RunFailed' },
      });
      expect(stub.calls).toEqual(['startRun', 'fetchFeeds', 'filterArticles', 'summarizeArticles', 'finishRun']);
      expect(stub.finished).toEqual([{ runId, status: 'failed', error: 'The AI provider rejected the API key' }]);
    });
  });

  it('cancelling the workflow records the run as canceled and the execution ends canceled', async () => {
    const runId = randomUUID();
    let fetching!: () => void;
    const fetchStarted = new Promise<void>((resolve) => {
      fetching = resolve;
    });
    const stub = stubRun(runId, { fetchFeeds: untilCanceled(() => fetching()) });
    await withRun(stub, manual(runId), runWorkflowIdFor(runId), async (handle) => {
      await fetchStarted;
      await handle.cancel();
      const failure = await handle.result().catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(WorkflowFailedError);
      expect((failure as WorkflowFailedError).cause).toBeInstanceOf(CancelledFailure);
      // finishRun ran although the workflow was already canceled: it is outside the cancellation.
      expect(stub.finished).toEqual([{ runId, status: 'canceled', error: 'Canceled by an operator' }]);
      expect(await statusOf(handle)).toBe('CANCELLED');
    });
  });

  it('a skipped run (trial cap, inactive synth) completes as canceled without running a step', async () => {
    const runId = randomUUID();
    const stub = stubRun(runId, {
      startRun: async () => ({ runId, skipped: true, reason: 'The synth is inactive', searchAttributes: [] }),
    });
    await withRun(stub, manual(runId), runWorkflowIdFor(runId), async (handle) => {
      expect(await handle.result()).toMatchObject({ runId, status: 'canceled', error: 'The synth is inactive' });
      expect(stub.calls).toEqual(['startRun']);
      expect(await statusOf(handle)).toBe('COMPLETED');
      if (recordingHistories) await saveHistory('synth-run', 'skipped', handle);
    });
  });

  it('a run whose row already ended (its workflow task lost and run again) ends as recorded, running no step', async () => {
    const runId = randomUUID();
    const recorded = succeededRun(runId, { articlesFetched: 4, articlesFiltered: 2, articlesProcessed: 2 });
    const stub = stubRun(runId, {
      startRun: async () => ({ runId, skipped: false, finished: recorded, searchAttributes: [] }),
    });
    await withRun(stub, manual(runId), runWorkflowIdFor(runId), async (handle) => {
      expect(await handle.result()).toEqual(recorded);
      expect(stub.calls).toEqual(['startRun']);
      expect(await statusOf(handle)).toBe('COMPLETED');
    });
  });

  it('a run its gathering-and-mail step ended (nothing of it publishes itself) completes with that end, running no step after it', async () => {
    const runId = randomUUID();
    const ended = succeededRun(runId, { articlesFetched: 2, articlesFiltered: 1, articlesProcessed: 1 });
    const stub = stubRun(runId);
    const gatherAndMail = stub.activities.gatherAndSendDigest;
    stub.activities.gatherAndSendDigest = async (input) => ({ ...(await gatherAndMail(input)), ended });
    await withRun(stub, manual(runId), runWorkflowIdFor(runId), async (handle) => {
      expect(await handle.result()).toEqual(ended);
      expect(stub.calls.at(-1)).toBe('sendDigest');
      expect(stub.finished).toEqual([]);
      expect(await localActivitiesOf(handle)).toEqual(['startRun', 'gatherAndSendDigest']);
      expect(await statusOf(handle)).toBe('COMPLETED');
      if (recordingHistories) await saveHistory('synth-run', 'ended-in-mail-step', handle);
    });
  });

  it('a run whose row already ended as failed fails the workflow again with the recorded reason', async () => {
    const runId = randomUUID();
    const error = 'None of the feeds could be read';
    const stub = stubRun(runId, {
      startRun: async () => ({
        runId,
        skipped: false,
        finished: {
          runId,
          status: 'failed',
          articlesFetched: 0,
          articlesFiltered: 0,
          articlesProcessed: 0,
          emailSent: false,
          error,
        },
        searchAttributes: [],
      }),
    });
    await withRun(stub, manual(runId), runWorkflowIdFor(runId), async (handle) => {
      const failure = await handle.result().catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(WorkflowFailedError);
      expect((failure as WorkflowFailedError).cause?.message).toBe(error);
      expect(stub.calls).toEqual(['startRun']);
      expect(stub.finished).toEqual([]);
    });
  });

  it('a run a schedule starts passes its scheduled slot to startRun', async () => {
    const runId = randomUUID();
    const synthId = randomUUID();
    const started: Parameters<StubRun['activities']['startRun']>[0][] = [];
    const stub = stubRun(runId, {
      startRun: async (input) => {
        started.push(input);
        return {
          runId,
          skipped: false,
          searchAttributes: runSearchAttributes({ synthId, userId: randomUUID(), trigger: 'scheduled' }),
        };
      },
    });
    const input: RunWorkflowInput = { synthId, trigger: 'scheduled' };
    // The schedule starts this run, not the test, so the worker is set up here rather than by withRun.
    await workers.serve(stub.activities, async (taskQueue) => {
      const schedule = await workers.client.schedule.create({
        scheduleId: `test-${synthId}`,
        spec: { intervals: [{ every: '365 days' }] },
        action: {
          type: 'startWorkflow',
          workflowType: RUN_WORKFLOW,
          workflowId: scheduledWorkflowIdFor(synthId),
          taskQueue,
          args: [input],
        },
        state: { paused: true },
      });
      try {
        await schedule.trigger();
        const workflowId = await firstActionOf(schedule.scheduleId);
        const handle = workers.client.workflow.getHandle(workflowId);
        expect(await handle.result()).toMatchObject({ status: 'succeeded' });
        expect(started).toHaveLength(1);
        expect(started[0]).toMatchObject({ synthId, trigger: 'scheduled', workflowId });
        // The slot is the schedule's start time, which Temporal also appends to the workflow id.
        expect(workflowId).toBe(`${scheduledWorkflowIdFor(synthId)}-${started[0].scheduledFor?.replace('.000Z', 'Z')}`);
        if (recordingHistories) await saveHistory('synth-run', 'scheduled', handle);
      } finally {
        await schedule.delete();
      }
    });
  });
});

/** The workflow id of the first run a schedule started. */
async function firstActionOf(scheduleId: string): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const [action] = (await workers.client.schedule.getHandle(scheduleId).describe()).info.recentActions;
    if (action) return action.action.workflow.workflowId;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`schedule ${scheduleId} started no workflow`);
}
