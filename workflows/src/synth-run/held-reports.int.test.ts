// A run's quick steps write their reports together, on the real Temporal server and database: while
// the run waits on the model for its post, what it reported before (read, kept, summarised) is
// already in its log and was already announced live; and at the end every report is in the log and
// was announced once, in the order it was made.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL, type Envelope } from '@synth/core/realtime';
import { RunLog } from '@synth/core/runs';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { savedTestSynth, testRuns } from '../test-support/start-run';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';

/** The post's model call waits until the test opens the gate. */
let openGate: () => void = () => undefined;
const gate = new Promise<void>((resolve) => (openGate = resolve));
let h: WorkerHarness;
let feeds: FeedServer;
let listener: pg.Client;
const announced: { runId: string; message: string }[] = [];

beforeAll(async () => {
  feeds = await startFeedServer();
  h = await startWorker({
    ai: (real) => ({
      writePost: async (req) => {
        await gate;
        return real.writePost(req);
      },
    }),
  });
  listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
  listener.on('notification', (msg) => {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    const { payload } = JSON.parse(msg.payload) as Envelope;
    if (payload.runId) announced.push({ runId: payload.runId, message: payload.message });
  });
  await listener.connect();
  await listener.query(`listen ${CHANNEL}`);
});
afterAll(async () => {
  openGate();
  await listener?.end();
  await h?.close();
  await feeds?.close();
});

async function logOf(runId: string): Promise<string[]> {
  const lines = await h.em().find(RunLog, { run: runId }, { orderBy: { seq: 'asc' } });
  return lines.map((l) => l.message);
}

describe("a run's reports", () => {
  it('are written and announced before the run waits on the model, and none is lost', async () => {
    const email = `held-${randomUUID().slice(0, 8)}@example.com`;
    const path = `/held-reports-${randomUUID().slice(0, 8)}.xml`;
    feeds.setFeed(
      path,
      rss('Port news', [
        {
          title: 'Rotterdam opens an electric container terminal',
          link: 'https://news.example.com/rotterdam-terminal',
          description: 'The port of Rotterdam opened a fully electric container terminal on Monday.',
        },
      ]),
    );
    const { em, user, synth } = await savedTestSynth(
      h,
      {
        rssFeedUrls: [`${feeds.url}${path}`],
        topics: ['container terminal'],
        contentType: 'linkedin',
        recipientEmail: email,
      },
      'Port news',
    );
    const runs = testRuns(h, em);
    const run = await runs.startManual(user, synth.id);

    // The post's model call is held: what came before it is in the log and was announced.
    const summarised = 'Summarised 1 article';
    await expect.poll(() => logOf(run.id), { timeout: 30_000 }).toContain(summarised);
    const beforeWait = await logOf(run.id);
    expect(beforeWait.some((m) => m.startsWith('Fetching 1 feed'))).toBe(true);
    expect(beforeWait.some((m) => m.startsWith('Digest emailed'))).toBe(false);
    await expect.poll(() => announced.filter((a) => a.runId === run.id).map((a) => a.message)).toContain(summarised);

    openGate();
    const result = await runs.waitForResult(run, 60_000);
    expect(result).toMatchObject({ status: 'succeeded', emailSent: true });

    // Every announcement is a line of the log, once and in the log's order; the steps' last lines
    // were announced too.
    const log = await logOf(run.id);
    await expect
      .poll(() => announced.filter((a) => a.runId === run.id).map((a) => a.message))
      .toContain(`Digest emailed to ${email}`);
    const messages = announced.filter((a) => a.runId === run.id).map((a) => a.message);
    expect(new Set(messages).size).toBe(messages.length);
    const positions = messages.map((m) => log.indexOf(m));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const line of [summarised, `Digest emailed to ${email}`]) expect(messages).toContain(line);
    expect(messages.some((m) => m.startsWith('Wrote a linkedin post'))).toBe(true);
  }, 120_000);
});
