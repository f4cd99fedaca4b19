// The publishing workflows (one post's publish, the reconnect reminders) with stub activities: what
// each asks of its steps and how it ends, whatever the platforms answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/activity';
import { WorkflowFailedError, type WorkflowHandle } from '@temporalio/client';
import {
  PUBLISH_REFUSED,
  PUBLISH_WORKFLOW,
  RESCHEDULE_PUBLISH_SIGNAL,
  type PublishWorkflowInput,
} from '@synth/core/publishing/publish.contract';
import type { Activities } from '../activities';
import { recordingHistories, saveHistory } from '../test-support/workflow-histories';
import { startStubWorkers, type StubWorkers } from '../test-support/stub-workers';

type PublishActivities = Pick<Activities, 'publishPost' | 'markPublicationFailed' | 'markPublicationCanceled'>;

/** A platform that publishes at once; each step records what it was asked. */
function platform(overrides: Partial<PublishActivities> = {}) {
  const published: string[] = [];
  const failed: [string, string][] = [];
  const canceled: string[] = [];
  const activities: PublishActivities = {
    publishPost: async (publicationId) => {
      published.push(publicationId);
      return { status: 'published', url: `https://social.example/posts/${publicationId}` };
    },
    markPublicationFailed: async (publicationId, error) => {
      failed.push([publicationId, error]);
    },
    markPublicationCanceled: async (publicationId) => {
      canceled.push(publicationId);
    },
    ...overrides,
  };
  return { activities, published, failed, canceled };
}

const inAnHour = () => new Date(Date.now() + 60 * 60_000).toISOString();

let workers: StubWorkers;
beforeAll(async () => {
  workers = await startStubWorkers();
});
afterAll(async () => {
  await workers?.teardown();
});

/** Starts one post's publish on a fresh task queue served by `activities` until `use` returns. */
function withPublish<T>(
  activities: PublishActivities,
  input: PublishWorkflowInput,
  use: (handle: WorkflowHandle) => Promise<T>,
): Promise<T> {
  return workers.serve(activities, async (taskQueue) =>
    use(
      await workers.client.workflow.start(PUBLISH_WORKFLOW, {
        taskQueue,
        workflowId: `test-publish-${randomUUID()}`,
        args: [input],
      }),
    ),
  );
}

describe("one post's publish (stub activities)", () => {
  it('publishes at once when no time is set, and answers with the post', async () => {
    const publicationId = randomUUID();
    const stub = platform();
    await withPublish(stub.activities, { publicationId }, async (handle) => {
      expect(await handle.result()).toEqual({
        status: 'published',
        url: `https://social.example/posts/${publicationId}`,
      });
      expect(stub.published).toEqual([publicationId]);
      if (recordingHistories) await saveHistory('publishing', 'published', handle);
    });
  });

  it('waits for its time and publishes at the time the person moved it to', async () => {
    const publicationId = randomUUID();
    const stub = platform();
    await withPublish(stub.activities, { publicationId, publishAt: inAnHour() }, async (handle) => {
      await handle.signal(RESCHEDULE_PUBLISH_SIGNAL, new Date(Date.now() + 1_000).toISOString());
      expect(await handle.result()).toMatchObject({ status: 'published' });
      expect(stub.published).toEqual([publicationId]);
      if (recordingHistories) await saveHistory('publishing', 'rescheduled', handle);
    });
  });

  it('canceled while it waits: the publication is marked canceled and nothing is published', async () => {
    const publicationId = randomUUID();
    const stub = platform();
    await withPublish(stub.activities, { publicationId, publishAt: inAnHour() }, async (handle) => {
      await handle.cancel();
      expect(await handle.result()).toEqual({ status: 'canceled' });
      expect(stub.canceled).toEqual([publicationId]);
      expect(stub.published).toEqual([]);
      if (recordingHistories) await saveHistory('publishing', 'canceled', handle);
    });
  });

  it("a platform's refusal marks the publication failed with its reason and fails the workflow", async () => {
    const publicationId = randomUUID();
    const reason = 'The post is longer than the platform allows';
    const stub = platform({
      publishPost: async () => {
        throw ApplicationFailure.nonRetryable(reason, PUBLISH_REFUSED);
      },
    });
    await withPublish(stub.activities, { publicationId }, async (handle) => {
      const failure = await handle.result().catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(WorkflowFailedError);
      expect(failure).toMatchObject({ cause: { message: reason, type: 'PublishFailed' } });
      expect(stub.failed).toEqual([[publicationId, reason]]);
      if (recordingHistories) await saveHistory('publishing', 'failed', handle);
    });
  });
});

describe('the reconnect reminders (stub activities)', () => {
  it('sends one pass of reminders and answers how many went out', async () => {
    let passes = 0;
    const activities: Pick<Activities, 'sendReconnectReminders'> = {
      sendReconnectReminders: async () => {
        passes++;
        return 2;
      },
    };
    await workers.serve(activities, async (taskQueue) => {
      const handle = await workers.client.workflow.start('reconnectRemindersWorkflow', {
        taskQueue,
        workflowId: `test-reminders-${randomUUID()}`,
        args: [],
      });
      expect(await handle.result()).toBe(2);
      expect(passes).toBe(1);
      if (recordingHistories) await saveHistory('publishing', 'reconnect-reminders', handle);
    });
  });
});
