// The figures workflow with stub activities: it asks for each reading once, in order, and a reading
// the platform refuses for good does not stop the next one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/activity';
import { FIGURES_WORKFLOW, type FiguresReading } from '@synth/core/publishing/figures-readings';
import { PUBLISH_REFUSED } from '@synth/core/publishing/publish.contract';
import type { Activities } from '../activities';
import { recordingHistories, saveHistory } from '../test-support/workflow-histories';
import { startStubWorkers, type StubWorkers } from '../test-support/stub-workers';

type FiguresActivities = Pick<Activities, 'readPublicationFigures'>;

let workers: StubWorkers;
beforeAll(async () => {
  workers = await startStubWorkers();
});
afterAll(async () => {
  await workers?.teardown();
});

// Both readings are already due, so the workflow reads at once (the waits are the worker's timers).
const due = () => [
  { reading: 'day' as const, at: new Date(Date.now() - 7 * 86_400_000).toISOString() },
  { reading: 'week' as const, at: new Date(Date.now() - 1000).toISOString() },
];

describe("a post's figures workflow (stub activities)", () => {
  it('takes the day reading, then the week reading, each once', async () => {
    const asked: [string, FiguresReading][] = [];
    const activities: FiguresActivities = {
      readPublicationFigures: async (publicationId, reading) => {
        asked.push([publicationId, reading]);
        return true;
      },
    };
    const publicationId = randomUUID();
    await workers.serve(activities, async (taskQueue) => {
      const handle = await workers.client.workflow.start(FIGURES_WORKFLOW, {
        taskQueue,
        workflowId: `test-figures-${randomUUID()}`,
        args: [{ publicationId, readings: due() }],
      });
      expect(await handle.result()).toBe(2);
      if (recordingHistories) await saveHistory('publishing', 'figures-read', handle);
    });
    expect(asked).toEqual([
      [publicationId, 'day'],
      [publicationId, 'week'],
    ]);
  });

  it('goes on to the week reading when the day reading is refused for good', async () => {
    const asked: FiguresReading[] = [];
    const activities: FiguresActivities = {
      readPublicationFigures: async (_publicationId, reading) => {
        asked.push(reading);
        if (reading === 'day') throw ApplicationFailure.nonRetryable('The post was deleted.', PUBLISH_REFUSED);
        return true;
      },
    };
    await workers.serve(activities, async (taskQueue) => {
      const handle = await workers.client.workflow.start(FIGURES_WORKFLOW, {
        taskQueue,
        workflowId: `test-figures-${randomUUID()}`,
        args: [{ publicationId: randomUUID(), readings: due() }],
      });
      expect(await handle.result()).toBe(1);
      if (recordingHistories) await saveHistory('publishing', 'figures-refused', handle);
    });
    expect(asked).toEqual(['day', 'week']);
  });
});
