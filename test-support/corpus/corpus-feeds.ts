// The corpus as RSS feeds, one per source, for tests that read it through the real feed path.
import { rss, type FeedServer } from '../feed-server';
import { CORPUS_ARTICLES, CORPUS_SOURCES, type CorpusArticle, type CorpusSourceId } from './news-corpus';

export interface CorpusFeed {
  sourceId: CorpusSourceId;
  path: string;
  xml: string;
}

/**
 * One RSS document per source. The item description carries the article's full text (as many
 * feeds do). `newest` moves every date by the same amount so the newest article is published at
 * that instant: runs only look at recent articles.
 */
export function corpusFeeds(opts: { newest?: Date; articles?: CorpusArticle[] } = {}): CorpusFeed[] {
  const articles = opts.articles ?? CORPUS_ARTICLES;
  const latest = Math.max(...articles.map((a) => a.publishedAt.getTime()));
  const shift = opts.newest ? opts.newest.getTime() - latest : 0;
  return CORPUS_SOURCES.map((source) => ({
    sourceId: source.id,
    path: source.feedPath,
    xml: rss(
      source.name,
      articles
        .filter((a) => a.source === source.id)
        .map((a) => ({
          title: a.title,
          link: a.url,
          guid: a.url,
          description: a.content,
          pubDate: new Date(a.publishedAt.getTime() + shift),
        })),
    ),
  }));
}

/** Registers every corpus feed on a feed server; returns the feed URLs by source. */
export function serveCorpus(
  server: FeedServer,
  opts: Parameters<typeof corpusFeeds>[0] = {},
): Record<CorpusSourceId, string> {
  const urls = {} as Record<CorpusSourceId, string>;
  for (const feed of corpusFeeds(opts)) {
    server.setFeed(feed.path, feed.xml);
    urls[feed.sourceId] = `${server.url}${feed.path}`;
  }
  return urls;
}
