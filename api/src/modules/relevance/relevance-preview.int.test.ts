// The editor's preview on the real API and PostgreSQL: stored articles of the caller's own feeds
// (or the catalogue's) from the last 7 days, kept or left out with the reasons; another user's
// private feed stays unseen, and inputs are checked as a save checks them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newClient, startApp, VALID_SYNTH, type Harness } from '../../test-support/app-harness';
import { Feed, upsertArticle } from '@synth/core/feeds';
import { TOPIC_TOO_LONG_MESSAGE } from '@synth/core/lib';

let h: Harness;
// A low preview limit, so the last test can reach it.
beforeAll(async () => {
  h = await startApp({ TEMPORAL_TASK_QUEUE: 'relevance-preview-int', RATE_LIMIT_RELEVANCE_PREVIEWS_PER_USER: '6' });
});
afterAll(async () => {
  await h?.close();
});

const DAY = 86_400_000;

async function storeFeed(url: string, items: { title: string; description: string; ageDays: number }[]): Promise<void> {
  const em = h.app.services.orm.em.fork() as EntityManager;
  const feed = em.create(Feed, { url, title: 'Freight Weekly' } as Feed);
  await em.flush();
  for (const it of items) {
    await upsertArticle(em, feed.id, {
      itemKey: randomUUID(),
      link: `https://news.example.com/${randomUUID()}`,
      canonicalUrl: null,
      title: it.title,
      description: it.description,
      content: null,
      author: null,
      publishedAt: new Date(Date.now() - it.ageDays * DAY),
    });
  }
}

const PREVIEW = `query($feeds: [String!]!, $topics: [String!]!) { relevancePreview(rssFeedUrls: $feeds, topics: $topics) {
  read threshold kept { title source because score reason } leftOut { title reason explanation } } }`;
type Preview = {
  read: number;
  threshold: number;
  kept: { title: string; source: string; because: string[]; score: number; reason: null }[];
  leftOut: { title: string; reason: string; explanation: string }[];
};

describe('relevance preview', () => {
  it("shows which stored articles of the caller's feeds the topics keep, and why the others are left out", async () => {
    const own = `https://feeds.example.com/${randomUUID()}.xml`;
    const foreign = `https://private.example.com/${randomUUID()}.xml`;
    await storeFeed(own, [
      {
        title: 'Freight rates climb on Asia-Europe lanes',
        description: 'Container shipping costs rose again.',
        ageDays: 1,
      },
      { title: 'Striker signs for record fee', description: 'The club confirmed the transfer.', ageDays: 2 },
      { title: 'Old freight story', description: 'Shipping news from last month.', ageDays: 10 },
    ]);
    await storeFeed(foreign, [{ title: "Someone else's private freight memo", description: 'Shipping.', ageDays: 1 }]);
    const c = await newClient(h);
    await c.gql('mutation($input: SynthInput!) { createSynth(input: $input) { id } }', {
      input: { ...VALID_SYNTH, rssFeedUrls: [own] },
    });

    const res = await c.gql<{ relevancePreview: Preview }>(PREVIEW, { feeds: [own, foreign], topics: ['logistics'] });
    expect(res.errors).toBeUndefined();
    const p = res.data!.relevancePreview;
    expect(p.read).toBe(2);
    expect(p.kept).toHaveLength(1);
    expect(p.kept[0]).toMatchObject({
      title: 'Freight rates climb on Asia-Europe lanes',
      source: 'Freight Weekly',
      reason: null,
    });
    expect(p.kept[0].because.length).toBeGreaterThan(0);
    expect(p.kept[0].score).toBeGreaterThanOrEqual(p.threshold);
    expect(p.leftOut).toEqual([
      { title: 'Striker signs for record fee', reason: 'noTopicMatched', explanation: 'No topic matched.' },
    ]);

    // Another topic, another answer, from the same stored articles: nothing is fetched.
    const sport = await c.gql<{ relevancePreview: Preview }>(PREVIEW, {
      feeds: [own],
      topics: ['striker', 'transfer'],
    });
    expect(sport.data!.relevancePreview.kept.map((a) => a.title)).toEqual(['Striker signs for record fee']);
  });

  it("refuses an over-long topic with the save's sentence, and shows nothing without feeds", async () => {
    const c = await newClient(h);
    const long = await c.gql(PREVIEW, { feeds: ['https://feeds.example.com/a.xml'], topics: ['x'.repeat(5000)] });
    expect(long.errors?.[0].message).toContain(TOPIC_TOO_LONG_MESSAGE);
    const none = await c.gql<{ relevancePreview: Preview }>(PREVIEW, { feeds: [], topics: ['logistics'] });
    expect(none.data!.relevancePreview).toEqual({ read: 0, threshold: expect.any(Number), kept: [], leftOut: [] });
  });

  it('is rate limited per user, with a sentence saying when to try again', async () => {
    const c = await newClient(h);
    for (let i = 0; i < 6; i++)
      expect((await c.gql(PREVIEW, { feeds: [], topics: [`topic ${i}`] })).errors).toBeUndefined();
    const refused = await c.gql(PREVIEW, { feeds: [], topics: ['one more'] });
    expect(refused.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(refused.errors?.[0].message).toMatch(/^Too many preview requests\. Try again in \d+ seconds?\.$/);
    // Another person's previews are counted apart.
    expect((await (await newClient(h)).gql(PREVIEW, { feeds: [], topics: ['logistics'] })).errors).toBeUndefined();
  });
});
