import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedFetchError } from './feed-errors';
import { fetchFeed, parseFeed } from './feed-parser';

// The shared fixtures sit beside the repository clone: <repo>/../shared/fixtures/feeds.
const FIXTURES = path.resolve(__dirname, '../../../../../shared/fixtures/feeds');
const hasFixtures = fs.existsSync(FIXTURES);
if (!hasFixtures) console.warn(`Skipping the feed corpus test: ${FIXTURES} is absent (a clone on its own).`);

// Fixtures that are not feeds at all (an HTML "document moved" page).
const NOT_FEEDS = new Set(['unrecognized.rss']);

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(FeedFetchError);
    return (err as FeedFetchError).reason;
  }
  return 'parsed';
}

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>  Example
      News </title>
    <item>
      <title>AI rules</title>
      <link>/posts/ai-rules</link>
      <guid isPermaLink="false">post-1</guid>
      <description><![CDATA[<p>Short <b>intro</b></p>]]></description>
      <content:encoded><![CDATA[<p>The full story</p>]]></content:encoded>
      <dc:creator>Ada</dc:creator>
      <pubDate>Wed, 01 Jan 2025 10:00:00 GMT</pubDate>
    </item>
    <item>
      <title>No date</title>
      <link>javascript:alert(1)</link>
      <pubDate>sometime soon</pubDate>
    </item>
  </channel>
</rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Atom example</title>
  <entry>
    <id>urn:uuid:1</id>
    <title type="html">Hello</title>
    <link rel="alternate" href="https://example.com/hello"/>
    <summary>The summary</summary>
    <content type="html">&lt;p&gt;The content&lt;/p&gt;</content>
    <author><name>Grace</name></author>
    <published>2025-02-03T04:05:06Z</published>
  </entry>
  <entry>
    <id>urn:uuid:2</id>
    <title>Bad date</title>
    <published>not a date</published>
  </entry>
</feed>`;

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<rss version="2.0"><channel><title>&lol9;</title><item><title>&lol9;</title></item></channel></rss>`;

describe('parseFeed', () => {
  it('maps RSS 2.0 items', async () => {
    const feed = await parseFeed(RSS, 'https://example.com/feed.xml');
    expect(feed.title).toBe('Example News');
    expect(feed.items[0]).toEqual({
      guid: 'post-1',
      link: 'https://example.com/posts/ai-rules',
      title: 'AI rules',
      description: '<p>Short <b>intro</b></p>',
      content: '<p>The full story</p>',
      author: 'Ada',
      publishedAt: new Date('2025-01-01T10:00:00Z'),
    });
    // Invalid dates become null; non-http links are dropped.
    expect(feed.items[1]).toMatchObject({ title: 'No date', link: null, publishedAt: null, guid: null, description: null, content: null });
  });

  it('maps Atom 1.0 entries and survives an invalid date', async () => {
    const feed = await parseFeed(ATOM);
    expect(feed.title).toBe('Atom example');
    expect(feed.items[0]).toEqual({
      guid: 'urn:uuid:1',
      link: 'https://example.com/hello',
      title: 'Hello',
      description: 'The summary',
      content: '<p>The content</p>',
      author: 'Grace',
      publishedAt: new Date('2025-02-03T04:05:06Z'),
    });
    expect(feed.items[1]).toMatchObject({ guid: 'urn:uuid:2', title: 'Bad date', publishedAt: null });
  });

  it('reads RSS without a version attribute as RSS 2', async () => {
    const feed = await parseFeed('<rss><channel><title>Old</title><item><title>One</title></item></channel></rss>');
    expect(feed.items.map((i) => i.title)).toEqual(['One']);
  });

  it('refuses entity declarations (billion laughs) before parsing', async () => {
    const err = await parseFeed(BILLION_LAUGHS).catch((e: FeedFetchError) => e);
    expect(err).toBeInstanceOf(FeedFetchError);
    expect((err as FeedFetchError).reason).toBe('not-a-feed');
    expect((err as FeedFetchError).message).toMatch(/entities/);
  });

  it.each([
    ['an HTML page', '<!DOCTYPE html><html><head><title>Hi</title></head><body>Hello</body></html>'],
    ['plain text', 'Hello, world'],
    ['an empty body', ''],
    ['other XML', '<?xml version="1.0"?><note><to>You</to></note>'],
    ['broken XML', '<rss version="2.0"><channel><title>x</title>'],
  ])('refuses %s as not-a-feed', async (_name, body) => {
    expect(await reason(parseFeed(body))).toBe('not-a-feed');
  });
});

describe.skipIf(!hasFixtures)('fixture corpus through the real fetch-and-parse path', () => {
  let server: http.Server;
  let origin = '';
  const files = hasFixtures ? fs.readdirSync(FIXTURES).filter((f) => !f.endsWith('.md')) : [];

  beforeAll(async () => {
    // Served without a charset so the XML prolog decides the encoding, as with many real servers.
    server = http.createServer((req, res) => {
      const file = path.join(FIXTURES, path.basename(decodeURIComponent(req.url ?? '')));
      if (!fs.existsSync(file)) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': 'application/xml', ETag: '"fixture"' });
      fs.createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('covers a reasonable corpus', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files)('%s', async (file) => {
    const result = fetchFeed(`${origin}/${file}`, { allowPrivateNetworks: true });
    if (NOT_FEEDS.has(file)) {
      expect(await reason(result)).toBe('not-a-feed');
      return;
    }
    const res = await result;
    if (res.notModified) throw new Error('unexpected 304');
    expect(res.etag).toBe('"fixture"');
    expect(res.feed.items.length).toBeGreaterThan(0);
    for (const item of res.feed.items) {
      expect(typeof item.title).toBe('string');
      expect(item.publishedAt === null || !Number.isNaN(item.publishedAt.getTime())).toBe(true);
    }
  });

  it('decodes ISO-8859-1 from the prolog (encoding.rss)', async () => {
    const res = await fetchFeed(`${origin}/encoding.rss`, { allowPrivateNetworks: true });
    expect(!res.notModified && res.feed.title).toBe('Jornal de Notícias - Últimas Notícias');
  });

  it('prefers content:encoded for content (content-encoded.rss)', async () => {
    const res = await fetchFeed(`${origin}/content-encoded.rss`, { allowPrivateNetworks: true });
    if (res.notModified) throw new Error('unexpected 304');
    expect(res.feed.items[0].content).toMatch(/<\w+/);
    expect(res.feed.items[0].content).not.toBe(res.feed.items[0].description);
  });

  it('reads RSS 1.0 (RDF) items (rss-1.rss)', async () => {
    const res = await fetchFeed(`${origin}/rss-1.rss`, { allowPrivateNetworks: true });
    if (res.notModified) throw new Error('unexpected 304');
    expect(res.feed.items[0].link).toMatch(/^https?:\/\//);
  });
});

describe('fetchFeed', () => {
  it('reports not-modified on a 304 and refuses private addresses by default', async () => {
    const server = http.createServer((req, res) => {
      if (req.headers['if-none-match'] === '"v2"') return void res.writeHead(304).end();
      res.writeHead(200, { ETag: '"v2"' }).end(RSS);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed`;
    try {
      const first = await fetchFeed(url, { allowPrivateNetworks: true });
      expect(first).toMatchObject({ notModified: false, finalUrl: url, etag: '"v2"', lastModified: null });
      expect(!first.notModified && first.feed.items[0].link).toBe(new URL('/posts/ai-rules', url).href);
      expect(await fetchFeed(url, { allowPrivateNetworks: true, etag: '"v2"' })).toEqual({ notModified: true, finalUrl: url });
      expect(await reason(fetchFeed(url, { allowPrivateNetworks: false }))).toBe('blocked-address');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
