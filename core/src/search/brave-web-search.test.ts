import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWebSearch } from '../../../dev-services/web-search/server.mjs';
import { BraveWebSearch } from './brave-web-search';
import { findRealWorldExamples } from './real-world-examples';
import { SearchUnavailableError } from './search.types';

const KEY = 'test-subscription-token';
/** The web search has no tenants: it never sees Synth's stored articles. */
const tenant = { userId: 'a-user' };
let standIn: Awaited<ReturnType<typeof startFakeWebSearch>>;

beforeAll(async () => {
  standIn = await startFakeWebSearch({ apiKey: KEY });
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(() => {
  standIn.seen.length = 0;
});

/** The provider as the worker builds it, pointed at the stand-in (a loopback fixture, so private networks are allowed). */
const brave = (opts: { apiKey?: string; allowPrivateNetworks?: boolean } = {}) =>
  new BraveWebSearch({
    apiKey: 'apiKey' in opts ? opts.apiKey : KEY,
    baseUrl: standIn.url,
    usdPer1000Requests: 5,
    allowPrivateNetworks: opts.allowPrivateNetworks ?? true,
  });

describe('the Brave web search provider', () => {
  it('asks the web search endpoint with the key header and the query, and maps the results with their links and cost', async () => {
    const { results, cost } = await brave().search('solar power', { limit: 2, tenant });

    expect(standIn.seen).toHaveLength(1);
    const [req] = standIn.seen;
    expect(req).toMatchObject({ method: 'GET', path: '/res/v1/web/search', query: { q: 'solar power' } });
    expect(Number(req.query.count)).toBeGreaterThanOrEqual(2);
    expect(Number(req.query.count)).toBeLessThanOrEqual(20);
    expect(req.headers['x-subscription-token']).toBe(KEY);
    expect(req.headers.accept).toBe('application/json');

    expect(results).toHaveLength(2);
    expect(results[0]).toEqual({
      title: 'A village cooperative that owns its solar power',
      url: 'https://energy-cases.example/community-solar-cooperative',
      snippet: expect.stringContaining('5 MW solar plant'),
    });
    expect(results.every((r) => r.url.startsWith('https://'))).toBe(true);
    expect(cost).toEqual({ requests: 1, usd: 0.005 });
  });

  it('never returns a page the caller excludes, even under another spelling of its address', async () => {
    const { results } = await brave().search('solar power', {
      limit: 5,
      tenant,
      excludeUrls: ['http://energy-cases.example/community-solar-cooperative/?utm_source=digest'],
    });
    expect(results.map((r) => r.url)).not.toContain('https://energy-cases.example/community-solar-cooperative');
    expect(results.length).toBeGreaterThan(0);
  });

  it.each([
    [401, /refused our key \(HTTP 401\)/],
    [429, /over its request limit.*HTTP 429/],
    [503, /problem on its side \(HTTP 503\)/],
  ])('turns an HTTP %i answer into a plain sentence', async (status, sentence) => {
    standIn.failNext(status);
    const err = await brave()
      .search('solar power', { limit: 3, tenant })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SearchUnavailableError);
    expect((err as Error).message).toMatch(sentence);
  });

  it("sends no key when none is set, and the real service's refusal reads as a refused key", async () => {
    const err = await brave({ apiKey: undefined })
      .search('solar power', { limit: 3, tenant })
      .catch((e: unknown) => e);
    expect(standIn.seen[0].headers['x-subscription-token']).toBeUndefined();
    expect((err as Error).message).toMatch(/refused our key/);
  });

  it('goes through the guarded fetcher: a private address is refused unless private networks are allowed', async () => {
    const err = await brave({ allowPrivateNetworks: false })
      .search('solar power', { limit: 3, tenant })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SearchUnavailableError);
    expect((err as Error).message).toMatch(/private network address/);
    expect(standIn.seen).toHaveLength(0);
  });
});

describe('real-world examples from the web', () => {
  const articles = [
    {
      title: 'Batteries store a record share of solar power',
      link: 'https://news.example.com/batteries?utm_medium=rss',
    },
    { title: 'Grid rules change', link: 'https://energy-cases.example/spain-grid-batteries' },
  ];

  it("searches for the synth's topics and keeps on-topic pages with links, never the digest's own articles", async () => {
    const outcome = await findRealWorldExamples(brave(), {
      topics: ['solar power', 'professional: battery storage'],
      articles,
      limit: 3,
      tenant,
    });

    expect(standIn.seen[0].query.q).toContain('solar power');
    expect(standIn.seen[0].query.q).toContain('battery storage');
    expect(standIn.seen[0].query.q).not.toContain('professional');
    expect(outcome.problem).toBeNull();
    expect(outcome.examples.length).toBeGreaterThan(0);
    expect(outcome.examples.length).toBeLessThanOrEqual(3);
    // The stand-in ranks the digest's own Spain article first; it must not come back as an example.
    expect(outcome.examples.map((e) => e.url)).not.toContain('https://energy-cases.example/spain-grid-batteries');
    for (const e of outcome.examples) {
      expect(e.url).toMatch(/^https:\/\//);
      expect(`${e.title} ${e.snippet}`.toLowerCase()).toMatch(/solar power|battery storage/);
    }
    expect(outcome.cost).toEqual({ requests: 1, usd: 0.005 });
  });

  it('leaves out pages that are not about any topic', async () => {
    // "Heat pumps" shares words with the query but mentions neither topic as a phrase.
    const outcome = await findRealWorldExamples(brave(), {
      topics: ['solar power', 'heat networks'],
      articles: [],
      limit: 10,
      tenant,
    });
    expect(outcome.examples.map((e) => e.url)).not.toContain('https://climate-cases.example/heat-pumps-social-housing');
    expect(outcome.examples.map((e) => e.url)).toContain('https://energy-cases.example/community-solar-cooperative');
  });

  it('carries on without examples when the search service fails, with one sentence for the run log', async () => {
    standIn.failNext(429);
    const outcome = await findRealWorldExamples(brave(), { topics: ['solar power'], articles, limit: 3, tenant });
    expect(outcome.examples).toEqual([]);
    expect(outcome.cost).toEqual({ requests: 0, usd: 0 });
    expect(outcome.problem).toBe(
      'Web search is over its request limit for now (HTTP 429), so this digest has no real-world examples.',
    );
    // What the service answered is kept for the server log.
    expect(outcome.problemDetail).toContain('429');
  });
});
