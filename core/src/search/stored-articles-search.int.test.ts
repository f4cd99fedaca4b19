import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { useTestOrm } from '../../../test-support/orm';
import { ingestFeed } from '../feeds/feed-ingest.service';
import { StoredArticlesSearch } from './stored-articles-search';

const em = useTestOrm();
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(async () => {
  await feeds?.close();
});

describe('the offline real-world examples search', () => {
  it('finds stored articles with their source links, never the digest\'s own articles', async () => {
    const word = `zephyrium${randomUUID().slice(0, 6)}`;
    const path = `/examples-${word}.xml`;
    feeds.setFeed(path, rss('Examples', [
      { title: `Banks adopt ${word} payments`, link: `https://bank.example.com/${word}?utm_source=rss`, description: `A ${word} rollout at three banks.` },
      { title: `Retailers try ${word}`, link: `https://shop.example.com/${word}`, description: `Stores pilot ${word} checkout.` },
    ]));
    await ingestFeed(em(), `${feeds.url}${path}`, { fetch: { allowPrivateNetworks: true }, freshnessMs: 60_000 });
    const search = new StoredArticlesSearch(em);

    const { results: all, cost } = await search.search(word, { limit: 5 });
    expect(cost).toEqual({ requests: 0, usd: 0 });
    expect(all.map((r) => r.url).sort()).toEqual([`https://bank.example.com/${word}?utm_source=rss`, `https://shop.example.com/${word}`]);
    expect(all.every((r) => r.snippet.includes(word))).toBe(true);

    // The digest lists the bank story under its canonical link (no tracking parameters).
    const { results: examples } = await search.search(word, { limit: 5, excludeUrls: [`https://bank.example.com/${word}`] });
    expect(examples.map((r) => r.url)).toEqual([`https://shop.example.com/${word}`]);
    const { results: byRawLink } = await search.search(word, { limit: 5, excludeUrls: [`https://shop.example.com/${word}`] });
    expect(byRawLink.map((r) => r.url)).toEqual([`https://bank.example.com/${word}?utm_source=rss`]);
  });
});
