// The prepare pass's workflows (the minute's look, the pass, the slot's starter) with stub
// activities: what each starts and returns, whatever the database holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt, randomUUID } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/activity';
import type { Activities } from '../activities';
import { recordingHistories, saveHistory } from '../test-support/workflow-histories';
import { startStubWorkers, type StubWorkers } from '../test-support/stub-workers';
import { prepareSlotWorkflowId, slotStartsWorkflowId } from './prepare-slot-id';
import type { PrepareSlotResult } from './prepare.workflow';
import type { RunsAheadResult } from './runs-ahead.workflow';
import type { SlotStartsResult } from './slot-starts.workflow';

type PrepareActivities = Pick<
  Activities,
  | 'findBusyMinutes'
  | 'planSlotPreparation'
  | 'prepareFeeds'
  | 'prepareSynths'
  | 'planSlotStarts'
  | 'startSlotRuns'
  | 'makeSlotRunsAhead'
>;

/** Nothing due, nothing to start: each step answers as for a quiet minute unless a test says otherwise. */
function quietMinute(overrides: Partial<PrepareActivities> = {}): PrepareActivities {
  return {
    findBusyMinutes: async () => [],
    planSlotPreparation: async () => ({ synths: 0, batches: [] }),
    prepareFeeds: async () => ({ feeds: 0, failed: 0 }),
    prepareSynths: async () => ({ synths: 0, summaries: 0, written: 0, failed: 0 }),
    planSlotStarts: async () => ({ ranges: [] }),
    startSlotRuns: async () => ({ started: 0, startedByTheirSchedule: 0, skipped: 0 }),
    makeSlotRunsAhead: async () => ({ made: 0, skipsWritten: 0 }),
    ...overrides,
  };
}

const refused = (message: string) => ApplicationFailure.nonRetryable(message, 'TestRefusal');
/** A minute of its own for each test: the workflows' ids are per minute and refused a second time. */
const aMinuteOfItsOwn = () => new Date(Date.UTC(2001, 0, 1) + randomInt(0, 50_000_000) * 60_000).toISOString();

let workers: StubWorkers;
beforeAll(async () => {
  workers = await startStubWorkers();
});
afterAll(async () => {
  await workers?.teardown();
});

describe('the prepare pass of a minute (stub activities)', () => {
  it("prepares every batch, and a batch that fails every try leaves its runs' summaries to the slot", async () => {
    const minute = aMinuteOfItsOwn();
    const batches: { fromId: string; toId: string | null }[] = [];
    const activities = quietMinute({
      planSlotPreparation: async () => ({ synths: 3, batches: ['synth-a', 'synth-c'] }),
      prepareFeeds: async () => ({ feeds: 2, failed: 0 }),
      prepareSynths: async ({ fromId, toId }) => {
        batches.push({ fromId, toId });
        if (fromId === 'synth-c') throw refused('The database went away');
        return { synths: 2, summaries: 4, written: 3, failed: 1 };
      },
    });
    await workers.serve(activities, async (taskQueue) => {
      const handle = await workers.client.workflow.start('prepareSlotWorkflow', {
        taskQueue,
        workflowId: `test-${randomUUID()}`,
        args: [{ minute }],
      });
      expect(await handle.result()).toEqual<PrepareSlotResult>({
        minute,
        synths: 3,
        feeds: 2,
        summaries: 4,
        written: 3,
        failed: 1,
        batchesFailed: 1,
      });
      expect(batches).toEqual([
        { fromId: 'synth-a', toId: 'synth-c' },
        { fromId: 'synth-c', toId: null },
      ]);
      if (recordingHistories) await saveHistory('prepare', 'prepare-slot', handle);
    });
  });

  it('reads no feed for a minute with no synth to prepare for', async () => {
    const minute = aMinuteOfItsOwn();
    let feedsRead = false;
    const activities = quietMinute({
      prepareFeeds: async () => {
        feedsRead = true;
        return { feeds: 0, failed: 0 };
      },
    });
    await workers.serve(activities, async (taskQueue) => {
      const handle = await workers.client.workflow.start('prepareSlotWorkflow', {
        taskQueue,
        workflowId: `test-${randomUUID()}`,
        args: [{ minute }],
      });
      expect(await handle.result()).toMatchObject({ minute, synths: 0, feeds: 0, batchesFailed: 0 });
      expect(feedsRead).toBe(false);
      if (recordingHistories) await saveHistory('prepare', 'prepare-slot-nothing-due', handle);
    });
  });
});

describe("the slot's starter (stub activities)", () => {
  it('waits for the slot, then starts its batches; a batch that fails every try is left to the schedules', async () => {
    // A slot a moment ahead: the starter waits for it on a durable timer.
    const minute = new Date(Date.now() + 2_000).toISOString();
    const startedAt: number[] = [];
    const activities = quietMinute({
      planSlotStarts: async () => ({
        ranges: [
          { fromId: null, toId: 'synth-m' },
          { fromId: 'synth-m', toId: null },
        ],
      }),
      startSlotRuns: async ({ fromId }) => {
        startedAt.push(Date.now());
        if (fromId === 'synth-m') throw refused('The database went away');
        return { started: 3, startedByTheirSchedule: 1, skipped: 1 };
      },
    });
    await workers.serve(activities, async (taskQueue) => {
      const handle = await workers.client.workflow.start('startSlotRunsWorkflow', {
        taskQueue,
        workflowId: `test-${randomUUID()}`,
        args: [{ minute }],
      });
      expect(await handle.result()).toEqual<SlotStartsResult>({
        minute,
        batches: 2,
        started: 3,
        startedByTheirSchedule: 1,
        skipped: 1,
        batchesFailed: 1,
      });
      expect(startedAt).toHaveLength(2);
      expect(Math.min(...startedAt)).toBeGreaterThanOrEqual(Date.parse(minute));
      if (recordingHistories) await saveHistory('prepare', 'slot-starts', handle);
    });
  });
});

describe("the making of a minute's runs ahead (stub activities)", () => {
  it('makes every batch, and a batch that fails every try leaves its runs to start at the slot', async () => {
    const minute = aMinuteOfItsOwn();
    const made: (string | null)[] = [];
    const activities = quietMinute({
      makeSlotRunsAhead: async ({ fromId }) => {
        made.push(fromId);
        if (fromId === 'synth-m') throw refused('Temporal went away');
        return { made: 250, skipsWritten: 249 };
      },
    });
    const ranges = [
      { fromId: null, toId: 'synth-g' },
      { fromId: 'synth-g', toId: 'synth-m' },
      { fromId: 'synth-m', toId: null },
    ];
    await workers.serve(activities, async (taskQueue) => {
      const handle = await workers.client.workflow.start('makeSlotRunsAheadWorkflow', {
        taskQueue,
        workflowId: `test-${randomUUID()}`,
        args: [{ minute, ranges }],
      });
      expect(await handle.result()).toEqual<RunsAheadResult>({
        minute,
        made: 500,
        skipsWritten: 498,
        batchesFailed: 1,
      });
      expect([...made].sort()).toEqual([null, 'synth-g', 'synth-m'].sort());
      if (recordingHistories) await saveHistory('prepare', 'runs-ahead', handle);
    });
  });
});

describe('the look at busy minutes ahead (stub activities)', () => {
  it("starts each busy minute's prepare pass and slot starter once, however often it looks", async () => {
    const minute = aMinuteOfItsOwn();
    const activities = quietMinute({ findBusyMinutes: async () => [minute] });
    await workers.serve(activities, async (taskQueue) => {
      const first = await workers.client.workflow.start('prepareBusyMinutesWorkflow', {
        taskQueue,
        workflowId: `test-${randomUUID()}`,
        args: [],
      });
      expect(await first.result()).toEqual([minute]);
      const pass = workers.client.workflow.getHandle(prepareSlotWorkflowId(minute));
      const starter = workers.client.workflow.getHandle(slotStartsWorkflowId(minute));
      expect(await pass.result()).toMatchObject({ minute, synths: 0 });
      expect(await starter.result()).toMatchObject({ minute, batches: 0 });

      const again = await workers.client.workflow.start('prepareBusyMinutesWorkflow', {
        taskQueue,
        workflowId: `test-${randomUUID()}`,
        args: [],
      });
      expect(await again.result()).toEqual([]);
      if (recordingHistories) {
        await saveHistory('prepare', 'busy-minutes', first);
        await saveHistory('prepare', 'busy-minutes-seen-before', again);
      }
    });
  });
});
