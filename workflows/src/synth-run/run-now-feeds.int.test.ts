// "Run now" reads the news now: a run a person starts asks each feed again (conditionally), while
// scheduled runs share one read per window. Real worker, real Temporal schedule, local feed server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { outputOf, RunTrigger, scheduleIdFor, SynthRun } from '@synth/core/runs';
import { SynthService } from '@synth/core/app';
import { User } from '@synth/core/users';
import { rss, startFeedServer, type FeedItem, type FeedServer } from '../../../test-support/feed-server';
import { recipientsWhoConfirm } from '../../../test-support/recipients';
import { TemporalScheduleService } from '../schedules/schedule.service';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';
import { testRuns } from '../test-support/start-run';

let h: WorkerHarness;
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
  h = await startWorker();
});
afterAll(async () => {
  await h?.close();
  await feeds?.close();
});

const scheduleService = () => new TemporalScheduleService(async () => h.client, h.taskQueue);

const story = (n: number, title: string): FeedItem => ({
  title,
  link: `https://news.example.com/run-now/${n}`,
  description: `${title}. Payments firms and banks react to the news.`,
});

/** The scheduled run of the synth, once it has finished. */
async function finishedScheduledRun(synthId: string, timeoutMs = 60_000): Promise<SynthRun> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const run = await h
      .em()
      .findOne(SynthRun, { synth: synthId, trigger: RunTrigger.scheduled, finishedAt: { $ne: null } });
    if (run) return run;
    if (Date.now() > until) throw new Error(`no finished scheduled run for synth ${synthId} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

describe('Run now and the shared feed window', () => {
  it('asks the feed again after a scheduled read: a new item is fetched, and an unchanged feed costs a 304', async () => {
    const path = `/run-now-${randomUUID().slice(0, 8)}.xml`;
    const first = story(1, 'Payments regulation tightens in Europe');
    feeds.setFeed(path, rss('Run now news', [first]), { etag: true });
    const em = h.em();
    const user = await em.findOneOrFail(User, { id: (await h.newUser()).id });
    const synth = await new SynthService(em, scheduleService(), undefined, recipientsWhoConfirm(em)).create(user, {
      name: 'Run now synth',
      rssFeedUrls: [`${feeds.url}${path}`],
      topics: ['payments'],
      emailScheduleTime: '03:00',
      userTimezone: 'UTC',
    });
    try {
      // The synth's own schedule fires: a scheduled run reads the feed and stores its validator.
      await h.client.schedule.getHandle(scheduleIdFor(synth.id)).trigger();
      const scheduled = await finishedScheduledRun(synth.id);
      expect(outputOf(scheduled).articles?.map((a) => a.title)).toEqual([first.title]);
      expect(feeds.requests.get(path)).toEqual([{ ifNoneMatch: null, ifModifiedSince: null, status: 200 }]);
      const [{ etag }] = await h
        .em()
        .getConnection()
        .execute<{ etag: string }[]>('select etag from feeds where url = ?', [`${feeds.url}${path}`]);

      // Minutes later, well within the shared window, the feed has a new item and the person presses Run now.
      // RSS dates have whole seconds: a second after the scheduled run started, so the item counts as new.
      const second = {
        ...story(2, 'Central bank approves instant payments'),
        pubDate: new Date(scheduled.startedAt!.getTime() + 1000),
      };
      feeds.setFeed(path, rss('Run now news', [second, first]), { etag: true });
      const runs = testRuns(h, h.em());
      const manual = await runs.startManual(user, synth.id);
      expect(await runs.waitForResult(manual, 60_000)).toMatchObject({ status: 'succeeded', articlesFiltered: 1 });
      const read = await h.em().findOneOrFail(SynthRun, { id: manual.id });
      expect(outputOf(read).articles?.map((a) => a.title)).toEqual([second.title]);
      // It asked with the stored ETag, and the changed feed answered with its items.
      expect(feeds.requests.get(path)?.[1]).toEqual({ ifNoneMatch: etag, ifModifiedSince: null, status: 200 });

      // Run now again with nothing changed: the conditional GET is answered 304 and the stored items stand.
      const again = await runs.startManual(user, synth.id);
      expect(await runs.waitForResult(again, 60_000)).toMatchObject({ status: 'succeeded' });
      const asked = feeds.requests.get(path) ?? [];
      expect(asked).toHaveLength(3);
      expect(asked[2]).toMatchObject({ ifNoneMatch: expect.stringMatching(/^"[0-9a-f]{40}"$/), status: 304 });
      expect(asked[2].ifNoneMatch).not.toBe(etag);
      expect(feeds.notModified.get(path)).toBe(1);
      const [row] = await h
        .em()
        .getConnection()
        .execute<{ last_outcome: string; articles: string }[]>(
          'select f.last_outcome, (select count(*) from articles a where a.feed_id = f.id) as articles from feeds f where f.url = ?',
          [`${feeds.url}${path}`],
        );
      expect(row).toMatchObject({ last_outcome: 'not-modified', articles: '2' });
    } finally {
      await scheduleService().remove(synth.id);
    }
  }, 150_000);

  it('a scheduled run within the window shares the last read instead of asking the feed', async () => {
    const path = `/run-now-shared-${randomUUID().slice(0, 8)}.xml`;
    feeds.setFeed(path, rss('Shared news', [story(3, 'Payments outage resolved')]), { etag: true });
    const em = h.em();
    const user = await em.findOneOrFail(User, { id: (await h.newUser()).id });
    const synth = await new SynthService(em, scheduleService(), undefined, recipientsWhoConfirm(em)).create(user, {
      // Every stored item counts, not only those newer than the last run: the count shows what was read.
      name: 'Shared window synth',
      rssFeedUrls: [`${feeds.url}${path}`],
      topics: ['payments'],
      fetchLatestOnly: false,
      emailScheduleTime: '03:00',
      userTimezone: 'UTC',
    });
    try {
      const runs = testRuns(h, h.em());
      const manual = await runs.startManual(user, synth.id);
      expect(await runs.waitForResult(manual, 60_000)).toMatchObject({ status: 'succeeded', articlesFetched: 1 });
      feeds.setFeed(path, rss('Shared news', [story(4, 'Payments fees fall'), story(3, 'Payments outage resolved')]), {
        etag: true,
      });
      await h.client.schedule.getHandle(scheduleIdFor(synth.id)).trigger();
      const scheduled = await finishedScheduledRun(synth.id);
      // The scheduled run used the read of a moment ago: one request in all, and the new item waits for the next window.
      expect(feeds.requests.get(path)).toHaveLength(1);
      expect(scheduled.articlesFetched).toBe(1);
    } finally {
      await scheduleService().remove(synth.id);
    }
  }, 150_000);
});
