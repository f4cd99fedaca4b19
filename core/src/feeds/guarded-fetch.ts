// HTTP(S) client for user-supplied feed URLs. Users can type any address, so this is an SSRF
// boundary: the destination address is checked when the socket connects (via `lookup`), on every
// redirect hop, and every limit (time, size, redirects) is enforced here rather than trusted to
// the remote server.
import * as dns from 'node:dns';
import * as http from 'node:http';
import * as https from 'node:https';
import * as net from 'node:net';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { TextDecoder } from 'node:util';
import * as zlib from 'node:zlib';
import { FeedFetchError } from './feed-errors';

export interface GuardedFetchOptions {
  allowPrivateNetworks: boolean;
  etag?: string | null;
  lastModified?: string | null; // conditional GET
  maxBytes?: number; // default 15 MiB, applies to the DECODED body (gzip/deflate/br decompressed)
  connectTimeoutMs?: number; // default 10_000
  totalTimeoutMs?: number; // default 20_000 (whole request incl. redirects and body)
  maxRedirects?: number; // default 5
  userAgent?: string; // default 'SynthFeedReader/1.0 (+https://synth.app)'
  /** Test hook only: DNS lookup replacement with the signature of dns.lookup (all: true variant is fine). */
  lookup?: (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;
  /** Test hook only: addresses treated as public even though they are private (to let a loopback fixture play a "public" host). */
  treatAsPublic?: (address: string) => boolean;
}

export type GuardedFetchResult =
  | {
      status: 'ok';
      finalUrl: string;
      httpStatus: number;
      contentType: string | null;
      body: string;
      etag: string | null;
      lastModified: string | null;
    }
  | { status: 'not-modified'; finalUrl: string };

type Options = Required<Omit<GuardedFetchOptions, 'etag' | 'lastModified' | 'lookup' | 'treatAsPublic'>> &
  Pick<GuardedFetchOptions, 'etag' | 'lastModified' | 'lookup' | 'treatAsPublic'>;

const MiB = 1024 * 1024;
const ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const BLOCKED_HOSTNAMES = new Set(['metadata.google.internal']);
const BLOCKED_MESSAGE = 'Addresses on private or local networks are not allowed';

export async function guardedFetch(url: string, options: GuardedFetchOptions): Promise<GuardedFetchResult> {
  const opts: Options = {
    maxBytes: 15 * MiB,
    connectTimeoutMs: 10_000,
    totalTimeoutMs: 20_000,
    maxRedirects: 5,
    userAgent: 'SynthFeedReader/1.0 (+https://synth.app)',
    ...withoutUndefined(options),
    allowPrivateNetworks: options.allowPrivateNetworks === true,
  };
  const start = parseFeedUrl(url);
  const timeout = new FeedFetchError('timeout', `The feed server did not answer within ${seconds(opts.totalTimeoutMs)}`, true);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(timeout), opts.totalTimeoutMs);
  try {
    return await follow(start, opts, controller.signal);
  } catch (err) {
    // Whatever broke after the deadline (socket, stream, zlib) broke because of the deadline.
    if (controller.signal.aborted) throw timeout;
    throw toFeedError(err);
  } finally {
    clearTimeout(timer);
  }
}

async function follow(start: URL, opts: Options, signal: AbortSignal): Promise<GuardedFetchResult> {
  const visited = new Set<string>();
  let current = start;
  for (let redirects = 0; ; redirects++) {
    checkHost(current, opts);
    visited.add(current.href);
    const res = await requestOnce(current, opts, signal);
    const status = res.statusCode ?? 0;
    const location = res.headers.location;
    if (REDIRECT_STATUSES.has(status) && location) {
      res.destroy();
      current = resolveRedirect(current, location, visited, redirects, opts.maxRedirects);
      continue;
    }
    if (status === 304) {
      res.destroy();
      return { status: 'not-modified', finalUrl: current.href };
    }
    if (status >= 300) throw await statusError(res, status, signal);
    return readOk(res, current, status, opts, signal);
  }
}

/** Decides where a redirect may go; throws when it must not be followed. Pure, so it is unit tested directly. */
export function resolveRedirect(
  from: URL,
  location: string,
  visited: ReadonlySet<string>,
  redirectsFollowed: number,
  maxRedirects: number,
): URL {
  let next: URL;
  try {
    next = new URL(location, from);
  } catch {
    throw new FeedFetchError('bad-url', 'The feed server redirected to an invalid address', false);
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:') {
    throw new FeedFetchError('bad-scheme', 'The feed server redirected to an address that is not http or https', false);
  }
  if (from.protocol === 'https:' && next.protocol === 'http:') {
    throw new FeedFetchError('downgrade', 'The feed server redirected from a secure (https) to an insecure (http) address', false);
  }
  next.hash = '';
  if (visited.has(next.href)) throw new FeedFetchError('redirect-loop', 'The feed server keeps redirecting in a loop', false);
  if (redirectsFollowed >= maxRedirects) {
    throw new FeedFetchError('too-many-redirects', `The feed server redirected more than ${maxRedirects} times`, false);
  }
  return next;
}

function parseFeedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new FeedFetchError('bad-url', 'This is not a valid web address', false);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FeedFetchError('bad-scheme', 'Only http and https feed addresses are supported', false);
  }
  url.hash = '';
  return url;
}

// IP literals never reach `lookup`, so they are checked here; names are checked at connect time.
function checkHost(url: URL, opts: Options): void {
  if (opts.allowPrivateNetworks) return;
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  if (BLOCKED_HOSTNAMES.has(host) || (net.isIP(host) !== 0 && isBlockedAddress(host))) {
    throw new FeedFetchError('blocked-address', BLOCKED_MESSAGE, false);
  }
}

function requestOnce(url: URL, opts: Options, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = {
      'User-Agent': opts.userAgent,
      Accept: ACCEPT,
      'Accept-Encoding': 'gzip, deflate, br',
    };
    if (opts.etag) headers['If-None-Match'] = opts.etag;
    if (opts.lastModified) headers['If-Modified-Since'] = opts.lastModified;
    const secure = url.protocol === 'https:';
    // agent: false gives a fresh socket per hop, so every connection goes through guardedLookup.
    const req = (secure ? https : http).request(url, { method: 'GET', headers, agent: false, lookup: guardedLookup(opts), signal });
    const connectTimer = setTimeout(() => {
      req.destroy(new FeedFetchError('timeout', `The feed server did not accept a connection within ${seconds(opts.connectTimeoutMs)}`, true));
    }, opts.connectTimeoutMs);
    req.once('socket', (socket) => socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer)));
    req.once('response', (res) => {
      clearTimeout(connectTimer);
      resolve(res);
    });
    // `on`, not `once`: a late second error must not become an unhandled 'error' event.
    req.on('error', (err) => {
      clearTimeout(connectTimer);
      reject(err);
    });
    req.end();
  });
}

function guardedLookup(opts: Options): net.LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname, opts).then(
      (all) => {
        // Refuse if ANY address is private: the socket may try each of them.
        if (all.some((a) => !opts.allowPrivateNetworks && isBlockedAddress(a.address) && !opts.treatAsPublic?.(a.address))) {
          throw new FeedFetchError('blocked-address', BLOCKED_MESSAGE, false);
        }
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const wanted = family === 4 || family === 6 ? all.filter((a) => a.family === family) : all;
        if (wanted.length === 0) throw dnsError('ENOTFOUND');
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0].address, wanted[0].family);
      },
    ).catch((err: unknown) => callback(err as NodeJS.ErrnoException, '', 0));
  };
}

async function resolveHost(hostname: string, opts: Options): Promise<{ address: string; family: 4 | 6 }[]> {
  try {
    if (opts.lookup) return await opts.lookup(hostname);
    const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
    return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
  } catch (err) {
    throw err instanceof FeedFetchError ? err : dnsError((err as NodeJS.ErrnoException).code);
  }
}

function dnsError(code: string | undefined): FeedFetchError {
  // ENOTFOUND means the name does not exist; other DNS failures are usually transient.
  return new FeedFetchError('dns', "We could not find the feed's server (its domain name does not resolve)", code !== 'ENOTFOUND');
}

async function readOk(res: http.IncomingMessage, url: URL, status: number, opts: Options, signal: AbortSignal): Promise<GuardedFetchResult> {
  const declared = Number(res.headers['content-length']);
  if (!res.headers['content-encoding'] && declared > opts.maxBytes) {
    res.destroy();
    throw tooLarge(opts.maxBytes);
  }
  const raw = await readBody(res, opts.maxBytes, signal, false);
  const contentType = res.headers['content-type'] ?? null;
  return {
    status: 'ok',
    finalUrl: url.href,
    httpStatus: status,
    contentType,
    body: decodeBody(raw, contentType),
    etag: firstHeader(res.headers.etag),
    lastModified: firstHeader(res.headers['last-modified']),
  };
}

/** Reads the decoded body; past `limit` decoded bytes it either truncates or throws 'too-large'. */
async function readBody(res: http.IncomingMessage, limit: number, signal: AbortSignal, truncate: boolean): Promise<Buffer> {
  const decoder = makeDecoder(res.headers['content-encoding']);
  const source: Readable = decoder ? pipeline(res, decoder, () => {}) : res;
  const onAbort = () => source.destroy(signal.reason as Error);
  signal.addEventListener('abort', onAbort, { once: true });
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) {
        if (!truncate) throw tooLarge(limit);
        chunks.push(chunk.subarray(0, chunk.length - (size - limit)));
        break;
      }
      chunks.push(chunk);
    }
  } catch (err) {
    if (err instanceof FeedFetchError || signal.aborted || !decoder || res.errored) throw err;
    throw new FeedFetchError('network', 'The feed server sent a damaged compressed response', true);
  } finally {
    signal.removeEventListener('abort', onAbort);
    // Stop the download right here: the rest of a decompression bomb is never inflated.
    decoder?.destroy();
    res.destroy();
  }
  return Buffer.concat(chunks);
}

function makeDecoder(header: string | undefined): Transform | null {
  const encoding = (header ?? '').trim().toLowerCase();
  // Sync flush tolerates servers that cut the compressed stream short, as browsers do.
  const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  if (encoding === '' || encoding === 'identity') return null;
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip(flush);
  if (encoding === 'deflate') return zlib.createInflate(flush);
  if (encoding === 'br') return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
  throw new FeedFetchError('bad-encoding', `The feed uses a compression we cannot read (${encoding})`, false);
}

/** Charset: byte order mark, then the Content-Type header, then the XML prolog, then UTF-8. */
export function decodeBody(body: Buffer, contentType: string | null): string {
  const label = bomCharset(body) ?? headerCharset(contentType) ?? prologCharset(body) ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    throw new FeedFetchError('bad-encoding', `The feed uses a text encoding we cannot read (${label})`, false);
  }
  // Node's TextDecoder (v20) reads windows-1252 as plain latin1, losing “smart quotes” and €.
  return decoder.encoding === 'windows-1252' ? decodeWindows1252(body) : decoder.decode(body);
}

// Code points for bytes 0x80-0x9F, where windows-1252 differs from latin1.
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function decodeWindows1252(body: Buffer): string {
  return body.toString('latin1').replace(/[\x80-\x9f]/g, (ch) => String.fromCharCode(CP1252_HIGH[ch.charCodeAt(0) - 0x80]));
}

function bomCharset(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return null;
}

function headerCharset(contentType: string | null): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '');
  return match ? match[1] : null;
}

function prologCharset(body: Buffer): string | null {
  const head = body.subarray(0, 512).toString('latin1');
  const match = /^\s*<\?xml\s[^>]*?encoding\s*=\s*["']([^"']+)["']/.exec(head);
  // A prolog readable as ASCII cannot really be UTF-16; such a declaration is a lie.
  if (!match || /^utf-?16/i.test(match[1])) return null;
  return match[1];
}

async function statusError(res: http.IncomingMessage, status: number, signal: AbortSignal): Promise<FeedFetchError> {
  if (status === 401 || status === 403 || status === 429) {
    const snippet = await readBody(res, 16 * 1024, signal, true).then((b) => b.toString('latin1'), () => '');
    if (looksLikeBotBlock(status, res.headers, snippet)) {
      return new FeedFetchError('bot-block', `The site blocked our reader (HTTP ${status})`, status === 429, status);
    }
  } else {
    res.destroy();
  }
  return httpStatusError(status);
}

const BOT_BLOCK_SERVER = /cloudflare|akamai|ddos-guard|sucuri|incapsula|imperva|perimeterx|datadome/i;
const BOT_BLOCK_BODY =
  /captcha|cloudflare|just a moment|attention required|access denied|are you a (ro)?bot|bot (protection|detection)|unusual traffic|automated (requests|access)/i;

function looksLikeBotBlock(status: number, headers: http.IncomingHttpHeaders, body: string): boolean {
  // Feeds are public, so a 403 is almost always a filter against automated readers.
  if (status === 403) return true;
  return headers['cf-mitigated'] !== undefined || BOT_BLOCK_SERVER.test(String(headers.server ?? '')) || BOT_BLOCK_BODY.test(body);
}

function httpStatusError(status: number): FeedFetchError {
  const err = (message: string, retryable: boolean) => new FeedFetchError('http-status', `${message} (HTTP ${status})`, retryable, status);
  if (status < 400) return err('The feed server sent a redirect without a target address', false);
  if (status === 401) return err('The feed requires a login', false);
  if (status === 404) return err('The feed was not found', false);
  if (status === 410) return err('The feed has been removed', false);
  if (status === 429) return err('The feed server asked us to slow down', true);
  if (status >= 500) return err('The feed server had an internal problem', true);
  return err('The feed server refused the request', false);
}

function toFeedError(err: unknown): FeedFetchError {
  if (err instanceof FeedFetchError) return err;
  const code = String((err as NodeJS.ErrnoException | undefined)?.code ?? '');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return dnsError(code);
  if (code === 'ETIMEDOUT') return new FeedFetchError('timeout', 'The feed server did not answer in time', true);
  if (/CERT|TLS|SSL/.test(code)) return new FeedFetchError('network', "The feed site's security certificate is not valid", false);
  if (code.startsWith('HPE_')) return new FeedFetchError('network', 'The feed server sent an invalid HTTP response', true);
  return new FeedFetchError('network', 'We could not connect to the feed server', true);
}

function tooLarge(limit: number): FeedFetchError {
  return new FeedFetchError('too-large', `The feed is larger than ${Math.round(limit / MiB) || '<1'} MB, the most we read`, false);
}

function seconds(ms: number): string {
  const s = Math.round(ms / 100) / 10;
  return s === 1 ? '1 second' : `${s} seconds`;
}

function firstHeader(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function withoutUndefined<T extends object>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;
}

// ---- Address ranges ----------------------------------------------------------------------------

// [network, prefix length]; anything here is not a public internet host.
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, incl. cloud metadata 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast 255.255.255.255
];
const BLOCKED_V4_NUM = BLOCKED_V4.map(([net4, bits]) => [parseV4(net4)!, bits] as const);

/** True for loopback, private, link-local, multicast, reserved and other non-public addresses. */
export function isBlockedAddress(ip: string): boolean {
  const host = ip.trim().replace(/^\[|\]$/g, '');
  const v4 = parseV4(host);
  if (v4 !== null) return isBlockedV4(v4);
  const g = parseV6(host);
  if (!g) return true; // unparseable: refuse rather than guess
  const embedded = ((g[6] << 16) | g[7]) >>> 0;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 6)) return true; // ::, ::1 and deprecated IPv4-compatible ::a.b.c.d
  if (zeros(0, 5) && g[5] === 0xffff) return isBlockedV4(embedded); // IPv4-mapped ::ffff:a.b.c.d
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return isBlockedV4(embedded); // IPv4-translated
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return isBlockedV4(embedded); // NAT64
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return true; // local-use NAT64
  if (g[0] === 0x2002) return isBlockedV4(((g[1] << 16) | g[2]) >>> 0); // 6to4
  if (g[0] === 0x2001 && (g[1] === 0 || g[1] === 0xdb8)) return true; // Teredo, documentation
  if (g[0] === 0x100 && zeros(1, 4)) return true; // discard prefix
  if ((g[0] & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((g[0] & 0xffc0) === 0xfe80 || (g[0] & 0xffc0) === 0xfec0) return true; // link-local, site-local
  if ((g[0] & 0xff00) === 0xff00) return true; // multicast
  return false;
}

function isBlockedV4(n: number): boolean {
  return BLOCKED_V4_NUM.some(([network, bits]) => n >>> (32 - bits) === network >>> (32 - bits));
}

function parseV4(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.reduce((acc, p) => acc * 256 + Number(p), 0);
}

/** Expands an IPv6 address (with optional embedded IPv4 tail and zone id) into 8 numeric groups. */
function parseV6(ip: string): number[] | null {
  let text = ip.replace(/%.*$/, '').toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = parseV4(tail[1]);
    if (v4 === null) return null;
    text = text.slice(0, tail.index) + `${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...rest];
  if (!groups.every((x) => /^[0-9a-f]{1,4}$/.test(x))) return null;
  return groups.map((x) => parseInt(x, 16));
}
