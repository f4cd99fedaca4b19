// Feed health and the next digest as the API answers them, with real runs on a real worker: a feed
// that answers 403, one that serves a web page, one that works; three runs in a row; a synth in
// New York whose next digests straddle the November daylight-saving change.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncSchedulesForStatus } from '@synth/core/schedules';
import { formatDigestTime, nextDigestText } from '@synth/core/schedules';
import { scheduleIdFor } from '@synth/core/runs';
import { User } from '@synth/core/users';
import { scheduleSpecFor } from '@synth/workflows/schedules';
import { rss } from '../../../../test-support/feed-server';
import { startWorker, type WorkerHarness } from '../../../../workflows/src/test-support/worker-harness';
import { newClient, startApp, type Client, type Harness } from '../../test-support/app-harness';
import { idOf } from '../../graphql/relay/global-id';

let worker: WorkerHarness;
let h: Harness;
let site: http.Server;
let base: string;

const ARTICLE = {
  title: 'Ransomware hits a hospital chain',
  link: 'https://news.example.com/ransomware',
  description: 'A cybersecurity incident disrupted care.',
};

beforeAll(async () => {
  site = http.createServer((req, res) => {
    if (req.url === '/forbidden.xml')
      return void res.writeHead(403, { 'content-type': 'text/html' }).end('<html><body>Forbidden</body></html>');
    if (req.url === '/page')
      return void res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end('<!doctype html><html><head><title>News</title></head><body><h1>Latest news</h1></body></html>');
    if (req.url === '/ok.xml')
      return void res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss('Security Weekly', [ARTICLE]));
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  worker = await startWorker();
  h = await startApp({ TEMPORAL_TASK_QUEUE: worker.taskQueue, FEED_ALLOW_PRIVATE_NETWORKS: 'true' });
});
afterAll(async () => {
  await h?.close();
  await worker?.close();
  await new Promise((r) => site?.close(r));
});

interface Health {
  url: string;
  outcome: string | null;
  itemCount: number | null;
  reason: string | null;
  reasonText: string | null;
  httpStatus: number | null;
  consecutiveFailures: number;
  failingRepeatedly: boolean;
  lastFetchedAt: string | null;
  suggestions: { url: string; category: string }[];
}
const HEALTH =
  'feedHealth { url outcome itemCount reason reasonText httpStatus consecutiveFailures failingRepeatedly lastFetchedAt suggestions { url category } }';
const NEXT = 'nextDigest { state at upcoming timeZone pausedReason }';

async function createSynth(c: Client, input: Record<string, unknown>): Promise<string> {
  const res = await c.gql<{ createSynth: { id: string } }>(
    'mutation($input: SynthInput!) { createSynth(input: $input) { id } }',
    { input },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createSynth.id;
}

async function synthNode<T>(c: Client, id: string, fields: string): Promise<T | null> {
  const res = await c.gql<{ node: T | null }>(`query($id: ID!) { node(id: $id) { ... on Synth { ${fields} } } }`, {
    id,
  });
  expect(res.errors).toBeUndefined();
  return res.data!.node;
}

/** Runs the synth as "Run Synth" does and waits for the run to end. */
async function runToEnd(c: Client, synthId: string): Promise<string> {
  const started = await c.gql<{ runSynth: { id: string } }>('mutation($id: ID!) { runSynth(id: $id) { id } }', {
    id: synthId,
  });
  expect(started.errors).toBeUndefined();
  const runId = started.data!.runSynth.id;
  for (let i = 0; i < 240; i++) {
    const res = await c.gql<{ node: { status: string } }>(
      'query($id: ID!) { node(id: $id) { ... on SynthRun { status } } }',
      { id: runId },
    );
    if (['succeeded', 'failed', 'canceled'].includes(res.data!.node.status)) return runId;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`run ${runId} did not end`);
}

describe('feed health', () => {
  let owner: Client;
  let synthId: string;
  let runId: string;

  it('says for each feed what its last fetch gave and why it failed, and warns after three failed runs with working feeds to use instead', async () => {
    owner = await newClient(h);
    const urls = [`${base}/forbidden.xml`, `${base}/page`, `${base}/ok.xml`];
    synthId = await createSynth(owner, {
      name: 'Security watch',
      rssFeedUrls: urls,
      topics: ['professional:cybersecurity'],
      emailScheduleTime: '07:00',
      userTimezone: 'UTC',
    });

    const before = (await synthNode<{ feedHealth: Health[] }>(owner, synthId, HEALTH))!.feedHealth;
    expect(before.map((f) => [f.url, f.outcome, f.consecutiveFailures])).toEqual(urls.map((u) => [u, null, 0]));

    runId = await runToEnd(owner, synthId);
    let health = (await synthNode<{ feedHealth: Health[] }>(owner, synthId, HEALTH))!.feedHealth;
    const [forbidden, page, ok] = health;
    expect(forbidden).toMatchObject({
      outcome: 'failed',
      reason: 'refused',
      httpStatus: 403,
      consecutiveFailures: 1,
      failingRepeatedly: false,
      suggestions: [],
    });
    expect(forbidden.reasonText).toBe('The site refused our reader (HTTP 403), probably bot protection.');
    expect(page).toMatchObject({
      outcome: 'failed',
      reason: 'not-a-feed',
      consecutiveFailures: 1,
      failingRepeatedly: false,
    });
    expect(page.reasonText).toBe('Not a feed: this address is a web page, not RSS or Atom.');
    expect(ok).toMatchObject({
      outcome: 'items',
      itemCount: 1,
      reason: null,
      reasonText: null,
      consecutiveFailures: 0,
    });
    expect(Date.parse(ok.lastFetchedAt!)).toBeGreaterThan(Date.now() - 5 * 60_000);

    const summary = await owner.gql<{ node: { feedFailureSummary: string | null } }>(
      'query($id: ID!) { node(id: $id) { ... on SynthRun { feedFailureSummary } } }',
      { id: runId },
    );
    expect(summary.data!.node.feedFailureSummary).toBe(
      '2 of 3 feeds failed: 1 refused our reader, 1 is a web page, not a feed.',
    );

    await runToEnd(owner, synthId);
    health = (await synthNode<{ feedHealth: Health[] }>(owner, synthId, HEALTH))!.feedHealth;
    expect(health.map((f) => f.consecutiveFailures)).toEqual([2, 2, 0]);
    expect(health.some((f) => f.failingRepeatedly)).toBe(false);

    await runToEnd(owner, synthId);
    health = (await synthNode<{ feedHealth: Health[] }>(owner, synthId, HEALTH))!.feedHealth;
    expect(health.map((f) => [f.consecutiveFailures, f.failingRepeatedly])).toEqual([
      [3, true],
      [3, true],
      [0, false],
    ]);
    // The synth follows cybersecurity: the suggestions are working catalogue feeds of that category, none of its own.
    for (const failing of health.slice(0, 2)) {
      expect(failing.suggestions.length).toBeGreaterThan(0);
      for (const s of failing.suggestions) {
        expect(s.category).toBe('IT & Digital Transformation');
        expect(urls).not.toContain(s.url);
      }
    }
  }, 120_000);

  it("is not readable on another user's synth or run", async () => {
    const other = await newClient(h);
    expect(await synthNode(other, synthId, `${HEALTH} ${NEXT}`)).toBeNull();
    const run = await other.gql<{ node: unknown }>(
      'query($id: ID!) { node(id: $id) { ... on SynthRun { feedFailureSummary } } }',
      { id: runId },
    );
    expect(run.data!.node).toBeNull();
    const anonymous = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query($id: ID!) { node(id: $id) { ... on Synth { ${HEALTH} } } }`,
        variables: { id: synthId },
      }),
    });
    const body = (await anonymous.json()) as { data?: { node: unknown } | null; errors?: unknown[] };
    expect(body.data?.node ?? null).toBeNull();
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});

describe('next digest', () => {
  it("is the schedule's next action time, 07:00 in New York on both sides of the November clock change", async () => {
    const c = await newClient(h);
    const id = await createSynth(c, {
      name: 'NY morning',
      rssFeedUrls: [`${base}/ok.xml`],
      topics: [],
      emailScheduleTime: '07:00',
      emailFrequency: 'daily',
      userTimezone: 'America/New_York',
    });
    // Start the schedule just before 7 November 2027, when New York goes from UTC-4 to UTC-5.
    const temporal = await h.app.services.temporal.get();
    const handle = temporal.schedule.getHandle(scheduleIdFor(idOf('Synth', id)!));
    await handle.update((prev) => ({
      ...prev,
      spec: {
        ...scheduleSpecFor({ emailScheduleTime: '07:00', emailFrequency: 'daily', userTimezone: 'America/New_York' }),
        startAt: new Date('2027-11-04T00:00:00Z'),
      },
    }));
    const expected = (await handle.describe()).info.nextActionTimes.map((t) => t.toISOString());

    const { nextDigest: d } = (await synthNode<{
      nextDigest: { state: string; at: string; upcoming: string[]; timeZone: string; pausedReason: string | null };
    }>(c, id, NEXT))!;
    expect(d.state).toBe('scheduled');
    expect(d.timeZone).toBe('America/New_York');
    expect(d.upcoming).toEqual(expected);
    expect(d.at).toBe(expected[0]);
    expect(d.upcoming.length).toBeGreaterThanOrEqual(5);
    // The wall-clock time stays 07:00 while the UTC offset changes.
    for (const t of d.upcoming) expect(formatDigestTime(t, d.timeZone)).toMatch(/, 07:00 \(America\/New_York\)$/);
    expect(new Set(d.upcoming.map((t) => new Date(t).getUTCHours()))).toEqual(new Set([11, 12]));
    expect(nextDigestText(d as never)).toBe('Next digest: Thu 4 Nov, 07:00 (America/New_York)');
  });

  it('says "Paused" when the owner paused the synth, and why when the plan paused it', async () => {
    const c = await newClient(h);
    const id = await createSynth(c, {
      name: 'Paused one',
      rssFeedUrls: [`${base}/ok.xml`],
      topics: [],
      emailScheduleTime: '08:30',
      userTimezone: 'Europe/Paris',
    });
    await c.gql('mutation($id: ID!) { toggleSynthStatus(id: $id) { status } }', { id });
    let d = (await synthNode<{ nextDigest: { state: string; pausedReason: string | null } }>(c, id, NEXT))!.nextDigest;
    expect(d).toMatchObject({ state: 'paused', pausedReason: null });
    expect(nextDigestText(d as never)).toBe('Paused');

    await c.gql('mutation($id: ID!) { toggleSynthStatus(id: $id) { status } }', { id });
    expect((await synthNode<{ nextDigest: { state: string } }>(c, id, NEXT))!.nextDigest.state).toBe('scheduled');

    // The trial ends: the plan pauses the schedule.
    const em = h.app.services.orm.em.fork();
    const user = await em.findOneOrFail(User, { firebaseUid: c.user.uid });
    user.trialStartedAt = new Date(Date.now() - 60 * 86_400_000);
    await em.flush();
    await syncSchedulesForStatus(em as never, h.app.services.schedules, user);
    d = (await synthNode<{ nextDigest: { state: string; pausedReason: string | null } }>(c, id, NEXT))!.nextDigest;
    expect(d).toMatchObject({ state: 'paused', pausedReason: 'trial-ended' });
    expect(nextDigestText(d as never)).toBe('Paused: your free trial has ended. Subscribe to get your digests again.');
  });
});
