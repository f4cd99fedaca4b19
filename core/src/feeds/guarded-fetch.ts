// HTTP(S) client for user-supplied feed URLs. Users can type any address, so this is an SSRF
// boundary: the destination address is checked when the socket connects (via `lookup`), on every
// redirect hop, and every limit (time, size, redirects) is enforced here rather than trusted to
// the remote server.
import * as dns from 'node:dns';
import * as http from 'node:http';
import * as https from 'node:https';
import type * as net from 'node:net';
import { assertHostAllowed, blockedAddressError, isBlockedAddress } from './address-policy';
import { decodeBody } from './charset';
import { FeedFetchError } from './feed-errors';
import {
  botBlockError,
  connectTimeoutError,
  dnsError,
  httpStatusError,
  looksLikeBotBlock,
  mayBeBotBlock,
  toFeedError,
  tooLarge,
  totalTimeoutError,
} from './fetch-error-mapping';
import { parseFeedUrl, resolveRedirect } from './redirects';
import { readBody } from './response-body';

export interface GuardedFetchOptions {
  allowPrivateNetworks: boolean;
  etag?: string | null;
  lastModified?: string | null; // conditional GET
  maxBytes?: number; // default 15 MiB, applies to the DECODED body (gzip/deflate/br decompressed)
  connectTimeoutMs?: number; // default 10_000
  totalTimeoutMs?: number; // default 20_000 (whole request incl. redirects and body)
  maxRedirects?: number; // default 5
  userAgent?: string; // default 'SynthFeedReader/1.0 (+https://synth.app)'
  /** Extra request headers (an API key, say), sent only to the first URL's origin so a redirect elsewhere never carries them. */
  headers?: Record<string, string>;
  /**
   * A POST of this body instead of a GET (a webhook delivery). A redirect is never followed for a
   * POST: the body would go to an address nobody checked.
   */
  post?: { contentType: string; body: string };
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

type Optional = 'etag' | 'lastModified' | 'lookup' | 'treatAsPublic' | 'headers' | 'post';
type Options = Required<Omit<GuardedFetchOptions, Optional>> & Pick<GuardedFetchOptions, Optional>;

const MiB = 1024 * 1024;
const ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

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
  const timeout = totalTimeoutError(opts.totalTimeoutMs);
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
    if (!opts.allowPrivateNetworks) assertHostAllowed(current);
    visited.add(current.href);
    const res = await requestOnce(current, opts, signal, current.origin === start.origin);
    const status = res.statusCode ?? 0;
    const location = res.headers.location;
    if (REDIRECT_STATUSES.has(status) && location && !opts.post) {
      res.destroy();
      current = resolveRedirect(current, location, visited, redirects, opts.maxRedirects);
      continue;
    }
    if (status === 304 && !opts.post) {
      res.destroy();
      return { status: 'not-modified', finalUrl: current.href };
    }
    if (status >= 300) throw await statusError(res, status, signal);
    return readOk(res, current, status, opts, signal);
  }
}

function requestOnce(
  url: URL,
  opts: Options,
  signal: AbortSignal,
  firstOrigin: boolean,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = {
      'User-Agent': opts.userAgent,
      Accept: opts.post ? '*/*' : ACCEPT,
      'Accept-Encoding': 'gzip, deflate, br',
      ...(firstOrigin ? opts.headers : undefined),
    };
    if (opts.etag) headers['If-None-Match'] = opts.etag;
    if (opts.lastModified) headers['If-Modified-Since'] = opts.lastModified;
    if (opts.post) {
      headers['Content-Type'] = opts.post.contentType;
      headers['Content-Length'] = Buffer.byteLength(opts.post.body, 'utf8');
    }
    const secure = url.protocol === 'https:';
    // agent: false gives a fresh socket per hop, so every connection goes through guardedLookup.
    const req = (secure ? https : http).request(url, {
      method: opts.post ? 'POST' : 'GET',
      headers,
      agent: false,
      lookup: guardedLookup(opts),
      signal,
    });
    const connectTimer = setTimeout(
      () => req.destroy(connectTimeoutError(opts.connectTimeoutMs)),
      opts.connectTimeoutMs,
    );
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
    req.end(opts.post?.body);
  });
}

/**
 * The address check alone, for another client's sockets (a person's own server, on a platform of
 * independent servers): every address a host resolves to must be public unless private networks are allowed.
 */
export function publicAddressLookup(allowPrivateNetworks: boolean): net.LookupFunction {
  return guardedLookup({ allowPrivateNetworks });
}

type LookupOptions = Pick<Options, 'allowPrivateNetworks' | 'lookup' | 'treatAsPublic'>;

function guardedLookup(opts: LookupOptions): net.LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname, opts)
      .then((all) => {
        // Refuse if ANY address is private: the socket may try each of them.
        if (
          all.some((a) => !opts.allowPrivateNetworks && isBlockedAddress(a.address) && !opts.treatAsPublic?.(a.address))
        ) {
          throw blockedAddressError();
        }
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const wanted = family === 4 || family === 6 ? all.filter((a) => a.family === family) : all;
        if (wanted.length === 0) throw dnsError('ENOTFOUND');
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0].address, wanted[0].family);
      })
      .catch((err: unknown) => callback(err as NodeJS.ErrnoException, '', 0));
  };
}

async function resolveHost(hostname: string, opts: LookupOptions): Promise<{ address: string; family: 4 | 6 }[]> {
  try {
    if (opts.lookup) return await opts.lookup(hostname);
    const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
    return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
  } catch (err) {
    throw err instanceof FeedFetchError ? err : dnsError((err as NodeJS.ErrnoException).code);
  }
}

async function readOk(
  res: http.IncomingMessage,
  url: URL,
  status: number,
  opts: Options,
  signal: AbortSignal,
): Promise<GuardedFetchResult> {
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

async function statusError(res: http.IncomingMessage, status: number, signal: AbortSignal): Promise<FeedFetchError> {
  if (!mayBeBotBlock(status)) {
    res.destroy();
    return httpStatusError(status);
  }
  const snippet = await readBody(res, 16 * 1024, signal, true).then(
    (b) => b.toString('latin1'),
    () => '',
  );
  return looksLikeBotBlock(status, res.headers, snippet) ? botBlockError(status) : httpStatusError(status);
}

function firstHeader(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function withoutUndefined<T extends object>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;
}
