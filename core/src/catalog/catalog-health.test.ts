import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { checkCatalogFeeds } from './catalog-health';
import type { CatalogFeed } from './curated-feeds';

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.setFeed(
    '/alive.xml',
    rss('Alive', [{ title: 'Still publishing', link: 'https://news.example.com/1', description: 'Fresh news.' }]),
  );
  feeds.setFeed('/empty.xml', rss('Empty', []));
  feeds.setFeed('/page.html', '<!doctype html><html><body>Not a feed</body></html>');
});
afterAll(() => feeds.close());

const entry = (path: string): CatalogFeed => ({
  id: path,
  title: `Feed ${path}`,
  url: `${feeds.url}${path}`,
  description: '',
  category: 'Legal',
});

describe('the catalogue health check', () => {
  it('lists the dead feeds with a reason, in catalogue order, and counts every feed', async () => {
    const progress: number[] = [];
    const list = ['/alive.xml', '/gone.xml', '/empty.xml', '/page.html', '/broken'].map(entry);
    const health = await checkCatalogFeeds(list, {
      allowPrivateNetworks: true,
      concurrency: 2,
      onChecked: (n) => progress.push(n),
    });
    expect(health.checked).toBe(5);
    expect(progress).toEqual([1, 2, 3, 4, 5]);
    expect(health.dead.map((d) => d.url)).toEqual(
      ['/gone.xml', '/empty.xml', '/page.html', '/broken'].map((p) => `${feeds.url}${p}`),
    );
    expect(health.dead.find((d) => d.url.endsWith('/empty.xml'))!.message).toBe('reachable but has no articles');
    expect(health.dead.every((d) => d.message.length > 0)).toBe(true);
  });

  it('reads feeds only through the guarded fetcher: a loopback catalogue entry is refused by default', async () => {
    const health = await checkCatalogFeeds([entry('/alive.xml')]);
    expect(health.dead).toHaveLength(1);
  });
});
