// The synth's digest item limit, through the run workflow on the real Temporal server, the real
// database and local SES: a feed with six different stories and a limit of three gives a digest of
// the three most relevant, and the run says six were found.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunOutput } from '@synth/core/runs';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { runAndReadDigest } from '../test-support/start-run';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';

// Six stories that share no subject, so none is folded into another.
const STORIES = [
  {
    title: 'Harbour crane fleet doubles',
    text: 'The port of Riverton now runs fourteen electric cranes after a refit of its container quay.',
  },
  {
    title: 'Orchard growers report record apple harvest',
    text: 'Farmers in the valley picked more apples than in any season since the cooperative began counting.',
  },
  {
    title: 'City library opens a robotics lab for teenagers',
    text: 'Students can book soldering benches and microcontroller kits on weekday evenings at the central branch.',
  },
  {
    title: 'Marathon route moves away from the old bridge',
    text: 'Organisers redrew the course after engineers closed the bridge for structural repairs until summer.',
  },
  {
    title: 'Choir wins national folk song contest',
    text: 'Forty singers from the mining town took first prize with arrangements of songs collected by their grandparents.',
  },
  {
    title: 'Astronomers spot a comet visible without a telescope',
    text: 'The comet should be brightest low in the western sky just after sunset next week, weather permitting.',
  },
];

describe('the digest item limit through the real pipeline', () => {
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

  it('emails at most the number of stories the synth allows, from more stories kept', async () => {
    const path = `/assorted-${randomUUID().slice(0, 6)}.xml`;
    const published = (n: number) => new Date(Date.now() - n * 3_600_000);
    feeds.setFeed(
      path,
      rss(
        'Town news',
        STORIES.map((s, n) => ({
          title: s.title,
          link: `https://town.example/${n}`,
          description: s.text,
          pubDate: published(n),
        })),
      ),
    );
    const to = `limit-${randomUUID().slice(0, 8)}@example.com`;
    const { synth, run, result, emails } = await runAndReadDigest(
      h,
      {
        name: 'Short brief',
        status: 'inactive',
        rssFeedUrls: [`${feeds.url}${path}`],
        topics: [],
        recipientEmail: to,
        fetchLatestOnly: false,
        readFullArticle: false,
        digestItemLimit: 3,
      },
      { owner: { email: to, displayName: 'Robin' } },
    );
    expect(synth.digestItemLimit).toBe(3);
    expect(result.status).toBe('succeeded');

    expect(run.articlesFiltered).toBe(STORIES.length);
    const listed = (run.output as RunOutput).articles!.filter((a) => a.summary);
    expect(listed).toHaveLength(3);

    const [email] = emails;
    expect(email.subject).toMatch(/^Short brief: 3 new articles/);
    const { html } = email.body as { html: string };
    const inEmail = STORIES.filter((s) => html.includes(`>${s.title}</a>`)).map((s) => s.title);
    expect(inEmail.sort()).toEqual(listed.map((a) => a.title).sort());
  });
});
