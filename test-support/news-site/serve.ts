// Puts the fixture news site on the test feed server: every page under /site/, a feed of their
// teasers at /site/feed.xml (as most news feeds carry), and a robots.txt.
import { rss, type FeedServer } from '../feed-server';
import { pageHtml, sitePages } from './site';

const SITE_FEED_PATH = '/site/feed.xml';

export function serveNewsSite(server: FeedServer, opts: { robots?: string; slugs?: string[] } = {}): { feedUrl: string; pageUrl: (slug: string) => string } {
  const pageUrl = (slug: string) => `${server.url}/site/${slug}.html`;
  const pages = sitePages().filter((p) => !opts.slugs || opts.slugs.includes(p.slug));
  for (const p of pages) server.setFeed(`/site/${p.slug}.html`, pageHtml(p.slug), { contentType: 'text/html; charset=utf-8' });
  server.setFeed('/robots.txt', opts.robots ?? 'User-agent: *\nDisallow: /admin/\n', { contentType: 'text/plain' });
  server.setFeed(SITE_FEED_PATH, rss('Fixture news', pages.map((p, i) => ({
    title: p.title, link: pageUrl(p.slug), description: p.teaser, pubDate: new Date(Date.now() - i * 60_000),
  }))));
  return { feedUrl: `${server.url}${SITE_FEED_PATH}`, pageUrl };
}
