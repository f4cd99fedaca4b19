// A local feed server for tests and benchmarks: generated RSS, failing and slow feeds.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  guid?: string;
  pubDate?: Date;
}

export function rss(title: string, items: FeedItem[]): string {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${esc(title)}</title><link>https://news.example.com</link><description>Test feed</description>
${items.map((i) => `<item><title>${esc(i.title)}</title><link>${esc(i.link)}</link><guid>${esc(i.guid ?? i.link)}</guid><pubDate>${(i.pubDate ?? new Date()).toUTCString()}</pubDate><description>${esc(i.description)}</description></item>`).join('\n')}
</channel></rss>`;
}

/** One request for a feed: the conditional headers it carried and the status it was answered with (0 until sent). */
interface FeedRequest {
  ifNoneMatch: string | null;
  ifModifiedSince: string | null;
  status: number;
}

export interface FeedServer {
  url: string;
  /** Requests seen per path. */
  hits: Map<string, number>;
  /** `etag: true` serves an ETag and answers a matching If-None-Match with 304; `delayMs` holds the answer back; `contentType` replaces RSS's (an article page, robots.txt). */
  setFeed(path: string, body: string, opts?: { etag?: boolean; delayMs?: number; contentType?: string }): void;
  /** 304 answers per path. */
  notModified: Map<string, number>;
  /** Per path, each request in order of arrival. */
  requests: Map<string, FeedRequest[]>;
  close(): Promise<void>;
}

/** Serves registered feeds; /broken answers 500, /slow drips one byte a second, /loop redirects to itself. */
export async function startFeedServer(): Promise<FeedServer> {
  const feeds = new Map<string, string>();
  const withEtag = new Set<string>();
  const delays = new Map<string, number>();
  const types = new Map<string, string>();
  const hits = new Map<string, number>();
  const notModified = new Map<string, number>();
  const requests = new Map<string, FeedRequest[]>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const seen: FeedRequest = {
      ifNoneMatch: req.headers['if-none-match'] ?? null,
      ifModifiedSince: req.headers['if-modified-since'] ?? null,
      status: 0,
    };
    requests.set(path, [...(requests.get(path) ?? []), seen]);
    res.on('finish', () => {
      seen.status = res.statusCode;
    });
    if (path === '/broken') return void res.writeHead(500).end('boom');
    if (path === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (path === '/slow') {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      const timer = setInterval(() => res.write(' '), 1000);
      req.on('close', () => clearInterval(timer));
      return;
    }
    const body = feeds.get(path);
    if (!body) return void res.writeHead(404).end('not found');
    if (withEtag.has(path)) {
      const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
      if (req.headers['if-none-match'] === etag) {
        notModified.set(path, (notModified.get(path) ?? 0) + 1);
        return void res.writeHead(304, { etag }).end();
      }
      res.setHeader('etag', etag);
    }
    const send = () =>
      res.writeHead(200, { 'content-type': types.get(path) ?? 'application/rss+xml; charset=utf-8' }).end(body);
    const delay = delays.get(path);
    if (delay) setTimeout(send, delay);
    else send();
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    notModified,
    requests,
    setFeed: (path, body, opts = {}) => {
      feeds.set(path, body);
      if (opts.etag) withEtag.add(path);
      else withEtag.delete(path);
      if (opts.delayMs) delays.set(path, opts.delayMs);
      else delays.delete(path);
      if (opts.contentType) types.set(path, opts.contentType);
      else types.delete(path);
    },
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
