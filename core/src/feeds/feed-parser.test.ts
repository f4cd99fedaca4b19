import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedFetchError } from './feed-errors';
import { fetchFeed, parseFeed, type ParsedFeed } from './feed-parser';

// The project's own feed corpus (invented publications, one file per shape real feeds come in).
const FIXTURES = path.resolve(__dirname, '../../../test-support/fixtures/feeds');

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
  it.each([
    [
      'maps RSS 2.0 items',
      {
        xml: RSS,
        baseUrl: 'https://example.com/feed.xml',
        title: 'Example News',
        first: {
          guid: 'post-1',
          link: 'https://example.com/posts/ai-rules',
          title: 'AI rules',
          description: '<p>Short <b>intro</b></p>',
          content: '<p>The full story</p>',
          author: 'Ada',
          publishedAt: new Date('2025-01-01T10:00:00Z'),
        },
        // Invalid dates become null; non-http links are dropped.
        second: { title: 'No date', link: null, publishedAt: null, guid: null, description: null, content: null },
      },
    ],
    [
      'maps Atom 1.0 entries and survives an invalid date',
      {
        xml: ATOM,
        baseUrl: undefined,
        title: 'Atom example',
        first: {
          guid: 'urn:uuid:1',
          link: 'https://example.com/hello',
          title: 'Hello',
          description: 'The summary',
          content: '<p>The content</p>',
          author: 'Grace',
          publishedAt: new Date('2025-02-03T04:05:06Z'),
        },
        second: { guid: 'urn:uuid:2', title: 'Bad date', publishedAt: null },
      },
    ],
  ])('%s', async (_name, { xml, baseUrl, title, first, second }) => {
    const feed = await parseFeed(xml, baseUrl);
    expect(feed.title).toBe(title);
    expect(feed.items[0]).toEqual(first);
    expect(feed.items[1]).toMatchObject(second);
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

// What each corpus file must parse to; every file in the folder needs an entry, so none goes untested.
const CORPUS: Record<string, { title: string; items: number } | 'not-a-feed'> = {
  'atom-workbench-notes.atom': { title: 'Workbench Notes', items: 4 },
  'content-encoded.rss': { title: 'Slow Kitchen Journal', items: 3 },
  'document-moved.rss': 'not-a-feed',
  'iso-8859-1.rss': { title: 'Gazeta da Ribeira - Notícias', items: 3 },
  'large-600-items.rss': { title: 'Mill Lane Weather Station', items: 600 },
  'missing-fields.atom': { title: 'Patchwork Changelog', items: 4 },
  'missing-fields.rss': { title: 'Village Noticeboard', items: 6 },
  'podcast-itunes.rss': { title: 'Tidepool Talks', items: 4 },
  'relative-links.rss': { title: 'Moss & Lichen Society Bulletin', items: 7 },
  'rss-091-harbour-gazette.rss': { title: 'The Harbour Gazette', items: 3 },
  'rss-092-allotment-notes.rss': { title: 'Allotment Notes', items: 3 },
  'rss-1-observatory.rdf': { title: 'Hilltop Observatory Log', items: 3 },
  'rss-2-riverside-chronicle.rss': { title: 'The Riverside Chronicle', items: 8 },
  'utf-16le-bom.rss': { title: 'Café Ørsted – UTF-16 edition', items: 2 },
  'utf-8-bom.rss': { title: 'Polyglot Postcards ✉', items: 3 },
  'windows-1252.rss': { title: 'Le Comptoir – chroniques d’un café', items: 2 },
  'xml-base.atom': { title: 'Field Journal of a Hedge Surveyor', items: 4 },
};

describe('fixture corpus through the real fetch-and-parse path', () => {
  let server: http.Server;
  let origin = '';

  beforeAll(async () => {
    // Served without a charset so the byte order mark or the XML prolog decides the encoding, as
    // with many real servers. Any folder serves the same file, so relative links can be tried
    // from a nested address; /old-address/ redirects there, as a feed that moved does.
    server = http.createServer((req, res) => {
      const url = req.url ?? '/';
      if (url.startsWith('/old-address/'))
        return void res.writeHead(301, { Location: `/societies/mls/${path.basename(url)}` }).end();
      const file = path.join(FIXTURES, path.basename(decodeURIComponent(url)));
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

  async function corpusFeed(file: string, at = `/${file}`): Promise<ParsedFeed> {
    const res = await fetchFeed(`${origin}${at}`, { allowPrivateNetworks: true });
    if (res.notModified) throw new Error('unexpected 304');
    return res.feed;
  }

  it('has an expectation for every file in the folder, and a file for every expectation', () => {
    const files = fs
      .readdirSync(FIXTURES)
      .filter((f) => f !== 'README.md')
      .sort();
    expect(files).toEqual(Object.keys(CORPUS).sort());
  });

  it('lists every file in its README', () => {
    const readme = fs.readFileSync(path.join(FIXTURES, 'README.md'), 'utf8');
    for (const file of Object.keys(CORPUS)) expect(readme).toContain(`\`${file}\``);
  });

  it.each(Object.entries(CORPUS))('%s', async (file, expected) => {
    const result = fetchFeed(`${origin}/${file}`, { allowPrivateNetworks: true });
    if (expected === 'not-a-feed') {
      expect(await reason(result)).toBe('not-a-feed');
      return;
    }
    const res = await result;
    if (res.notModified) throw new Error('unexpected 304');
    expect(res.etag).toBe('"fixture"');
    expect(res.feed.title).toBe(expected.title);
    expect(res.feed.items).toHaveLength(expected.items);
    for (const item of res.feed.items) {
      expect(typeof item.title).toBe('string');
      expect(item.publishedAt === null || !Number.isNaN(item.publishedAt.getTime())).toBe(true);
      if (item.link !== null) expect(item.link).toMatch(/^https?:\/\//);
    }
  });

  it('tells a web page at a feed address apart from a feed (document-moved.rss)', async () => {
    const err = await fetchFeed(`${origin}/document-moved.rss`, { allowPrivateNetworks: true }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(FeedFetchError);
    expect((err as FeedFetchError).message).toBe('This address is a web page, not an RSS or Atom feed');
  });

  // One item of each RSS version, every field as the parser fills it.
  it.each([
    [
      'reads RSS 0.91 behind a Netscape doctype (no entities), with no GUIDs or dates',
      {
        file: 'rss-091-harbour-gazette.rss',
        index: 1,
        item: {
          guid: null,
          link: 'https://harbour-gazette.example.com/news/gull-point-rescue',
          title: 'Lifeboat crew rescue two kayakers off Gull Point',
          description: 'Both paddlers were brought ashore cold but unhurt.',
          content: null,
          author: null,
          publishedAt: null,
        },
      },
    ],
    [
      'reads RSS 1.0 (RDF) items, taking the GUID from rdf:about and dates from dc:date (rss-1-observatory.rdf)',
      {
        file: 'rss-1-observatory.rdf',
        index: 0,
        item: {
          guid: 'https://hilltop-observatory.example.net/log/perseids-peak',
          link: 'https://hilltop-observatory.example.net/log/perseids-peak',
          title: 'Perseids peak: 62 meteors in an hour',
          description: 'Counted from the east terrace between 01:00 and 02:00.',
          content: null,
          author: 'Imogen Wren',
          publishedAt: new Date('2024-08-13T01:15:00Z'),
        },
      },
    ],
    [
      'reads RSS 2.0 items: escaped HTML descriptions, a permalink GUID, dc:creator',
      {
        file: 'rss-2-riverside-chronicle.rss',
        index: 0,
        item: {
          guid: 'https://riverside-chronicle.example.com/news/2024/mar/15/footbridge-approved',
          link: 'https://riverside-chronicle.example.com/news/2024/mar/15/footbridge-approved',
          title: 'Council approves new footbridge over the Wend',
          description: '<p>The steel bridge will link the station to the market square by next spring.</p>',
          content: null,
          author: 'Priya Castell',
          publishedAt: new Date('2024-03-15T17:45:00Z'),
        },
      },
    ],
  ])('%s', async (_name, { file, index, item }) => {
    const feed = await corpusFeed(file);
    expect(feed.items[index]).toEqual(item);
  });

  it('reads RSS 2.0 items: a GUID that is not a permalink, <author>, dates in other time zones', async () => {
    const feed = await corpusFeed('rss-2-riverside-chronicle.rss');
    expect(feed.items[1].guid).toBe('rc-2024-03-15-library');
    expect(feed.items[2]).toMatchObject({
      author: 'newsdesk@riverside-chronicle.example.com (Newsdesk)',
      publishedAt: new Date('2024-03-14T22:30:00Z'),
    });
  });

  it('reads RSS 0.92 items that have a description but no title', async () => {
    const feed = await corpusFeed('rss-092-allotment-notes.rss');
    expect(feed.items.map((i) => i.title)).toEqual(['', '', 'Compost heap, turned']);
    expect(feed.items[0]).toMatchObject({
      link: 'https://allotment-notes.example.org/diary/2024/10/06',
      description: 'Lifted the last of the maincrop potatoes. The clay held more water than expected.',
    });
  });

  it('reads Atom entries: the alternate link, summary apart from content, updated when not published', async () => {
    const feed = await corpusFeed('atom-workbench-notes.atom');
    expect(feed.items[0]).toMatchObject({
      guid: 'tag:workbench-notes.example.org,2024:recapping-an-amplifier',
      link: 'https://workbench-notes.example.org/2024/06/recapping-an-amplifier',
      description: 'Twenty-two capacitors, one bad solder joint and a much quieter hum.',
      content: '<p>Twenty-two electrolytic capacitors later, the hum is <em>gone</em>.</p>',
      author: 'Rosa Lindqvist',
      publishedAt: new Date('2024-06-21T06:30:00Z'),
    });
    // An xhtml content element arrives as markup, not as an object.
    expect(feed.items[1].content).toContain('<strong>burnish</strong>');
    expect(feed.items[1].description).toBeNull();
    // The enclosure link comes first in the file; the alternate one is the article.
    expect(feed.items[2]).toMatchObject({
      link: 'https://workbench-notes.example.org/2024/06/sticky-drawer',
      content: null,
      publishedAt: new Date('2024-06-07T12:00:00Z'),
    });
    expect(feed.items[3].description).toBe('A buck converter, a volt meter and <b>fuses everywhere</b>.');
  });

  it('prefers content:encoded for content and keeps the description apart (content-encoded.rss)', async () => {
    const feed = await corpusFeed('content-encoded.rss');
    expect(feed.items[0].content).toMatch(/^<h2>Friday<\/h2><p>Feed the starter with <strong>50 g<\/strong>/);
    expect(feed.items[0].description).toBe('Starter on Friday, dough on Saturday, bread on Sunday.');
    // Full text only: the content is there and the description is not invented from it.
    expect(feed.items[1]).toMatchObject({ description: null, content: expect.stringContaining('<li>6 pears</li>') });
    // Description only: nothing to prefer.
    expect(feed.items[2]).toMatchObject({
      content: null,
      description: '<p>Salt in the soak water gives softer skins, <i>not</i> tougher ones.</p>',
    });
  });

  it('reads a podcast: itunes:author as the author, episodes without a link, show notes from content:encoded', async () => {
    const feed = await corpusFeed('podcast-itunes.rss');
    expect(feed.items.map((i) => i.title)).toEqual([
      'Trailer: what lives in a rock pool?',
      'Limpets keep time',
      'The anemone that clones itself',
      'Bonus: listener questions',
    ]);
    expect(feed.items[0]).toMatchObject({
      guid: 'tidepool-trailer',
      link: null,
      author: 'Marisol Keane',
      publishedAt: new Date('2024-07-01T06:00:00Z'),
    });
    expect(feed.items[1]).toMatchObject({
      link: 'https://tidepool-talks.example.net/episodes/1-limpets',
      author: 'Dr Femi Okafor',
    });
    expect(feed.items[2]).toMatchObject({
      author: 'Ana Lucía Prado',
      content: expect.stringContaining('<strong>Ana Lucía Prado</strong>'),
    });
    expect(feed.items[3]).toMatchObject({ guid: 'tidepool-bonus-1', link: null, author: null });
  });

  it('keeps RSS items that lack a title, a link or a GUID, and drops dates it cannot read', async () => {
    const feed = await corpusFeed('missing-fields.rss');
    expect(feed.items.map((i) => ({ title: i.title, link: i.link, guid: i.guid }))).toEqual([
      { title: '', link: 'https://village-noticeboard.example.org/notices/lost-cat', guid: 'notice-101' },
      { title: 'Bring-and-buy sale moved to the church hall', link: null, guid: 'notice-102' },
      {
        title: 'Bell ringing practice cancelled on Thursday',
        link: 'https://village-noticeboard.example.org/notices/bell-practice',
        guid: null,
      },
      {
        title: 'Permalink only: the quiz night results',
        link: null,
        guid: 'https://village-noticeboard.example.org/notices/quiz-results',
      },
      { title: 'A notice with nothing else at all', link: null, guid: null },
      { title: '', link: 'https://village-noticeboard.example.org/notices/blank-title', guid: 'notice-106' },
    ]);
    expect(feed.items[4]).toMatchObject({ description: null, content: null, author: null, publishedAt: null });
    expect(feed.items[5].publishedAt).toBeNull();
  });

  it('keeps Atom entries that lack a title, a link, an id or an author name', async () => {
    const feed = await corpusFeed('missing-fields.atom');
    expect(feed.items.map((i) => ({ title: i.title, link: i.link, guid: i.guid, author: i.author }))).toEqual([
      { title: '', link: null, guid: 'tag:patchwork.example.com,2024:release-2.4.0', author: null },
      { title: 'Release 2.3.1', link: null, guid: 'tag:patchwork.example.com,2024:release-2.3.1', author: null },
      { title: 'Release 2.3.0', link: 'https://patchwork.example.com/releases/2.3.0', guid: null, author: null },
      {
        title: '',
        link: 'https://patchwork.example.com/releases/2.2.0',
        guid: 'tag:patchwork.example.com,2024:release-2.2.0',
        author: null,
      },
    ]);
    expect(feed.items[1].publishedAt).toEqual(new Date('2024-03-20T08:00:00Z'));
  });

  it.each([
    [
      'resolves relative RSS links against the address the feed was finally read from, and drops non-web links',
      {
        file: 'relative-links.rss',
        at: '/old-address/relative-links.rss',
        // Relative links land on the test server, whose address is known only once it listens.
        links: (served: string) => [
          `${served}/bulletin/2024/spring-walk`,
          `${served}/societies/mls/bulletin/2024/identification-evening`,
          `${served}/societies/archive/index.php?year=2023&page=2`,
          'http://cdn.mls-bulletin.example.org/slides/lichens.pdf',
          'https://partners.example.net/events/bryophyte-day',
          null,
          null,
        ],
      },
    ],
    [
      'resolves Atom links against xml:base on the feed and on the entry (xml-base.atom)',
      {
        file: 'xml-base.atom',
        at: undefined,
        links: () => [
          'https://field-journal.example.org/notes/2024/05/thirty-metres',
          'https://field-journal.example.org/photos/hawthorn-2024',
          'https://archive.field-journal.example.org/2019/first-survey.html',
          'https://maps.example.net/hedgerows/route-4',
        ],
      },
    ],
  ])('%s', async (_name, { file, at, links }) => {
    const feed = await corpusFeed(file, at);
    expect(feed.items.map((i) => i.link)).toEqual(links(origin));
  });

  it('decodes ISO-8859-1 from the prolog (iso-8859-1.rss)', async () => {
    const feed = await corpusFeed('iso-8859-1.rss');
    expect(feed.items.map((i) => i.title)).toEqual([
      'Câmara aprova requalificação da praça São João',
      'Festival de órgão traz músicos de Genève e München',
      'Pastelaria Conceição celebra 50 anos',
    ]);
    expect(feed.items[1].description).toContain('12 °C');
    expect(feed.items[2].description).toBe('A dona Amélia ainda faz os pastéis às 5h da manhã. © Gazeta da Ribeira');
  });

  it('decodes windows-1252 from the prolog, smart quotes and euro sign included (windows-1252.rss)', async () => {
    const feed = await corpusFeed('windows-1252.rss');
    expect(feed.items[0].title).toBe('“Un café, s’il vous plaît” — l’histoire d’une commande');
    expect(feed.items[0].description).toBe('Le prix du café passe à 1,80 € ; personne n’est surpris…');
    expect(feed.items[1].title).toBe('Œufs brouillés et crème brûlée : le menu du dimanche');
    expect(feed.items[1].description).toContain('Zoë Šimek');
  });

  it('decodes UTF-8 behind a byte order mark and UTF-16 by its byte order mark', async () => {
    const utf8 = await corpusFeed('utf-8-bom.rss');
    expect(utf8.items.map((i) => i.title)).toEqual([
      'Καλημέρα από τη Θεσσαλονίκη',
      '京都の朝市から',
      'Привет из Казани 🌉',
    ]);
    const utf16 = await corpusFeed('utf-16le-bom.rss');
    expect(utf16.items.map((i) => i.title)).toEqual(['Smørrebrød on Fridays', 'Æbleskiver are back for winter']);
  });

  it('reads all 600 items of a large feed in order, each with its own GUID and date', async () => {
    const feed = await corpusFeed('large-600-items.rss');
    expect(feed.items[0]).toMatchObject({
      guid: 'mill-lane-600',
      title: 'Reading 600: -2.0 °C, clear',
      publishedAt: new Date('2024-01-31T23:00:00Z'),
    });
    expect(feed.items[599]).toMatchObject({
      guid: 'mill-lane-1',
      link: 'https://mill-lane-weather.example.org/readings/1',
      publishedAt: new Date('2024-01-07T00:00:00Z'),
    });
    expect(new Set(feed.items.map((i) => i.guid)).size).toBe(600);
    const times = feed.items.map((i) => i.publishedAt!.getTime());
    expect(times.every((t, i) => i === 0 || t < times[i - 1])).toBe(true);
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
      expect(await fetchFeed(url, { allowPrivateNetworks: true, etag: '"v2"' })).toEqual({
        notModified: true,
        finalUrl: url,
      });
      expect(await reason(fetchFeed(url, { allowPrivateNetworks: false }))).toBe('blocked-address');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
