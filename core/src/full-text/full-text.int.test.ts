// Reading full articles on the real database with the fixture news site on a local server: one fetch
// per URL for everyone, kept 30 days (an hour for a failure that may pass), and read again once expired.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { serveNewsSite } from '../../../test-support/news-site/serve';
import { sitePages } from '../../../test-support/news-site/site';
import { useTestOrm } from '../../../test-support/orm';
import { ArticlePage } from './article-page.entity';
import { articlePageKey } from './article-page.repository';
import { readFullText } from './full-text.service';
import { forgetRobots } from './robots';

const em = useTestOrm();
const local = { allowPrivateNetworks: true };
const DAY = 24 * 3600_000;
let server: FeedServer;

beforeAll(async () => {
  server = await startFeedServer();
  serveNewsSite(server);
});
afterAll(async () => {
  forgetRobots();
  await server?.close();
});

/** A fresh address for a fixture page, so no other test's stored row answers for it. */
function freshCopy(slug: string): string {
  const path = `/copy-${randomUUID().slice(0, 8)}/${slug}.html`;
  server.setFeed(path, sitePages().find((p) => p.slug === slug)!.html, { contentType: 'text/html' });
  return path;
}

async function expiresInMs(url: string): Promise<number> {
  const row = await em().findOneOrFail(ArticlePage, { key: articlePageKey(url) });
  return row.expiresAt.getTime() - row.fetchedAt.getTime();
}

describe('readFullText', () => {
  const page = sitePages().find((p) => p.slug === 'coffee-prices')!;

  it('fetches a page once for every caller and keeps its text for 30 days', async () => {
    const path = freshCopy(page.slug);
    const url = `${server.url}${path}`;
    const [a, b] = await Promise.all([
      readFullText(em(), { link: url, teaser: page.teaser }, local),
      readFullText(em(), { link: url, teaser: page.teaser }, local),
    ]);
    const c = await readFullText(em(), { link: url, teaser: 'Another synth’s feed gives a different teaser.' }, local);
    expect(a.kind).toBe('full');
    expect(a.text).toContain('Conab now expects Brazil to produce 51.8 million bags of coffee');
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(server.hits.get(path)).toBe(1);
    expect(await expiresInMs(url)).toBe(30 * DAY);
  });

  it('reads a page again once its stored text has expired', async () => {
    const path = freshCopy(page.slug);
    const url = `${server.url}${path}`;
    await readFullText(em(), { link: url, teaser: page.teaser }, local);
    await em().nativeUpdate(ArticlePage, { key: articlePageKey(url) }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await readFullText(em(), { link: url, teaser: page.teaser }, local)).kind).toBe('full');
    expect(server.hits.get(path)).toBe(2);
  });

  it('keeps a failure that may pass for an hour and one that will not for 30 days, each with its reason', async () => {
    const brokenUrl = `${server.url}/broken?page=${randomUUID()}`;
    const broken = await readFullText(em(), { link: brokenUrl, teaser: page.teaser }, local);
    expect(broken).toEqual({ kind: 'failed', text: page.teaser, reason: 'the site answered with HTTP 500' });
    expect(await expiresInMs(brokenUrl)).toBe(3600_000);
    const missingUrl = `${server.url}/missing-${randomUUID()}.html`;
    const missing = await readFullText(em(), { link: missingUrl, teaser: page.teaser }, local);
    expect(missing).toEqual({ kind: 'failed', text: page.teaser, reason: 'the site answered with HTTP 404' });
    expect(await expiresInMs(missingUrl)).toBe(30 * DAY);
  });

  it('does not use a page that a redirect led to on a site whose robots.txt says no', async () => {
    const elsewhere = http.createServer((req, res) => {
      if (req.url === '/robots.txt')
        return void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /\n');
      res.writeHead(200, { 'content-type': 'text/html' }).end(page.html);
    });
    await new Promise<void>((r) => elsewhere.listen(0, '127.0.0.1', r));
    try {
      const target = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/story.html`;
      const start = http.createServer((_req, res) => void res.writeHead(302, { location: target }).end());
      await new Promise<void>((r) => start.listen(0, '127.0.0.1', r));
      try {
        const link = `http://127.0.0.1:${(start.address() as AddressInfo).port}/go`;
        expect(await readFullText(em(), { link, teaser: page.teaser }, local)).toEqual({
          kind: 'failed',
          text: page.teaser,
          reason: "the site's robots.txt asks automated readers not to read it",
        });
      } finally {
        await new Promise((r) => start.close(r));
      }
    } finally {
      await new Promise((r) => elsewhere.close(r));
    }
  });

  it('reads nothing for a feed item that is already the whole article', async () => {
    const before = server.hits.get(`/site/${page.slug}.html`) ?? 0;
    const out = await readFullText(
      em(),
      { link: `${server.url}/site/${page.slug}.html`, teaser: page.expected },
      local,
    );
    expect(out).toEqual({ kind: 'feed', text: page.expected });
    expect(server.hits.get(`/site/${page.slug}.html`) ?? 0).toBe(before);
  });
});
