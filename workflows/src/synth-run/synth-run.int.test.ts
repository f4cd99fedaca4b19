import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { randomUUID } from 'node:crypto';
import { PermanentAiError } from '@synth/core/ai';
import { CatalogFeedEntry } from '@synth/core/feeds';
import { SynthRun, RunLog, RunStatus } from '@synth/core/runs';
import { Synth, type SynthFields } from '@synth/core/synths';
import { SynthService } from '@synth/core/app';
import { TemporalScheduleService } from '../schedules/schedule.service';
import { User } from '@synth/core/users';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { sentEmails } from '../../../dev-services/ses-store';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';
import { runAndReadDigest, runSynthOnce, testRuns } from '../test-support/start-run';
import { localActivitiesOf } from '../test-support/local-activities';
import { RUN_TRIGGER, SYNTH_ID, SYNTH_USER_ID } from './run-search-attributes';
import { recipientsWhoConfirm } from '../../../test-support/recipients';

/** A fault switch at the AI boundary: the real offline provider behind it. */
const aiFaults = { failNext: 0, permanent: false, calls: 0 };
let h: WorkerHarness;
let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer();
  h = await startWorker({
    ai: (real) => ({
      async summarize(req) {
        aiFaults.calls++;
        if (aiFaults.failNext > 0) {
          aiFaults.failNext--;
          if (aiFaults.permanent) throw new PermanentAiError('The AI provider rejected the API key');
          throw new Error('AI provider overloaded (503)');
        }
        return real.summarize(req);
      },
    }),
  });
});
afterAll(async () => {
  await h?.close();
  await feeds?.close();
});

function services() {
  const em = h.em();
  const schedules = new TemporalScheduleService(async () => h.client, h.taskQueue);
  return { em, synths: new SynthService(em, schedules, undefined, recipientsWhoConfirm(em)), runs: testRuns(h, em) };
}

let feedCounter = 0;
function publishFeed(items: { title: string; description: string }[]): string {
  const path = `/feed-${++feedCounter}.xml`;
  feeds.setFeed(
    path,
    rss(
      `Feed ${feedCounter}`,
      items.map((i, n) => ({ ...i, link: `https://news.example.com/${feedCounter}/${n}` })),
    ),
  );
  return `${feeds.url}${path}`;
}

const runOnce = (fields: SynthFields) => runSynthOnce(h, fields);

/** The workflow ids a visibility query finds, once the server has indexed the expected one. */
async function listed(query: string, expected: string): Promise<string[]> {
  for (let attempt = 0; ; attempt++) {
    const ids: string[] = [];
    for await (const w of h.client.workflow.list({ query })) ids.push(w.workflowId);
    if (ids.includes(expected) || attempt === 40) return ids;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const ARTICLES = [
  {
    title: 'Payments regulation tightens in Europe',
    description:
      'Regulators announced new payments rules. Banks have six months to comply. Fintech firms welcome clarity.',
  },
  {
    title: 'Central bank holds rates',
    description: 'The central bank kept rates unchanged. Payments volumes grew 4 percent.',
  },
  { title: 'A recipe for soup', description: 'Carrots and onions make a fine soup.' },
];

describe('the run workflow', () => {
  it('happy path: fetches, filters by topic, summarises, writes a post, emails the digest and records stats', async () => {
    const to = `happy-${randomUUID().slice(0, 6)}@example.com`;
    const { result, run, logs, user, synth } = await runOnce({
      rssFeedUrls: [publishFeed(ARTICLES)],
      topics: ['payments'],
      recipientEmail: to,
    });
    expect(result).toMatchObject({
      status: 'succeeded',
      articlesFetched: 3,
      articlesFiltered: 2,
      articlesProcessed: 2,
      emailSent: true,
    });
    const execution = await h.client.workflow.getHandle(run.workflowId).describe();
    expect(execution.status.name).toBe('COMPLETED');
    expect(execution.typedSearchAttributes.get(SYNTH_ID)).toBe(synth.id);
    expect(execution.typedSearchAttributes.get(SYNTH_USER_ID)).toBe(user.id);
    expect(execution.typedSearchAttributes.get(RUN_TRIGGER)).toBe('manual');
    // What an operator types into the Temporal UI to list one user's runs.
    expect(await listed(`SynthUserId = "${user.id}"`, run.workflowId)).toEqual([run.workflowId]);
    // The run was started with them, as the API starts a person's run, so it wrote none of its own.
    const history = await h.client.workflow.getHandle(run.workflowId).fetchHistory();
    const started = history.events?.[0]?.workflowExecutionStartedEventAttributes;
    expect(Object.keys(started?.searchAttributes?.indexedFields ?? {})).toEqual(
      expect.arrayContaining(['SynthId', 'SynthUserId', 'RunTrigger']),
    );
    expect(history.events?.filter((e) => e.upsertWorkflowSearchAttributesEventAttributes)).toEqual([]);
    expect(run.tokensUsed).toBeGreaterThan(0);
    expect(run.progressCurrent).toBe(3);
    expect(logs.map((l) => l.split(':')[1])).toEqual(
      expect.arrayContaining(['start', 'fetch', 'filter', 'summarize', 'content', 'email', 'finish']),
    );
    const [email] = await sentEmails(h.sesUrl, to);
    expect(email.subject).toMatch(/Test synth: 2 new articles/);
    expect(email.body.html).toContain('Payments regulation tightens in Europe');
    expect(email.body.html).not.toContain('A recipe for soup');
    const db = h.em();
    expect((await db.findOneOrFail(User, { id: user.id })).executionsUsed).toBe(1);
    // Nothing of it publishes itself, so its gathering-and-mail step ended it: two steps in all.
    expect(await localActivitiesOf(h.client.workflow.getHandle(run.workflowId))).toEqual([
      'startRun',
      'gatherAndSendDigest',
    ]);
    expect(await db.findOneOrFail(SynthRun, { id: run.id })).toMatchObject({
      status: RunStatus.succeeded,
      finishedAt: expect.any(Date),
    });
    expect(await db.findOneOrFail(Synth, { id: synth.id })).toMatchObject({
      lastRunAt: expect.any(Date),
      articlesFetched: 3,
      articlesFiltered: 2,
      articlesProcessed: 2,
    });
    expect(logs.at(-1)).toBe('success:finish:Run complete: processed 2 of 3 articles');
  });

  it('one broken feed is logged with a readable reason and the rest go on', async () => {
    const { result, logs } = await runOnce({
      rssFeedUrls: [`${feeds.url}/broken`, publishFeed(ARTICLES.slice(0, 1))],
      topics: [],
    });
    expect(result.status).toBe('succeeded');
    expect(result.articlesFetched).toBe(1);
    expect(logs.some((l) => l.startsWith('warning:fetch:Feed skipped') && l.includes('/broken'))).toBe(true);
  });

  it('retries the AI after transient failures and then succeeds', async () => {
    aiFaults.failNext = 2;
    aiFaults.permanent = false;
    const before = aiFaults.calls;
    const { result } = await runOnce({
      rssFeedUrls: [
        publishFeed([{ title: 'Unique transient story', description: 'Something new happened today in payments.' }]),
      ],
      topics: [],
    });
    expect(result.status).toBe('succeeded');
    expect(result.articlesProcessed).toBe(1);
    expect(aiFaults.calls - before).toBe(3);
  });

  it('a permanent AI failure fails the run once, with the reason, without retrying', async () => {
    aiFaults.failNext = 1;
    aiFaults.permanent = true;
    const before = aiFaults.calls;
    const { result, run, user } = await runOnce({
      rssFeedUrls: [
        publishFeed([{ title: 'Story for a bad key', description: 'Text that will never be summarised.' }]),
      ],
      topics: [],
    });
    aiFaults.permanent = false;
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/rejected the API key/);
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/rejected the API key/);
    expect(aiFaults.calls - before).toBe(1);
    // The Temporal UI shows the run as Failed with the same reason, not as Completed.
    const handle = h.client.workflow.getHandle(run.workflowId);
    expect((await handle.describe()).status.name).toBe('FAILED');
    await expect(handle.result()).rejects.toMatchObject({
      cause: { message: run.error, type: 'RunFailed', nonRetryable: true },
    });
    expect(await listed(`SynthUserId = "${user.id}" AND ExecutionStatus = "Failed"`, run.workflowId)).toEqual([
      run.workflowId,
    ]);
  });

  it("real-world examples come from stored articles with their links, never the digest's own", async () => {
    // Another account's run stores a catalogue feed's article; catalogue articles may be anyone's examples.
    const curated = publishFeed([
      {
        title: 'Payments pilot at a regional bank',
        description: 'A regional bank piloted instant payments for small firms.',
      },
    ]);
    const catalogueId = `test-${randomUUID().slice(0, 8)}`;
    const catalogue = h.em();
    catalogue.create(CatalogFeedEntry, {
      id: catalogueId,
      title: 'Curated payments',
      url: curated,
      description: 'A test entry',
      category: 'Test',
      position: 1_000_000,
    });
    await catalogue.flush();
    onTestFinished(() =>
      h
        .em()
        .nativeDelete(CatalogFeedEntry, { id: catalogueId })
        .then(() => undefined),
    );
    await runOnce({ rssFeedUrls: [curated], topics: [] });
    const own = publishFeed([{ title: 'Payments rules change', description: 'New payments rules arrive for banks.' }]);
    const { result, output } = await runAndReadDigest(
      h,
      {
        name: 'Examples synth',
        status: 'inactive',
        rssFeedUrls: [own],
        topics: ['payments'],
        enableRealWorldExamples: true,
      },
      { owner: { email: 'someone@example.com', subscriptionStatus: 'active-professional' }, timeoutMs: 60_000 },
    );
    expect(result.status).toBe('succeeded');
    const out = output as { examples: { url: string }[]; articles: { link: string }[] };
    expect(out.examples.length).toBeGreaterThan(0);
    expect(out.examples.every((e) => /^https:\/\//.test(e.url))).toBe(true);
    expect(out.examples.map((e) => e.url)).not.toContain(out.articles[0].link);
  });

  it('after a downgrade a run reads only the feeds the plan allows and says so', async () => {
    const { em, synths, runs } = services();
    const user = await em.findOneOrFail(User, { id: (await h.newUser()).id });
    user.subscriptionStatus = 'active-professional';
    await em.flush();
    const urls = Array.from({ length: 12 }, (_, i) =>
      publishFeed([{ title: `Downgrade story ${i}`, description: `Story number ${i} about payments.` }]),
    );
    const synth = await synths.create(user, { name: 'Big synth', status: 'inactive', rssFeedUrls: urls, topics: [] });
    user.subscriptionStatus = 'active-basic';
    await em.flush();
    const run = await runs.startManual(user, synth.id);
    const result = await runs.waitForResult(run, 60_000);
    expect(result.status).toBe('succeeded');
    expect(result.articlesFetched).toBe(10);
    const logs = await h.em().find(RunLog, { run: run.id }, { orderBy: { seq: 'asc' } });
    expect(logs.map((l) => l.message)).toContain(
      'Only the first 10 of 12 feeds were read. Maximum RSS feeds reached: Your Basic plan allows up to 10 RSS feeds. Upgrade your subscription for more feeds.',
    );
  });

  it('a canceled run is recorded as canceled', async () => {
    const { em, synths, runs } = services();
    const user = await em.findOneOrFail(User, { id: (await h.newUser()).id });
    const synth = await synths.create(user, {
      name: 'Slow synth',
      status: 'inactive',
      rssFeedUrls: [`${feeds.url}/slow`],
    });
    const run = await runs.startManual(user, synth.id);
    await new Promise((r) => setTimeout(r, 1500));
    await h.client.workflow.getHandle(run.workflowId).cancel();
    await expect(h.client.workflow.getHandle(run.workflowId).result()).rejects.toThrow();
    const stored = await h.em().findOneOrFail(SynthRun, { id: run.id });
    expect(stored.status).toBe('canceled');
  });

  it('sends a "nothing new" note only when the user asked for it', async () => {
    const quiet = `quiet-${randomUUID().slice(0, 6)}@example.com`;
    const note = `note-${randomUUID().slice(0, 6)}@example.com`;
    const url = publishFeed(ARTICLES.slice(2));
    await runOnce({ rssFeedUrls: [url], topics: ['quantum'], recipientEmail: quiet, sendWhenNothingNew: false });
    const r = await runOnce({
      rssFeedUrls: [url],
      topics: ['quantum'],
      recipientEmail: note,
      sendWhenNothingNew: true,
    });
    expect(r.result.articlesFiltered).toBe(0);
    expect(await sentEmails(h.sesUrl, quiet)).toHaveLength(0);
    const [email] = await sentEmails(h.sesUrl, note);
    expect(email.subject).toMatch(/nothing new today/);
  });
});
