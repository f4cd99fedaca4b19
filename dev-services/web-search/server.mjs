// A local stand-in for the Brave Search API's web search (GET /res/v1/web/search): same path,
// parameters, key header, JSON shape and error answers, over the small fixed web in pages.mjs. Tests
// start it on a free port; `npm start` runs it when SEARCH_PROVIDER=brave has no key.
import http from 'node:http';
import { PAGES } from './pages.mjs';

const SEARCH_PATH = '/res/v1/web/search';
const STOP_WORDS = new Set([
  'and',
  'the',
  'for',
  'with',
  'from',
  'that',
  'this',
  'into',
  'about',
  'what',
  'how',
  'are',
  'its',
  'was',
  'new',
]);

/** Lower-case words of three letters or more, without the commonest English ones. */
function words(text) {
  return (text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((w) => !STOP_WORDS.has(w));
}

/** Pages sharing the most words with the query first; ties keep the index order, so answers never vary. */
function searchPages(query, count, pages = PAGES) {
  const wanted = new Set(words(query));
  return pages
    .map((page, order) => ({
      page,
      order,
      score: words(`${page.title} ${page.description}`).filter((w) => wanted.has(w)).length,
    }))
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ page }) => page);
}

function asResult(page) {
  const u = new URL(page.url);
  return {
    type: 'search_result',
    title: page.title,
    url: page.url,
    description: page.description,
    age: page.age,
    page_age: `${page.age}T00:00:00`,
    language: 'en',
    family_friendly: true,
    meta_url: { scheme: u.protocol.replace(':', ''), netloc: u.host, hostname: u.hostname, path: u.pathname },
    profile: { name: u.hostname, url: `${u.origin}/`, long_name: u.hostname },
  };
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function errorBody(status, code, detail) {
  return { type: 'ErrorResponse', error: { id: 'stand-in', status, code, detail }, time: 0 };
}

/**
 * Starts the stand-in. `apiKey`, when given, is the only X-Subscription-Token accepted (else any or
 * none is). Test hooks: `seen` lists each request's path, query and headers; `failNext(status)`
 * makes the next answer that error; `pages` replaces the index.
 * @param {{ port?: number, host?: string, apiKey?: string, pages?: typeof PAGES }} [options]
 */
export async function startFakeWebSearch({ port = 0, host = '127.0.0.1', apiKey, pages = PAGES } = {}) {
  const seen = [];
  const failures = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    seen.push({
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
    });
    if (req.method !== 'GET' || url.pathname !== SEARCH_PATH)
      return send(res, 404, errorBody(404, 'NOT_FOUND', 'Unknown endpoint'));
    const status = failures.shift();
    if (status === 429)
      return send(res, 429, errorBody(429, 'RATE_LIMITED', 'Request rate limit exceeded for plan'), {
        'x-ratelimit-remaining': '0, 0',
      });
    if (status)
      return send(
        res,
        status,
        errorBody(
          status,
          status === 401 ? 'SUBSCRIPTION_TOKEN_INVALID' : 'SERVER_ERROR',
          'Failure asked for by the test',
        ),
      );
    if (apiKey !== undefined && req.headers['x-subscription-token'] !== apiKey) {
      return send(res, 401, errorBody(401, 'SUBSCRIPTION_TOKEN_INVALID', 'The provided subscription token is invalid'));
    }
    const q = url.searchParams.get('q') ?? '';
    const count = Math.min(20, Math.max(1, Number(url.searchParams.get('count')) || 20));
    if (!q.trim() || q.length > 400)
      return send(res, 422, errorBody(422, 'VALIDATION', 'q must be 1 to 400 characters'));
    const results = searchPages(q, count, pages).map(asResult);
    send(
      res,
      200,
      {
        type: 'search',
        query: { original: q, more_results_available: false },
        web: { type: 'search', family_friendly: true, results },
      },
      { 'x-ratelimit-remaining': '1, 1999' },
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://${host}:${server.address().port}`,
    seen,
    failNext(statusCode) {
      failures.push(statusCode);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
