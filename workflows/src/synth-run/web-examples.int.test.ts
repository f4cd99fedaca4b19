import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunLog, SynthRun, type RunOutput } from '@synth/core/runs';
import { SynthService } from '@synth/core/app';
import { User } from '@synth/core/users';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { startFakeWebSearch } from '../../../dev-services/web-search/server.mjs';
import { TemporalScheduleService } from '../schedules/schedule.service';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';
import { testRuns } from '../test-support/start-run';
import { recipientsWhoConfirm } from '../../../test-support/recipients';

// A worker configured for the Brave Search API, pointed at the local stand-in that speaks it.
const KEY = 'it-key';
const SEARCH_SETTINGS = [
  'SEARCH_PROVIDER',
  'BRAVE_SEARCH_API_KEY',
  'BRAVE_SEARCH_URL',
  'BRAVE_SEARCH_USD_PER_1000_REQUESTS',
];
let h: WorkerHarness;
let feeds: FeedServer;
let standIn: Awaited<ReturnType<typeof startFakeWebSearch>>;

beforeAll(async () => {
  feeds = await startFeedServer();
  standIn = await startFakeWebSearch({ apiKey: KEY });
  h = await startWorker({
    env: {
      SEARCH_PROVIDER: 'brave',
      BRAVE_SEARCH_API_KEY: KEY,
      BRAVE_SEARCH_URL: standIn.url,
      BRAVE_SEARCH_USD_PER_1000_REQUESTS: '4',
    },
  });
});
afterAll(async () => {
  await h?.close();
  await feeds?.close();
  await standIn?.close();
  // The harness wrote these into process.env; later suites expect the offline search.
  for (const name of SEARCH_SETTINGS) delete process.env[name];
});

let feedCounter = 0;
/** A solar story whose link is one of the stand-in's pages, so the search finds the digest's own article. */
function solarFeed(): string {
  const path = `/web-examples-${++feedCounter}.xml`;
  feeds.setFeed(
    path,
    rss('Energy news', [
      {
        title: 'Valencia batteries soak up midday solar power',
        link: 'http://energy-cases.example/spain-grid-batteries/?utm_source=rss',
        description: 'Grid batteries beside two solar parks took in the solar power surplus.',
      },
    ]),
  );
  return `${feeds.url}${path}`;
}

async function runWithExamples() {
  const em = h.em();
  const user = await em.findOneOrFail(User, { id: (await h.newUser()).id });
  user.subscriptionStatus = 'active-professional';
  await em.flush();
  const synths = new SynthService(
    em,
    new TemporalScheduleService(async () => h.client, h.taskQueue),
    undefined,
    recipientsWhoConfirm(em),
  );
  const synth = await synths.create(user, {
    name: 'Solar examples',
    status: 'inactive',
    rssFeedUrls: [solarFeed()],
    topics: ['solar power'],
    enableRealWorldExamples: true,
  });
  const runs = testRuns(h, em);
  const run = await runs.startManual(user, synth.id);
  const result = await runs.waitForResult(run, 60_000);
  const stored = await h.em().findOneOrFail(SynthRun, { id: run.id });
  const logs = await h.em().find(RunLog, { run: run.id }, { orderBy: { seq: 'asc' } });
  return { result, output: stored.output as RunOutput, logs: logs.map((l) => l.message) };
}

describe('real-world examples from the web search API in a run', () => {
  it("puts on-topic examples with their links into the run output, never the digest's own article, and counts their cost", async () => {
    standIn.seen.length = 0;
    const { result, output, logs } = await runWithExamples();

    expect(result.status).toBe('succeeded');
    const search = standIn.seen.filter((r) => r.path === '/res/v1/web/search');
    expect(search).toHaveLength(1);
    expect(search[0].query.q).toContain('solar power');
    expect(search[0].headers['x-subscription-token']).toBe(KEY);

    expect(output.examples?.length).toBeGreaterThan(0);
    for (const e of output.examples!) {
      expect(e.url).toMatch(/^https:\/\/[a-z-]+\.example\//);
      expect(`${e.title} ${e.snippet}`.toLowerCase()).toContain('solar power');
    }
    expect(output.examples!.map((e) => e.url)).not.toContain('https://energy-cases.example/spain-grid-batteries');
    expect(output.searchCost).toEqual({ requests: 1, usd: 0.004 });
    expect(logs).toContain(
      `Found ${output.examples!.length} real-world example${output.examples!.length === 1 ? '' : 's'}`,
    );
  });

  it('finishes the run without examples when the search API is down, saying so in the run log', async () => {
    standIn.failNext(503);
    const { result, output, logs } = await runWithExamples();

    expect(result.status).toBe('succeeded');
    expect(output.examples).toEqual([]);
    expect(output.searchCost).toEqual({ requests: 0, usd: 0 });
    expect(logs).toContain(
      'Web search had a problem on its side (HTTP 503), so this digest has no real-world examples.',
    );
  });
});
