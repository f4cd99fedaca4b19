import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable, pipeline } from 'node:stream';
import * as zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedFetchError, type FeedErrorReason } from './feed-errors';
import { isBlockedAddress } from './address-policy';
import { decodeBody } from './charset';
import { guardedFetch, type GuardedFetchOptions } from './guarded-fetch';
import { resolveRedirect } from './redirects';

const RSS = '<?xml version="1.0"?><rss version="2.0"><channel><title>T</title></channel></rss>';
const servers: http.Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => {
      s.closeAllConnections();
      return new Promise((resolve) => s.close(resolve));
    }),
  );
});

async function serve(handler: http.RequestListener): Promise<{ origin: string; port: number }> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, port };
}

const local: GuardedFetchOptions = { allowPrivateNetworks: true };

async function failure(promise: Promise<unknown>): Promise<FeedFetchError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(FeedFetchError);
    return err as FeedFetchError;
  }
  throw new Error('expected the fetch to fail');
}

async function expectReason(promise: Promise<unknown>, reason: FeedErrorReason): Promise<FeedFetchError> {
  const err = await failure(promise);
  expect(err.reason).toBe(reason);
  return err;
}

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '[::ffff:7f00:1]',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::127.0.0.1',
    '64:ff9b::7f00:1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '2002:7f00:1::',
    'not-an-ip',
  ])('blocks %s', (ip) => expect(isBlockedAddress(ip)).toBe(true));

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '93.184.216.34',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('allows public %s', (ip) => expect(isBlockedAddress(ip)).toBe(false));
});

describe('guardedFetch address guard', () => {
  it.each([
    'http://127.0.0.1/',
    'http://10.0.0.1/feed',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://0.0.0.0/',
    'http://100.64.0.1/',
    'http://2130706433/', // 127.0.0.1 written as one number
    'http://metadata.google.internal/computeMetadata/v1/',
  ])('refuses %s', async (url) => {
    const err = await expectReason(guardedFetch(url, { allowPrivateNetworks: false }), 'blocked-address');
    expect(err.message).toBe('Addresses on private or local networks are not allowed');
    expect(err.retryable).toBe(false);
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/feed',
    'data:text/xml,<rss/>',
    'gopher://example.com/',
    'javascript:alert(1)',
  ])('refuses the scheme of %s', async (url) => {
    await expectReason(guardedFetch(url, { allowPrivateNetworks: true }), 'bad-scheme');
  });

  it('rejects text that is not a URL', async () => {
    await expectReason(guardedFetch('not a url', local), 'bad-url');
  });

  it('checks names at connect time, refusing a host if any of its addresses is private', async () => {
    const lookups: string[] = [];
    const lookup = async (host: string) => {
      lookups.push(host);
      return [
        { address: '93.184.216.34', family: 4 as const },
        { address: '10.0.0.7', family: 4 as const },
      ];
    };
    await expectReason(
      guardedFetch('http://rebind.example.test/feed', { allowPrivateNetworks: false, lookup }),
      'blocked-address',
    );
    expect(lookups).toEqual(['rebind.example.test']);
  });

  it('refuses a name that the system resolver maps to loopback (localhost), without connecting', async () => {
    let hits = 0;
    const { port } = await serve((_req, res) => {
      hits++;
      res.end(RSS);
    });
    await expectReason(
      guardedFetch(`http://localhost:${port}/feed`, { allowPrivateNetworks: false }),
      'blocked-address',
    );
    expect(hits).toBe(0);
  });

  it('refuses a "public" host whose response redirects to 127.0.0.1, on the redirect hop', async () => {
    const paths: string[] = [];
    const { port } = await serve((req, res) => {
      paths.push(req.url ?? '');
      if (req.url === '/feed') res.writeHead(302, { Location: `http://127.0.0.1:${port}/secret` }).end();
      else res.end('secret');
    });
    const opts: GuardedFetchOptions = {
      allowPrivateNetworks: false,
      lookup: async (host) => (host === 'feeds.example.test' ? [{ address: '127.0.0.1', family: 4 }] : []),
      treatAsPublic: (address) => address === '127.0.0.1',
    };
    // The hooks do let the "public" host through ...
    const ok = await guardedFetch(`http://feeds.example.test:${port}/plain`, opts);
    expect(ok.status).toBe('ok');
    // ... but not the redirect to a loopback literal.
    await expectReason(guardedFetch(`http://feeds.example.test:${port}/feed`, opts), 'blocked-address');
    expect(paths).toEqual(['/plain', '/feed']);
  });

  it('lets a local server through when private networks are allowed', async () => {
    const { origin } = await serve((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(RSS),
    );
    const res = await guardedFetch(`${origin}/feed`, local);
    expect(res).toMatchObject({
      status: 'ok',
      httpStatus: 200,
      finalUrl: `${origin}/feed`,
      contentType: 'application/rss+xml',
      body: RSS,
    });
  });
});

describe('guardedFetch limits', () => {
  it('stops a gzip bomb (200 MiB of zeros) at the decoded size cap', async () => {
    let sent = 0;
    const { origin } = await serve((_req, res) => {
      const zeros = new Readable({
        read() {
          if (sent >= 200 * 1024 * 1024) return void this.push(null);
          sent += 1024 * 1024;
          this.push(Buffer.alloc(1024 * 1024));
        },
      });
      res.writeHead(200, { 'Content-Type': 'application/rss+xml', 'Content-Encoding': 'gzip' });
      pipeline(zeros, zlib.createGzip({ level: 1 }), res, () => {});
    });
    const err = await expectReason(guardedFetch(origin, local), 'too-large');
    expect(err.message).toMatch(/15 MB/);
  });

  it('refuses a plain body larger than maxBytes', async () => {
    const { origin } = await serve((_req, res) => res.end('x'.repeat(5000)));
    await expectReason(guardedFetch(origin, { ...local, maxBytes: 1000 }), 'too-large');
  });

  it.each([
    ['gzip', zlib.gzipSync],
    ['deflate', zlib.deflateSync],
    ['br', zlib.brotliCompressSync],
  ] as const)('decodes %s bodies', async (encoding, compress) => {
    const { origin } = await serve((_req, res) =>
      res.writeHead(200, { 'Content-Encoding': encoding }).end(compress(Buffer.from(RSS))),
    );
    const res = await guardedFetch(origin, local);
    expect(res.status === 'ok' && res.body).toBe(RSS);
  });

  it('cuts a server dripping one byte per second at the total timeout', async () => {
    const { origin } = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/rss+xml' });
      const timer = setInterval(() => res.write('<'), 1000);
      res.on('close', () => clearInterval(timer));
    });
    const err = await expectReason(guardedFetch(origin, { ...local, totalTimeoutMs: 1500 }), 'timeout');
    expect(err.retryable).toBe(true);
    expect(err.message).toBe('The feed server did not answer within 1.5 seconds');
  });

  it('gives up connecting after the connect timeout', async () => {
    const never = () => new Promise<never>(() => {});
    const err = await expectReason(
      guardedFetch('http://slow.example.test/', { ...local, lookup: never, connectTimeoutMs: 200 }),
      'timeout',
    );
    expect(err.retryable).toBe(true);
  });

  it('reports a refused connection as a retryable network error', async () => {
    const { origin } = await serve((_req, res) => res.end());
    const closed = servers.pop()!;
    await new Promise((resolve) => closed.close(resolve));
    const err = await expectReason(guardedFetch(origin, local), 'network');
    expect(err.retryable).toBe(true);
  });
});

describe('guardedFetch redirects', () => {
  it('follows relative redirects and reports the final URL', async () => {
    const { origin } = await serve((req, res) => {
      if (req.url === '/old') res.writeHead(301, { Location: 'new?x=1#frag' }).end();
      else res.end(RSS);
    });
    const res = await guardedFetch(`${origin}/old`, local);
    expect(res).toMatchObject({ status: 'ok', finalUrl: `${origin}/new?x=1` });
  });

  it('detects a redirect loop', async () => {
    const { origin } = await serve((req, res) =>
      res.writeHead(302, { Location: req.url === '/a' ? '/b' : '/a' }).end(),
    );
    await expectReason(guardedFetch(`${origin}/a`, local), 'redirect-loop');
  });

  it('follows 5 redirects but not 6', async () => {
    const { origin } = await serve((req, res) => {
      const n = Number(req.url?.slice(1));
      if (n > 0) res.writeHead(307, { Location: `/${n - 1}` }).end();
      else res.end(RSS);
    });
    expect((await guardedFetch(`${origin}/5`, local)).status).toBe('ok');
    const err = await expectReason(guardedFetch(`${origin}/6`, local), 'too-many-redirects');
    expect(err.message).toBe('The feed server redirected more than 5 times');
  });

  it('decides redirects: downgrade, scheme, loop, count, relative', () => {
    const from = new URL('https://feeds.example.com/a/feed');
    const reasonOf = (fn: () => unknown) => {
      try {
        fn();
      } catch (err) {
        return (err as FeedFetchError).reason;
      }
      return 'followed';
    };
    expect(reasonOf(() => resolveRedirect(from, 'http://feeds.example.com/a/feed', new Set(), 0, 5))).toBe('downgrade');
    expect(reasonOf(() => resolveRedirect(from, 'file:///etc/passwd', new Set(), 0, 5))).toBe('bad-scheme');
    expect(reasonOf(() => resolveRedirect(from, '/a/feed#top', new Set([from.href]), 0, 5))).toBe('redirect-loop');
    expect(reasonOf(() => resolveRedirect(from, '/b', new Set(), 5, 5))).toBe('too-many-redirects');
    expect(resolveRedirect(from, '../rss.xml', new Set(), 0, 5).href).toBe('https://feeds.example.com/rss.xml');
    expect(resolveRedirect(new URL('http://a.example/'), 'https://b.example/x', new Set(), 4, 5).href).toBe(
      'https://b.example/x',
    );
  });
});

describe('guardedFetch protocol details', () => {
  it('sends the expected headers and supports conditional GET (304)', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const { origin } = await serve((req, res) => {
      seen.push(req.headers);
      if (req.headers['if-none-match'] === '"v1"') return void res.writeHead(304).end();
      res.writeHead(200, { ETag: '"v1"', 'Last-Modified': 'Wed, 01 Jan 2025 00:00:00 GMT' }).end(RSS);
    });
    const first = await guardedFetch(origin, local);
    expect(first).toMatchObject({ status: 'ok', etag: '"v1"', lastModified: 'Wed, 01 Jan 2025 00:00:00 GMT' });
    const second = await guardedFetch(origin, {
      ...local,
      etag: '"v1"',
      lastModified: 'Wed, 01 Jan 2025 00:00:00 GMT',
    });
    expect(second).toEqual({ status: 'not-modified', finalUrl: `${origin}/` });

    expect(seen[0]).toMatchObject({
      accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
      'accept-encoding': 'gzip, deflate, br',
      'user-agent': 'SynthFeedReader/1.0 (+https://synth.app)',
    });
    expect(seen[0]['if-none-match']).toBeUndefined();
    expect(seen[1]['if-modified-since']).toBe('Wed, 01 Jan 2025 00:00:00 GMT');
  });

  it.each([
    [403, {}, '', 'bot-block', false],
    [429, { 'cf-mitigated': 'challenge' }, '', 'bot-block', true],
    [401, {}, '<title>Just a moment...</title>', 'bot-block', false],
    [401, {}, 'login required', 'http-status', false],
    [429, {}, 'slow down', 'http-status', true],
    [404, {}, '', 'http-status', false],
    [503, {}, '', 'http-status', true],
  ] as const)('maps HTTP %i %o to %s', async (status, headers, body, reason, retryable) => {
    const { origin } = await serve((_req, res) => res.writeHead(status, headers).end(body));
    const err = await expectReason(guardedFetch(origin, local), reason);
    expect(err.retryable).toBe(retryable);
    expect(err.httpStatus).toBe(status);
    expect(err.message).toContain(`HTTP ${status}`);
  });

  it('says which status blocked the reader', async () => {
    const { origin } = await serve((_req, res) => res.writeHead(403).end());
    const err = await failure(guardedFetch(origin, local));
    expect(err.message).toBe('The site blocked our reader (HTTP 403)');
  });

  it('decodes the charset from the Content-Type header', async () => {
    const body = Buffer.concat([
      Buffer.from('<rss><channel><title>'),
      Buffer.from([0x93, 0x43, 0x61, 0x66, 0xe9, 0x94]),
      Buffer.from('</title></channel></rss>'),
    ]);
    const { origin } = await serve((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'text/xml; charset="windows-1252"' }).end(body),
    );
    const res = await guardedFetch(origin, local);
    expect(res.status === 'ok' && res.body).toContain('\u201cCafé\u201d');
  });

  it('decodes the charset from the XML prolog when the header has none', async () => {
    const body = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><rss><channel><title>Notícias</title></channel></rss>',
      'latin1',
    );
    const { origin } = await serve((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(body),
    );
    const res = await guardedFetch(origin, local);
    expect(res.status === 'ok' && res.body).toContain('<title>Notícias</title>');
  });

  it('picks the charset: BOM, then header, then prolog, then UTF-8', () => {
    const prolog = Buffer.from('<?xml version="1.0" encoding="windows-1252"?><a>\x80</a>', 'latin1');
    expect(decodeBody(prolog, null)).toContain('<a>€</a>');
    expect(decodeBody(prolog, 'text/xml; charset=iso-8859-1')).toContain('<a>€</a>'); // WHATWG: latin1 means windows-1252
    expect(decodeBody(Buffer.from('<a>é</a>'), 'text/xml')).toBe('<a>é</a>');
    expect(decodeBody(Buffer.from('\uFEFF<a>é</a>'), 'text/xml; charset=iso-8859-1')).toBe('<a>é</a>');
  });

  it('refuses an unknown charset', async () => {
    const { origin } = await serve((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'text/xml; charset=x-klingon' }).end(RSS),
    );
    const err = await expectReason(guardedFetch(origin, local), 'bad-encoding');
    expect(err.message).toContain('x-klingon');
  });
});

describe('guardedFetch posting', () => {
  it('posts the body with its type, and follows no redirect: the body never goes to an unchecked address', async () => {
    const seen: { method?: string; type?: string; body: string }[] = [];
    const { origin } = await serve((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, type: req.headers['content-type'], body });
        if (req.url === '/moved') {
          res.writeHead(307, { location: '/hook' });
          return res.end();
        }
        res.writeHead(200);
        res.end('ok');
      });
    });
    const post = { contentType: 'application/json', body: '{"text":"hi"}' };
    const ok = await guardedFetch(`${origin}/hook`, { ...local, post });
    expect(ok.status === 'ok' && ok.body).toBe('ok');
    expect(seen[0]).toEqual({ method: 'POST', type: 'application/json', body: '{"text":"hi"}' });
    const err = await failure(guardedFetch(`${origin}/moved`, { ...local, post }));
    expect(err.httpStatus).toBe(307);
    expect(seen).toHaveLength(2);
  });

  it('refuses to post to a private address unless private networks are allowed', async () => {
    const { origin } = await serve((_req, res) => res.end('ok'));
    const err = await failure(
      guardedFetch(`${origin}/hook`, {
        allowPrivateNetworks: false,
        post: { contentType: 'application/json', body: '{}' },
      }),
    );
    expect(err.reason).toBe('blocked-address');
  });
});
