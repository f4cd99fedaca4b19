import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { useTestOrm } from '../../../test-support/orm';
import { CatalogFeedEntry } from '../feeds/catalog-feed.entity';
import { ingestFeed } from '../feeds/feed-ingest.service';
import { Synth } from '../synths/synth.entity';
import { User } from '../users/user.entity';
import { StoredArticlesSearch } from './stored-articles-search';

const em = useTestOrm();
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(async () => {
  await feeds?.close();
});

/** A feed at a fresh path with these items, read into the database once. */
async function storedFeed(items: Parameters<typeof rss>[1]): Promise<string> {
  const url = `${feeds.url}/examples-${randomUUID().slice(0, 8)}.xml`;
  feeds.setFeed(new URL(url).pathname, rss('Examples', items));
  await ingestFeed(em(), url, { fetch: { allowPrivateNetworks: true }, freshnessMs: 60_000 });
  return url;
}

/** A user whose synth lists these feeds; the search's tenant. */
async function userReading(rssFeedUrls: string[]): Promise<{ userId: string }> {
  const db = em();
  const user = db.create(User, { firebaseUid: `uid-${randomUUID()}`, email: 'reader@example.com' } as never) as User;
  db.create(Synth, { user, rssFeedUrls } as never);
  await db.flush();
  return { userId: user.id };
}

const uniqueWord = () => `zephyrium${randomUUID().slice(0, 6)}`;

describe('the offline real-world examples search', () => {
  it("finds stored articles with their source links, never the digest's own articles", async () => {
    const word = uniqueWord();
    const url = await storedFeed([
      {
        title: `Banks adopt ${word} payments`,
        link: `https://bank.example.com/${word}?utm_source=rss`,
        description: `A ${word} rollout at three banks.`,
      },
      {
        title: `Retailers try ${word}`,
        link: `https://shop.example.com/${word}`,
        description: `Stores pilot ${word} checkout.`,
      },
    ]);
    const tenant = await userReading([url]);
    const search = new StoredArticlesSearch(em);
    const { results: all, cost } = await search.search(word, { limit: 5, tenant });
    expect(cost).toEqual({ requests: 0, usd: 0 });
    expect(all.map((r) => r.url).sort()).toEqual([
      `https://bank.example.com/${word}?utm_source=rss`,
      `https://shop.example.com/${word}`,
    ]);
    expect(all.every((r) => r.snippet.includes(word))).toBe(true);
    // The digest lists the bank story under its canonical link (no tracking parameters).
    const { results: examples } = await search.search(word, {
      limit: 5,
      excludeUrls: [`https://bank.example.com/${word}`],
      tenant,
    });
    expect(examples.map((r) => r.url)).toEqual([`https://shop.example.com/${word}`]);
    const { results: byRawLink } = await search.search(word, {
      limit: 5,
      excludeUrls: [`https://shop.example.com/${word}`],
      tenant,
    });
    expect(byRawLink.map((r) => r.url)).toEqual([`https://bank.example.com/${word}?utm_source=rss`]);
  });

  it("reads only the caller's own feeds and the catalogue's, never a feed only another user lists", async () => {
    const word = uniqueWord();
    const planted = await storedFeed([
      {
        title: `Planted ${word} story`,
        link: `https://planted.example/${word}`,
        description: `A ${word} link from another account.`,
      },
    ]);
    const own = await storedFeed([
      { title: `Own ${word} story`, link: `https://own.example/${word}`, description: `The reader's ${word} feed.` },
    ]);
    const curated = await storedFeed([
      {
        title: `Curated ${word} story`,
        link: `https://curated.example/${word}`,
        description: `A ${word} catalogue feed.`,
      },
    ]);
    const catalogueId = `test-${word}`;
    const db = em();
    db.create(CatalogFeedEntry, {
      id: catalogueId,
      title: 'Curated examples',
      url: curated,
      description: 'A test entry',
      category: 'Test',
      position: 1_000_000,
    });
    await db.flush();
    try {
      const planter = await userReading([planted]);
      const reader = await userReading([own]);
      const search = new StoredArticlesSearch(em);
      const urlsFor = async (tenant: { userId: string }) =>
        (await search.search(word, { limit: 10, tenant })).results.map((r) => r.url).sort();

      expect(await urlsFor(reader)).toEqual([`https://curated.example/${word}`, `https://own.example/${word}`]);
      expect(await urlsFor(planter)).toEqual([`https://curated.example/${word}`, `https://planted.example/${word}`]);
      // A user without a synth still gets the catalogue, and nobody's own feeds.
      expect(await urlsFor({ userId: randomUUID() })).toEqual([`https://curated.example/${word}`]);
    } finally {
      await em().nativeDelete(CatalogFeedEntry, { id: catalogueId });
    }
  });
});
