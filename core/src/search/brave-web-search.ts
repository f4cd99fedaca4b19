// Real-world examples from the web through the Brave Search API (web search endpoint). Every
// request goes through the guarded fetcher, so a misconfigured base URL cannot reach private
// addresses unless private networks are allowed (local stand-ins in development and tests).
import { FeedFetchError } from '../feeds/feed-errors';
import { guardedFetch } from '../feeds/guarded-fetch';
import { htmlToText } from '../lib/sanitize';
import { excludeKnownUrls } from './exclude-known-urls';
import {
  SearchUnavailableError,
  type SearchAnswer,
  type SearchOptions,
  type SearchProvider,
  type SearchResult,
} from './search.types';

export interface BraveWebSearchOptions {
  /** Sent as X-Subscription-Token; a local stand-in accepts none. */
  apiKey?: string;
  /** https://api.search.brave.com, or a stand-in speaking the same API. */
  baseUrl: string;
  usdPer1000Requests: number;
  allowPrivateNetworks: boolean;
}

/** Where the real API lives; BRAVE_SEARCH_URL replaces it with a stand-in. */
export const BRAVE_SEARCH_API_URL = 'https://api.search.brave.com';

/** The API returns at most 20 results a request. */
const MAX_COUNT = 20;
/** Brave refuses queries longer than 400 characters. */
const MAX_QUERY_CHARS = 400;
const SNIPPET_CHARS = 280;

interface BraveWebResult {
  title?: unknown;
  url?: unknown;
  description?: unknown;
}

export class BraveWebSearch implements SearchProvider {
  constructor(private readonly opts: BraveWebSearchOptions) {}

  async search(query: string, opts: SearchOptions): Promise<SearchAnswer> {
    const q = query.trim().slice(0, MAX_QUERY_CHARS);
    if (!q || opts.limit < 1) return { results: [], cost: { requests: 0, usd: 0 } };
    // Ask for a few more than needed: the digest's own articles may be among them.
    const count = Math.min(MAX_COUNT, opts.limit + (opts.excludeUrls?.length ?? 0) + 2);
    const url = new URL('/res/v1/web/search', `${this.opts.baseUrl}/`);
    url.search = new URLSearchParams({
      q,
      count: String(count),
      result_filter: 'web',
      text_decorations: 'false',
      safesearch: 'moderate',
    }).toString();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.opts.apiKey) headers['X-Subscription-Token'] = this.opts.apiKey;
    const body = await this.fetch(url.href, headers);
    const results = excludeKnownUrls(parseResults(body), opts.excludeUrls).slice(0, opts.limit);
    // Brave bills successful requests only: one here, whatever it returned.
    return { results, cost: { requests: 1, usd: this.opts.usdPer1000Requests / 1000 } };
  }

  private async fetch(url: string, headers: Record<string, string>): Promise<string> {
    try {
      const res = await guardedFetch(url, {
        allowPrivateNetworks: this.opts.allowPrivateNetworks,
        headers,
        maxBytes: 2 * 1024 * 1024,
        totalTimeoutMs: 15_000,
        maxRedirects: 2,
      });
      if (res.status !== 'ok') throw new SearchUnavailableError('Web search sent no answer');
      return res.body;
    } catch (err) {
      throw unavailable(err);
    }
  }
}

function parseResults(body: string): SearchResult[] {
  let json: { web?: { results?: unknown } };
  try {
    json = JSON.parse(body) as typeof json;
  } catch {
    throw new SearchUnavailableError('Web search sent an answer that is not JSON');
  }
  const raw = Array.isArray(json?.web?.results) ? (json.web.results as BraveWebResult[]) : [];
  return raw.flatMap((r) => {
    if (typeof r?.url !== 'string' || typeof r.title !== 'string') return [];
    const title = htmlToText(r.title).trim();
    const snippet = htmlToText(typeof r.description === 'string' ? r.description : '').slice(0, SNIPPET_CHARS);
    return title ? [{ title, url: r.url, snippet }] : [];
  });
}

/** A plain sentence for the run log, from whatever stopped the request. */
function unavailable(err: unknown): SearchUnavailableError {
  if (err instanceof SearchUnavailableError) return err;
  const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  if (!(err instanceof FeedFetchError))
    return new SearchUnavailableError('Web search failed unexpectedly', undefined, detail);
  const status = err.httpStatus;
  if (status === 401 || status === 403)
    return new SearchUnavailableError(`Web search refused our key (HTTP ${status})`, status, detail);
  if (status === 429)
    return new SearchUnavailableError('Web search is over its request limit for now (HTTP 429)', status, detail);
  if (status && status >= 500)
    return new SearchUnavailableError(`Web search had a problem on its side (HTTP ${status})`, status, detail);
  if (status) return new SearchUnavailableError(`Web search refused the request (HTTP ${status})`, status, detail);
  if (err.reason === 'blocked-address')
    return new SearchUnavailableError(
      'Web search is set to a private network address, which Synth does not call',
      undefined,
      detail,
    );
  if (err.reason === 'timeout')
    return new SearchUnavailableError('Web search did not answer in time', undefined, detail);
  return new SearchUnavailableError('Web search could not be reached', undefined, detail);
}
