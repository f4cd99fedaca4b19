// The prepare pass before a busy minute, on the real Temporal server and database: the runs at the
// slot find their summaries written and make no model call of their own; a synth saved after the
// pass still gets its digest, doing that work at the slot.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRating } from '@synth/core/relevance';
import {
  outputOf,
  RUN_WORKFLOW,
  scheduledRunWorkflowIdFor,
  SynthRun,
  type RunWorkflowInput,
  type RunWorkflowResult,
} from '@synth/core/runs';
import { PreparedChoice } from '@synth/core/prepare';
import type { SynthFields } from '@synth/core/synths';
import { User } from '@synth/core/users';
import { startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test-support/fake-openai';
import { createDueSynth } from '../test-support/due-synth';
import { paymentsFeed, summaryCallsOf } from '../test-support/payments-stories';
import { waitForEmail } from '../../../dev-services/ses-store';
import { freeMinuteAhead } from '../test-support/free-minute';
import { madeAheadRun } from '../test-support/made-ahead';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';
import {
  prepareBusyMinutesWorkflow,
  prepareSlotWorkflow,
  prepareSlotWorkflowId,
  slotStartsWorkflowId,
  type PrepareSlotResult,
} from './prepare.workflow';

const SETTINGS = [
  'AI_PROVIDER',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_MODEL',
  'PREPARE_MIN_SYNTHS',
  'PREPARE_LEAD_MINUTES',
];
const before: Record<string, string | undefined> = {};
let h: WorkerHarness;
let feeds: FeedServer;
let ai: FakeOpenAi;

beforeAll(async () => {
  for (const name of SETTINGS) before[name] = process.env[name];
  feeds = await startFeedServer();
  ai = await startFakeOpenAi({ mode: 'summaries' });
  h = await startWorker({
    env: {
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: ai.baseUrl,
      OPENAI_MODEL: `prepare-${randomUUID().slice(0, 6)}`,
      PREPARE_MIN_SYNTHS: '2',
      PREPARE_LEAD_MINUTES: '15',
    },
  });
});
afterAll(async () => {
  await h?.close();
  await ai?.close();
  await feeds?.close();
  for (const name of SETTINGS) {
    if (before[name] === undefined) delete process.env[name];
    else process.env[name] = before[name];
  }
});

const summaryCalls = () => summaryCallsOf(ai);

/** A subscriber's synth due at `minute`, saved without a schedule: the tests start its runs as the schedule would. */
async function dueSynth(minute: Date, feedUrl: string, fields: Partial<SynthFields> = {}, worker = h) {
  const em = worker.em();
  const user = await em.findOneOrFail(User, { id: (await worker.newUser()).id });
  user.subscriptionStatus = 'active-professional';
  await em.flush();
  return createDueSynth(em, user, { minute, feedUrl, label: 'prepared', fields });
}

/** The scheduled run of `synthId` for `minute`, started as its schedule starts it. */
async function scheduledRun(synthId: string, minute: Date): Promise<RunWorkflowResult> {
  const input: RunWorkflowInput = { synthId, trigger: 'scheduled' };
  return h.client.workflow.execute(RUN_WORKFLOW, {
    taskQueue: h.taskQueue,
    workflowId: scheduledRunWorkflowIdFor(synthId, minute),
    args: [input],
  });
}

const prepare = (minute: Date) =>
  h.client.workflow.execute(prepareSlotWorkflow, {
    taskQueue: h.taskQueue,
    workflowId: prepareSlotWorkflowId(minute.toISOString()),
    args: [{ minute: minute.toISOString() }],
  }) as Promise<PrepareSlotResult>;

/** A minute inside the lead time that no other test's synths or pass use, far enough that nothing fires by itself. */
const freeMinute = () => freeMinuteAhead(h.em(), h.client, { from: 5, to: 14 });

describe('the prepare pass before a busy minute', () => {
  it('the look ahead starts one pass for a busy minute, and the runs at the slot find every summary written: no second model call', async () => {
    const minute = await freeMinute();
    const feed = paymentsFeed(feeds, 'prepare', 3);
    const due = [await dueSynth(minute, feed), await dueSynth(minute, feed)];

    // The schedule's look ahead starts the pass of the busy minute; a second look starts none.
    const first = await h.client.workflow.execute(prepareBusyMinutesWorkflow, {
      taskQueue: h.taskQueue,
      workflowId: `look-${randomUUID()}`,
    });
    expect(first).toContain(minute.toISOString());
    // It also started the starter of the minute's runs, which makes them ahead to begin at the slot;
    // the runs below are started by hand instead, now.
    const starter = h.client.workflow.getHandle(slotStartsWorkflowId(minute.toISOString()));
    expect((await starter.describe()).status.name).toBe('RUNNING');
    for (const d of due) await madeAheadRun(h.client, d.synth.id, minute);
    await starter.terminate('test: the runs are started by hand');
    for (const d of due)
      await h.client.workflow
        .getHandle(scheduledRunWorkflowIdFor(d.synth.id, minute))
        .terminate('test: the runs are started by hand');
    const pass = (await h.client.workflow
      .getHandle(prepareSlotWorkflowId(minute.toISOString()))
      .result()) as PrepareSlotResult;
    expect(pass).toMatchObject({ synths: 2, feeds: 1, summaries: 6, written: 3, failed: 0 });
    const again = await h.client.workflow.execute(prepareBusyMinutesWorkflow, {
      taskQueue: h.taskQueue,
      workflowId: `look-${randomUUID()}`,
    });
    expect(again).not.toContain(minute.toISOString());
    const calls = summaryCalls();
    expect(feeds.hits.get(new URL(feed).pathname)).toBe(1);

    const results = await Promise.all(due.map((d) => scheduledRun(d.synth.id, minute)));
    expect(results.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    expect(results.map((r) => r.articlesProcessed)).toEqual([3, 3]);
    expect(summaryCalls()).toBe(calls);
    // The feed was read within its shared window: the runs did not ask it again.
    expect(feeds.hits.get(new URL(feed).pathname)).toBe(1);
    for (const d of due) {
      const email = await waitForEmail(h.sesUrl, d.to, 30_000);
      expect(email.body.text).toContain('a move worth');
    }
  }, 120_000);

  it('the runs at the slot mail the choice the pass made, and a synth rated since the pass chooses again', async () => {
    const minute = await freeMinute();
    const feed = paymentsFeed(feeds, 'prepare', 3);
    const kept = await dueSynth(minute, feed);
    const rated = await dueSynth(minute, feed);
    await prepare(minute);

    // Each kept choice is marked, so each run's output shows whose choice it mailed: the pass's or its own.
    const db = h.em();
    const choices = await db.find(PreparedChoice, { synth: { $in: [kept.synth.id, rated.synth.id] } });
    expect(choices).toHaveLength(2);
    await db.execute(
      `update prepared_choices set choice = jsonb_set(choice, '{articles,0,title}', '"Chosen before the slot"') where synth_id in (?, ?)`,
      [kept.synth.id, rated.synth.id],
    );
    const item = choices[0].choice.articles[0];
    await saveRating(db, {
      synthId: rated.synth.id,
      articleId: item.id,
      runId: null,
      article: { title: item.title },
      liked: true,
    });

    const [mine, theirs] = await Promise.all([
      scheduledRun(kept.synth.id, minute),
      scheduledRun(rated.synth.id, minute),
    ]);
    const outputOfRun = async (runId: string) => outputOf(await h.em().findOneOrFail(SynthRun, { id: runId }));
    expect(await outputOfRun(mine.runId)).toMatchObject({
      choicePrepared: true,
      articles: [{ title: 'Chosen before the slot' }, {}, {}],
    });
    const own = await outputOfRun(theirs.runId);
    expect(own.choicePrepared).toBeUndefined();
    expect(own.articles?.[0]?.title).not.toBe('Chosen before the slot');
    expect(mine).toMatchObject({ status: 'succeeded', articlesProcessed: 3, emailSent: true });
    expect(theirs).toMatchObject({ status: 'succeeded', articlesProcessed: 3, emailSent: true });
    expect((await waitForEmail(h.sesUrl, kept.to, 30_000)).body.text).toContain('Chosen before the slot');
  }, 120_000);

  it('a synth saved after the pass started still gets its digest: its run writes its own summaries at the slot', async () => {
    const minute = await freeMinute();
    const feed = paymentsFeed(feeds, 'prepare', 3);
    await dueSynth(minute, feed);
    await dueSynth(minute, feed);
    const pass = await prepare(minute);
    expect(pass).toMatchObject({ synths: 2, written: 3 });
    const calls = summaryCalls();

    // Saved after the pass, and asking for longer summaries than the pass wrote.
    const late = await dueSynth(minute, feed, { summaryLength: 'detailed' });
    const result = await scheduledRun(late.synth.id, minute);
    expect(result).toMatchObject({ status: 'succeeded', articlesProcessed: 3, emailSent: true });
    expect(summaryCalls()).toBe(calls + 3);
    expect((await waitForEmail(h.sesUrl, late.to, 30_000)).body.text).toContain('a move worth');
  }, 120_000);
});

describe('a prepare pass whose batch fails every try', () => {
  let failing: WorkerHarness;
  beforeAll(async () => {
    // Reading the articles' relevance fails for every synth of the pass, as a broken store would.
    failing = await startWorker({
      env: { AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: ai.baseUrl },
      wrap: (deps) => ({
        ...deps,
        ai: {
          ...deps.ai,
          embed: async () => {
            throw new Error('the embeddings store went away');
          },
        },
      }),
    });
  });
  afterAll(async () => {
    await failing?.close();
  });

  it('completes instead of failing: the feeds read, the failed batch counted, its runs left to summarise at the slot', async () => {
    const minute = await freeMinute();
    const feed = paymentsFeed(feeds, 'prepare', 3);
    await dueSynth(minute, feed, {}, failing);
    await dueSynth(minute, feed, {}, failing);

    const pass = (await failing.client.workflow.execute(prepareSlotWorkflow, {
      taskQueue: failing.taskQueue,
      workflowId: prepareSlotWorkflowId(minute.toISOString()),
      args: [{ minute: minute.toISOString() }],
    })) as PrepareSlotResult;

    expect(pass).toMatchObject({ synths: 2, feeds: 1, written: 0, batchesFailed: 1 });
  }, 120_000);
});
