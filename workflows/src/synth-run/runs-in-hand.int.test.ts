// A worker that takes more runs in hand than it works on, on the real Temporal server and database:
// every run starts at once, and the working step still runs one at a time. Without the setting, a
// run waits to start until an earlier one has finished.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SynthRun } from '@synth/core/runs';
import { SynthService } from '@synth/core/app';
import { User } from '@synth/core/users';
import { useTestServices } from '../../../test-support/env';
import { recipientsWhoConfirm } from '../../../test-support/recipients';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { sentEmails } from '../../../dev-services/ses-store';
import { startSlowSes, type SlowSes } from '../../../test-support/slow-ses';
import { TemporalScheduleService } from '../schedules/schedule.service';
import { testRuns } from '../test-support/start-run';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';

// Each mail takes this long, so the runs' working steps cannot all be over before the last starts.
const MAIL_TAKES_MS = 3_000;
const RUNS = 4;
const SETTINGS = ['WORKER_MAX_CONCURRENT_ACTIVITIES', 'WORKER_MAX_RUNS_IN_HAND', 'SES_ENDPOINT'] as const;

let feeds: FeedServer;
let sesUrl: string;
const saved = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));

beforeAll(async () => {
  sesUrl = useTestServices().sesUrl;
  feeds = await startFeedServer();
});
afterAll(async () => {
  await feeds?.close();
  // The harness wrote these into process.env; later suites expect the defaults and the local SES.
  for (const name of SETTINGS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  if (sesUrl) process.env.SES_ENDPOINT = sesUrl;
});

interface Outcome {
  runs: SynthRun[];
  mailsAtOnce: number;
  delivered: number;
}

/** Starts RUNS manual runs at once on a worker with the given settings, and reads how they went. */
async function runTogether(env: Record<string, string>): Promise<Outcome> {
  const slowSes: SlowSes = await startSlowSes({ forwardTo: sesUrl, delayMs: MAIL_TAKES_MS });
  const h: WorkerHarness = await startWorker({ env: { ...env, SES_ENDPOINT: slowSes.url } });
  try {
    const em = h.em();
    const tag = randomUUID().slice(0, 8);
    const email = `in-hand-${tag}@example.com`;
    const synths = new SynthService(
      em,
      new TemporalScheduleService(async () => h.client, h.taskQueue),
      undefined,
      recipientsWhoConfirm(em),
    );
    const runs = testRuns(h, em);
    const started: SynthRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      const path = `/in-hand-${tag}-${i}.xml`;
      feeds.setFeed(
        path,
        rss('Markets', [
          {
            title: `Rates hold steady, week ${i + 1}`,
            link: `https://news.example.com/rates-${tag}-${i}`,
            description: 'The bank kept rates where they were.',
          },
        ]),
      );
      // One synth per account: each run is another person's.
      const user = em.create(User, { firebaseUid: `uid-${randomUUID()}`, email, displayName: 'Pat' } as never) as User;
      await em.flush();
      const synth = await synths.create(user, {
        name: `Markets ${i + 1}`,
        status: 'inactive',
        rssFeedUrls: [`${feeds.url}${path}`],
        recipientEmail: email,
      });
      started.push(await runs.startManual(user, synth.id));
    }
    const results = await Promise.all(started.map((run) => runs.waitForResult(run, RUNS * MAIL_TAKES_MS + 60_000)));
    expect(results.map((r) => r.status)).toEqual(Array(RUNS).fill('succeeded'));
    const rows = await h.em().find(SynthRun, { id: { $in: started.map((r) => r.id) } });
    return { runs: rows, mailsAtOnce: slowSes.mostAtOnce, delivered: (await sentEmails(sesUrl, email)).length };
  } finally {
    await h.close();
    await slowSes.close();
  }
}

const firstFinish = (runs: SynthRun[]) => Math.min(...runs.map((r) => r.finishedAt!.getTime()));

describe('runs taken in hand beyond those worked on', () => {
  it(
    'all start before the first is finished, and are mailed one at a time',
    async () => {
      // Room for more than the runs: the SDK's pollers waiting for work hold some of the places too.
      const outcome = await runTogether({ WORKER_MAX_CONCURRENT_ACTIVITIES: '1', WORKER_MAX_RUNS_IN_HAND: '20' });

      expect(outcome.delivered).toBe(RUNS);
      expect(outcome.mailsAtOnce).toBe(1);
      for (const run of outcome.runs) expect(run.startedAt!.getTime()).toBeLessThan(firstFinish(outcome.runs));
    },
    RUNS * MAIL_TAKES_MS + 90_000,
  );

  it(
    'wait to start until an earlier run has finished when the worker holds only those it works on',
    async () => {
      const outcome = await runTogether({ WORKER_MAX_CONCURRENT_ACTIVITIES: '1', WORKER_MAX_RUNS_IN_HAND: '' });

      expect(outcome.delivered).toBe(RUNS);
      expect(outcome.mailsAtOnce).toBe(1);
      const lastStart = Math.max(...outcome.runs.map((r) => r.startedAt!.getTime()));
      expect(lastStart).toBeGreaterThanOrEqual(firstFinish(outcome.runs));
    },
    RUNS * MAIL_TAKES_MS + 90_000,
  );
});
