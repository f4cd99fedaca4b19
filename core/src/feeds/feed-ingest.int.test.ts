import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { useTestServices } from '../../../test-support/env';
import { initOrm } from '../orm/orm';
import { ingestFeed, recentlyReadFeeds, type IngestOptions } from './feed-ingest.service';
import { ensureFeed } from './feed.repository';

let orm: MikroORM;
let feeds: FeedServer;
beforeAll(async () => {
  const s = useTestServices();
  orm = await initOrm(s.databaseUrl);
  feeds = await startFeedServer();
});
afterAll(async () => {
  await orm?.close(true);
  await feeds?.close();
});

const em = () => orm.em.fork() as EntityManager;
const OPTS: IngestOptions = { fetch: { allowPrivateNetworks: true }, freshnessMs: 10 * 60_000 };

/** A feed at a fresh path, so tests never share a feed row. */
function publish(items: Parameters<typeof rss>[1], opts?: { etag?: boolean }): { path: string; url: string } {
  const path = `/ingest-${randomUUID().slice(0, 8)}.xml`;
  feeds.setFeed(path, rss('Ingest test', items), opts);
  return { path, url: `${feeds.url}${path}` };
}

async function articlesOf(url: string) {
  return em()
    .getConnection()
    .execute<{ item_key: string; title: string }[]>(
      `select a.item_key, a.title from articles a join feeds f on f.id = a.feed_id where f.url = ? order by a.title`,
      [url],
    );
}

const story = (n: number, over: Partial<Parameters<typeof rss>[1][number]> = {}) => ({
  title: `Story ${n}`,
  link: `https://news.example.com/story-${n}`,
  description: `Text ${n}`,
  ...over,
});

describe('shared feed ingestion', () => {
  it('reads a feed itself when the run holding its fetch died: the claim is taken over once stale, not left to nobody', async () => {
    const { path, url } = publish([story(1), story(2)]);
    // A run claimed the fetch 58 s ago and its worker died: no release will come.
    await ensureFeed(em(), url);
    await em().execute(`update feeds set fetch_claimed_at = now() - interval '58 seconds' where url = ?`, [url]);
    const outcome = await ingestFeed(em(), url, { ...OPTS, waitForOthersMs: 100 });
    expect(outcome.source).toBe('fetched');
    expect(feeds.hits.get(path)).toBe(1);
    expect(await articlesOf(url)).toHaveLength(2);
  });

  it('fetches a feed once per window however many runs read it', async () => {
    const { path, url } = publish([story(1), story(2)]);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => ingestFeed(em(), url, OPTS)));
    expect(feeds.hits.get(path)).toBe(1);
    expect(outcomes.filter((o) => o.source === 'fetched')).toHaveLength(1);
    expect(outcomes.filter((o) => o.source === 'shared')).toHaveLength(4);
    expect(new Set(outcomes.map((o) => o.feedId)).size).toBe(1);
    expect(await articlesOf(url)).toHaveLength(2);
  });

  it('answers feeds another run read a moment ago from one query, without fetching them again', async () => {
    const read = publish([story(1)]);
    const never = publish([story(2)]);
    const broken = { url: `${feeds.url}/missing-${randomUUID().slice(0, 8)}.xml` };
    expect((await ingestFeed(em(), read.url, OPTS)).source).toBe('fetched');
    expect((await ingestFeed(em(), broken.url, OPTS)).source).toBe('failed');
    const runId = randomUUID();
    const recent = await recentlyReadFeeds(em(), [read.url, never.url, broken.url], { ...OPTS, runId });
    expect(recent.get(read.url)).toMatchObject({ source: 'shared', itemCount: 0 });
    expect(recent.get(broken.url)).toMatchObject({ source: 'failed', reason: 'not-found' });
    expect(recent.has(never.url)).toBe(false);
    expect(feeds.hits.get(read.path)).toBe(1);
    // The broken feed failed in the first read and again in this run; asking again in the same run counts nothing more.
    await recentlyReadFeeds(em(), [broken.url], { ...OPTS, runId });
    const [row] = await em()
      .getConnection()
      .execute<{ consecutive_failures: number }[]>('select consecutive_failures from feeds where url = ?', [
        broken.url,
      ]);
    expect(row.consecutive_failures).toBe(2);
  });

  it('stores the ETag on the feed row and asks conditionally the next time', async () => {
    const { path, url } = publish([story(1)], { etag: true });
    const fresh = { ...OPTS, freshnessMs: 0 };
    expect((await ingestFeed(em(), url, fresh)).source).toBe('fetched');
    const [row] = await em()
      .getConnection()
      .execute<{ etag: string | null }[]>(`select etag from feeds where url = ?`, [url]);
    expect(row.etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect((await ingestFeed(em(), url, fresh)).source).toBe('not-modified');
    expect(feeds.notModified.get(path)).toBe(1);
    expect(await articlesOf(url)).toHaveLength(1);
  });

  it('keeps one article per GUID, or per link without one, across fetches', async () => {
    const { path, url } = publish([
      story(1, { guid: 'guid-1' }),
      story(1, { guid: 'guid-1', title: 'Story 1 (duplicate in the same fetch)' }),
      story(2, { guid: '' }),
    ]);
    const fresh = { ...OPTS, freshnessMs: 0 };
    await ingestFeed(em(), url, fresh);
    // The publisher edits a title: the same article is updated, not added again.
    feeds.setFeed(
      path,
      rss('Ingest test', [story(1, { guid: 'guid-1', title: 'Story 1 (updated)' }), story(2, { guid: '' })]),
    );
    await ingestFeed(em(), url, fresh);
    const rows = await articlesOf(url);
    expect(rows.map((r) => r.title)).toEqual(['Story 1 (updated)', 'Story 2']);
    expect(rows.map((r) => r.item_key).sort()).toEqual(['guid-1', 'https://news.example.com/story-2']);
  });

  it('stores a publication date in the future as the moment the feed was read, and keeps past dates', async () => {
    const past = new Date('2024-03-01T08:00:00Z');
    const { url } = publish([story(1, { pubDate: new Date('2099-01-01T00:00:00Z') }), story(2, { pubDate: past })]);
    const before = Date.now();
    await ingestFeed(em(), url, OPTS);
    const after = Date.now();
    const rows = await em()
      .getConnection()
      .execute<{ title: string; published_at: Date }[]>(
        `select a.title, a.published_at from articles a join feeds f on f.id = a.feed_id where f.url = ? order by a.title`,
        [url],
      );
    expect(rows.map((r) => r.title)).toEqual(['Story 1', 'Story 2']);
    const clamped = new Date(rows[0].published_at).getTime();
    expect(clamped).toBeGreaterThanOrEqual(before);
    expect(clamped).toBeLessThanOrEqual(after);
    expect(new Date(rows[1].published_at).toISOString()).toBe(past.toISOString());
  });

  it('a broken feed shared by many runs is not fetched by each, and is tried again shortly after', async () => {
    const url = `${feeds.url}/broken?${randomUUID().slice(0, 8)}`;
    const before = feeds.hits.get('/broken') ?? 0;
    const opts = { ...OPTS, errorRetryMs: 1500 };
    const first = await ingestFeed(em(), url, opts);
    expect(first).toMatchObject({ source: 'failed', retryable: true });
    const others = await Promise.all(Array.from({ length: 5 }, () => ingestFeed(em(), url, opts)));
    expect(others.every((o) => o.source === 'failed' && o.error === first.error)).toBe(true);
    expect((feeds.hits.get('/broken') ?? 0) - before).toBe(1);
    await new Promise((r) => setTimeout(r, 1600));
    await ingestFeed(em(), url, opts);
    expect((feeds.hits.get('/broken') ?? 0) - before).toBe(2);
  });
});
