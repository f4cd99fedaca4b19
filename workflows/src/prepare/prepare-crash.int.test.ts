// A worker killed with SIGKILL in the middle of a prepare pass loses nothing: the worker that takes
// over retries the batch, finds the summaries already stored, writes the rest, and the runs at the
// slot make no model call of their own. The workers are the built output in their own processes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, Connection } from '@temporalio/client';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { initOrm } from '@synth/core/orm';
import {
  RUN_WORKFLOW,
  scheduledRunWorkflowIdFor,
  type RunWorkflowInput,
  type RunWorkflowResult,
} from '@synth/core/runs';
import type { SynthFields } from '@synth/core/synths';
import { User } from '@synth/core/users';
import { startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test-support/fake-openai';
import { createDueSynth } from '../test-support/due-synth';
import { paymentsFeed, summaryCallsOf } from '../test-support/payments-stories';
import { waitForEmail } from '../../../dev-services/ses-store';
import { AppProcesses, buildServer } from '../test-support/app-processes';
import { freeMinuteAhead } from '../test-support/free-minute';
import { prepareSlotWorkflowId, type PrepareSlotResult } from './prepare.workflow';
import { SUMMARY_CONCURRENCY } from './prepare.activities';

const taskQueue = `prepare-crash-${randomUUID().slice(0, 8)}`;
let procs: AppProcesses;
let orm: MikroORM;
let temporal: Client;
let connection: Connection;
let feeds: FeedServer;
let ai: FakeOpenAi;

beforeAll(async () => {
  buildServer();
  feeds = await startFeedServer();
  // Each summary takes a second, as a model's does, so the pass is still writing when its worker dies.
  ai = await startFakeOpenAi({ mode: 'summaries', delayMs: 1000 });
  procs = new AppProcesses({
    TEMPORAL_TASK_QUEUE: taskQueue,
    FEED_ALLOW_PRIVATE_NETWORKS: 'true',
    AI_PROVIDER: 'openai',
    OPENAI_API_KEY: 'sk-test-key',
    OPENAI_BASE_URL: ai.baseUrl,
    OPENAI_MODEL: `crash-${randomUUID().slice(0, 6)}`,
  });
  orm = await initOrm(procs.services.databaseUrl);
  connection = await Connection.connect({ address: procs.services.temporalAddress });
  temporal = new Client({ connection, namespace: 'default' });
}, 240_000);

afterAll(async () => {
  await procs?.stopAll();
  await connection?.close();
  await orm?.close();
  await ai?.close();
  await feeds?.close();
});

const summaryCalls = () => summaryCallsOf(ai);

/** A subscriber's synth due at `minute`, saved without a schedule: the test starts its runs as the schedule would. */
async function dueSynth(minute: Date, feedUrl: string, fields: Partial<SynthFields> = {}) {
  const em = orm.em.fork() as EntityManager;
  const user = em.create(User, {
    firebaseUid: `uid-${randomUUID()}`,
    email: 'reader@example.com',
    displayName: 'Reader',
    subscriptionStatus: 'active-professional',
  } as never) as User;
  await em.flush();
  return createDueSynth(em, user, { minute, feedUrl, label: 'crash', fields });
}

describe('a worker killed during the prepare pass', () => {
  it('loses nothing: the pass finishes on the next worker and the runs at the slot ask the model nothing', async () => {
    // 20 or more minutes ahead: beyond the 15 minutes the look ahead of prepare.int.test.ts scans (it
    // may run at the same time, on the same database and Temporal server, with a threshold of 2
    // synths), so its pass neither takes this minute nor counts these synths.
    const minute = await freeMinuteAhead(orm.em.fork() as EntityManager, temporal, { from: 20, to: 40 });
    const [shared, own] = [paymentsFeed(feeds, 'crash', 8), paymentsFeed(feeds, 'crash', 8)];
    // 24 distinct summaries: two synths share one feed at the same settings, a third reads another twice over.
    const due = [
      await dueSynth(minute, shared),
      await dueSynth(minute, shared),
      await dueSynth(minute, own),
      await dueSynth(minute, own, { summaryLength: 'detailed' }),
    ];

    const first = await procs.startWorker('worker-1');
    const workflowId = prepareSlotWorkflowId(minute.toISOString());
    await temporal.workflow.start('prepareSlotWorkflow', {
      taskQueue,
      workflowId,
      args: [{ minute: minute.toISOString() }],
    });
    const until = Date.now() + 60_000;
    while (summaryCalls() < 4 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(summaryCalls()).toBeGreaterThanOrEqual(4);
    await first.kill('SIGKILL');
    // Requests the dead worker had already sent still arrive for a moment (longer on a machine busy
    // with the other test files): count once none has come for 2 s.
    let askedBeforeKill = summaryCalls();
    for (let quiet = 0; quiet < 20;) {
      await new Promise((r) => setTimeout(r, 100));
      quiet = summaryCalls() === askedBeforeKill ? quiet + 1 : 0;
      askedBeforeKill = summaryCalls();
    }
    expect(askedBeforeKill).toBeLessThan(24);

    await procs.startWorker('worker-2');
    const pass = (await temporal.workflow.getHandle(workflowId).result()) as PrepareSlotResult;
    expect(pass).toMatchObject({ synths: 4, feeds: 2, summaries: 32, failed: 0 });
    const history = await temporal.workflow.getHandle(workflowId).fetchHistory();
    const attempts = Math.max(...(history.events ?? []).map((e) => e.activityTaskStartedEventAttributes?.attempt ?? 0));
    expect(attempts).toBeGreaterThan(1);
    // Only the calls in flight when an attempt ended were asked again: the dead worker's, and, if a
    // starved machine let a later attempt miss its heartbeat, at most one batch's worth per such attempt.
    expect(summaryCalls()).toBeGreaterThanOrEqual(24);
    expect(summaryCalls()).toBeLessThanOrEqual(24 + askedBeforeKill + (attempts - 2) * SUMMARY_CONCURRENCY);

    const calls = summaryCalls();
    const results = await Promise.all(
      due.map(
        ({ synth }) =>
          temporal.workflow.execute(RUN_WORKFLOW, {
            taskQueue,
            workflowId: scheduledRunWorkflowIdFor(synth.id, minute),
            args: [{ synthId: synth.id, trigger: 'scheduled' } satisfies RunWorkflowInput],
          }) as Promise<RunWorkflowResult>,
      ),
    );
    expect(results.map((r) => [r.status, r.articlesProcessed])).toEqual([
      ['succeeded', 8],
      ['succeeded', 8],
      ['succeeded', 8],
      ['succeeded', 8],
    ]);
    expect(summaryCalls()).toBe(calls);
    for (const d of due)
      expect((await waitForEmail(procs.services.sesUrl, d.to, 30_000)).body.text).toContain('a move worth');
  }, 420_000);
});
