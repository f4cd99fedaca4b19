// Full articles behind teaser feeds and summaries that invent nothing, through the run workflow on
// the real Temporal server, the real database and local SES. The fixture news site is served by
// the test feed server (its feed carries teasers only); the AI is the built-in offline provider or
// a stand-in speaking OpenAI's API that invents a figure in one summary in three.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArticlePage } from '@synth/core/full-text';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test-support/fake-openai';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { serveNewsSite } from '../../../test-support/news-site/serve';
import { sitePages } from '../../../test-support/news-site/site';
import { plainTextOf } from '../../../dev-services/ses-store';
import { runAndReadDigest } from '../test-support/start-run';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';

const FREE = [
  'port-strike-ends',
  'heat-pump-sales',
  'river-cleanup-volunteers',
  'glacier-survey',
  'coffee-prices',
  'startup-layoffs',
];
const PAYWALLED = 'newsroom-paywall-elections';
const page = (slug: string) => sitePages().find((p) => p.slug === slug)!;

async function runSynth(h: WorkerHarness, fields: { rssFeedUrls: string[]; readFullArticle?: boolean }) {
  const to = `full-text-${randomUUID().slice(0, 8)}@example.com`;
  const { result, output, logs, emails } = await runAndReadDigest(
    h,
    { name: 'Full text', status: 'inactive', topics: [], recipientEmail: to, fetchLatestOnly: false, ...fields },
    { owner: { email: to } },
  );
  const [email] = emails;
  return { result, output, logs: logs.map((l) => l.message), email };
}

describe('full articles behind teasers (offline provider)', () => {
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

  it('summarises the article page behind each teaser, labels the paywalled one "teaser only", and falls back to the teaser with a reason for pages it cannot read', async () => {
    const site = serveNewsSite(feeds, { robots: 'User-agent: *\nDisallow: /private/\n' });
    feeds.setFeed('/huge.html', `<html><body><p>${'word '.repeat(600_000)}</p></body></html>`, {
      contentType: 'text/html',
    });
    feeds.setFeed('/report.pdf', '%PDF-1.7 not a web page', { contentType: 'application/pdf' });
    feeds.setFeed('/private/story.html', '<html><body><p>Members only.</p></body></html>', {
      contentType: 'text/html',
    });
    const bad = [
      {
        title: 'A page larger than 2 MB',
        teaser: 'Glass recycling rates in Oslo rose after deposit machines arrived.',
        link: `${feeds.url}/huge.html`,
        because: 'the page is larger than 2 MB, the most we read',
      },
      {
        title: 'A page that never ends',
        teaser: 'A violin maker in Cremona trains apprentices from four continents.',
        link: `${feeds.url}/slow`,
        because: 'the page did not arrive within 10 seconds',
      },
      {
        title: 'A page that redirects forever',
        teaser: 'Beekeepers in Slovenia report a record acacia honey harvest.',
        link: `${feeds.url}/loop`,
        because: 'the page redirects in a loop',
      },
      {
        title: 'A document that is not HTML',
        teaser: 'The annual report of the lighthouse trust lists repairs at six stations.',
        link: `${feeds.url}/report.pdf`,
        because: 'the page is not HTML (application/pdf)',
      },
      {
        title: 'A page robots.txt keeps us from',
        teaser: 'Members of the rowing club voted to build a new boathouse.',
        link: `${feeds.url}/private/story.html`,
        because: "the site's robots.txt asks automated readers not to read it",
      },
    ];
    const slugs = [...FREE.slice(0, 4), PAYWALLED];
    const path = `/full-text-${randomUUID().slice(0, 6)}.xml`;
    feeds.setFeed(
      path,
      rss('Fixture news', [
        ...slugs.map((s) => ({ title: page(s).title, link: site.pageUrl(s), description: page(s).teaser })),
        ...bad.map((b) => ({ title: b.title, link: b.link, description: b.teaser })),
      ]),
    );

    const { result, output, logs, email } = await runSynth(h, { rssFeedUrls: [`${feeds.url}${path}`] });

    expect(result.status).toBe('succeeded');
    const bySlug = (s: string) => output.articles!.find((a) => a.link === site.pageUrl(s))!;
    for (const s of FREE.slice(0, 4)) {
      const a = bySlug(s);
      expect(a.textSource, s).toBe('full');
      // The summary holds sentences of the article that the teaser did not.
      const body = page(s).expected.replace(/\s+/g, ' ');
      const fromBody = a
        .summary!.split(/(?<=[.!?])\s+(?=[A-Z"])/)
        .filter((sentence) => body.includes(sentence.trim()) && !page(s).teaser.includes(sentence.trim()));
      expect(fromBody.length, s).toBeGreaterThan(0);
    }
    expect(bySlug(PAYWALLED).textSource).toBe('teaserOnly');
    for (const b of bad) {
      const a = output.articles!.find((x) => x.link === b.link)!;
      expect(a.textSource, b.title).toBe('teaser');
      expect(logs).toContain(
        `The full article of "${b.title}" was not read because ${b.because}; its summary uses the feed's teaser.`,
      );
    }
    // Polite: robots.txt was read once, each page once, with Synth's own name.
    expect(feeds.hits.get('/robots.txt')).toBe(1);
    for (const s of slugs) expect(feeds.hits.get(`/site/${s}.html`), s).toBe(1);

    // The digest carries the label for the paywalled item only.
    const label = 'Teaser only: the article is behind a paywall, so this summary covers the teaser the feed gave.';
    const text = plainTextOf(email);
    expect(text.split(label)).toHaveLength(2);
    expect(text.indexOf(label)).toBeGreaterThan(text.indexOf(page(PAYWALLED).title));
    expect(output.summaryChecks).toEqual({ checked: slugs.length + bad.length, rewritten: 0, replaced: 0 });
  });

  it('reads each page once for every synth: a second synth on the same pages is served from the shared store', async () => {
    const site = serveNewsSite(feeds);
    const path = `/shared-${randomUUID().slice(0, 6)}.xml`;
    feeds.setFeed(
      path,
      rss(
        'Fixture news',
        FREE.slice(0, 2).map((s) => ({ title: page(s).title, link: site.pageUrl(s), description: page(s).teaser })),
      ),
    );
    const before = FREE.slice(0, 2).map((s) => feeds.hits.get(`/site/${s}.html`) ?? 0);

    const second = await runSynth(h, { rssFeedUrls: [`${feeds.url}${path}`] });

    expect(second.output.articles!.map((a) => a.textSource)).toEqual(['full', 'full']);
    expect(FREE.slice(0, 2).map((s) => feeds.hits.get(`/site/${s}.html`) ?? 0)).toEqual(before);
    expect(await h.em().count(ArticlePage, { url: { $in: FREE.slice(0, 2).map(site.pageUrl) } })).toBe(2);
  });

  it('with "Read the full article" off, summarises the feed as it is and fetches no page', async () => {
    const slug = FREE[4];
    const path = `/off-${randomUUID().slice(0, 6)}.xml`;
    const link = `${feeds.url}/site/${slug}.html?off=1`;
    feeds.setFeed(path, rss('Fixture news', [{ title: page(slug).title, link, description: page(slug).teaser }]));

    const { output } = await runSynth(h, { rssFeedUrls: [`${feeds.url}${path}`], readFullArticle: false });

    expect(output.articles![0].textSource).toBe('feed');
    expect(await h.em().count(ArticlePage, { url: link })).toBe(0);
  });
});

describe('summaries that invent nothing (a model that invents a figure in one summary in three)', () => {
  const SETTINGS = ['AI_PROVIDER', 'OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL'];
  const before: Record<string, string | undefined> = {};
  let h: WorkerHarness;
  let feeds: FeedServer;
  let ai: FakeOpenAi;
  beforeAll(async () => {
    for (const name of SETTINGS) before[name] = process.env[name];
    feeds = await startFeedServer();
    ai = await startFakeOpenAi({ mode: 'invent-every-third' });
    h = await startWorker({
      env: {
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-test-key',
        OPENAI_BASE_URL: ai.baseUrl,
        OPENAI_MODEL: `inventive-${randomUUID().slice(0, 6)}`,
      },
    });
  });
  afterAll(async () => {
    await h?.close();
    await ai?.close();
    await feeds?.close();
    for (const name of SETTINGS) {
      if (before[name] === undefined) delete process.env[name];
      else process.env[name] = before[name];
    }
  });

  it('catches every invented figure: each is written again or replaced, the run log says so, and the email holds none', async () => {
    const site = serveNewsSite(feeds);
    const free = sitePages()
      .filter((p) => !p.paywalled)
      .slice(0, 9);
    const path = `/inventive-${randomUUID().slice(0, 6)}.xml`;
    feeds.setFeed(
      path,
      rss(
        'Fixture news',
        free.map((p) => ({ title: p.title, link: site.pageUrl(p.slug), description: p.teaser })),
      ),
    );

    const { result, output, logs, email } = await runSynth(h, { rssFeedUrls: [`${feeds.url}${path}`] });

    expect(result.status).toBe('succeeded');
    const checks = output.summaryChecks!;
    expect(checks.checked).toBe(free.length);
    // Three first summaries invent; of their rewrites one is clean and two invent again. Every
    // invented summary was rejected: one rewrite each, and a replaced one was rejected twice.
    expect(ai.invented).toHaveLength(5);
    expect(checks).toMatchObject({ rewritten: 1, replaced: 2 });
    expect(checks.rewritten + 2 * checks.replaced).toBe(ai.invented.length);
    for (const figure of ai.invented) {
      expect(email.body.text).not.toContain(figure);
      expect(email.body.html).not.toContain(figure);
      expect(JSON.stringify(output.articles)).not.toContain(figure);
    }
    const replaced = output.articles!.filter((a) => a.summaryCheck === 'replaced');
    expect(replaced).toHaveLength(checks.replaced);
    for (const a of replaced)
      expect(logs).toContain(
        `The summary of "${a.title}" stated figures or names its article does not contain, twice; it was replaced by sentences taken from the article.`,
      );
    expect(logs).toContain(
      `Checked ${free.length} summaries against their articles: ${checks.rewritten} written again, ${checks.replaced} replaced by sentences from the article.`,
    );
    console.info(
      `[faithfulness] summaries ${checks.checked}, figures invented ${ai.invented.length}, caught ${checks.rewritten + 2 * checks.replaced}, written again ${checks.rewritten}, replaced ${checks.replaced}`,
    );
  });
});
