import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newClient, startApp, type Harness } from '../../test-support/app-harness';
import { seedCatalog, curatedFeeds, type CatalogFeed, type professionalCategories } from '@synth/core/catalog';
import { CONTENT_TYPE_IDS, type templateLibrary } from '@synth/core/content';
import { jsonBody } from '../../../../test-support/json-body';
import { restSynths } from '../../test-support/rest-synths';
import type { ErrorBody } from '../../rest/http';
import type { SynthBody } from '../synths/synth.routes';

let h: Harness;
beforeAll(async () => {
  h = await startApp({ TEMPORAL_TASK_QUEUE: 'catalog-int' });
});
afterAll(async () => {
  await h?.close();
});

describe('content library routes', () => {
  it('lists the seven categories and searches feeds by category, text and limit', async () => {
    const c = await newClient(h);
    const categories = await (await c.fetch('/api/rss/categories')).json();
    expect(categories).toEqual([
      'Management Consulting',
      'IT & Digital Transformation',
      'Healthcare',
      'Financial Services',
      'Human Resources',
      'Environmental',
      'Legal',
    ]);
    const legal = await jsonBody<CatalogFeed[]>(await c.fetch('/api/rss/search?category=Legal&limit=3'));
    expect(legal).toHaveLength(3);
    expect(legal.every((f) => f.category === 'Legal')).toBe(true);
    const literal = await (await c.fetch(`/api/rss/search?q=${encodeURIComponent('%')}`)).json();
    expect(literal).toEqual([]);
    const bad = await c.fetch('/api/rss/search?limit=abc');
    expect(bad.status).toBe(400);
  });

  it('ranks an exact or title match above description and URL matches, and reads % and _ literally', async () => {
    const c = await newClient(h);
    const search = async (q: string, extra = '') =>
      jsonBody<CatalogFeed[]>(await c.fetch(`/api/rss/search?q=${encodeURIComponent(q)}${extra}`));
    const news = await search('news', '&limit=200');
    const titleMatches = news.filter((f) => f.title.toLowerCase().includes('news'));
    expect(titleMatches.length).toBeGreaterThan(0);
    expect(news.length).toBeGreaterThan(titleMatches.length);
    // Every title match comes before every feed that matched only on description or URL.
    expect(news.slice(0, titleMatches.length)).toEqual(titleMatches);
    expect((await search('SCOTUSblog'))[0].title).toBe('SCOTUSblog');
    expect(await search('news', '&limit=2')).toHaveLength(2);
    // Literal matching: exactly the feeds whose text holds the character (a wildcard would match all).
    const holding = (ch: string) =>
      curatedFeeds
        .filter((f) => `${f.title} ${f.description} ${f.url}`.includes(ch))
        .map((f) => f.url)
        .sort();
    for (const ch of ['_', '%', '!', '100%']) {
      expect((await search(ch, '&limit=200')).map((f) => f.url).sort(), ch).toEqual(holding(ch));
    }
    expect(holding('_').length).toBeGreaterThan(0);
  });

  it('keeps the catalogue in PostgreSQL, searched through its trigram index, and re-seeds idempotently', async () => {
    const em = h.app.services.orm.em.fork() as EntityManager;
    const conn = em.getConnection();
    await conn.execute(
      `insert into catalog_feeds (id, title, url, description, category, position) values ('retired-feed', 'Retired', 'https://retired.example.com/feed', 'gone', 'Legal', 999)`,
    );
    await seedCatalog(em);
    await seedCatalog(em);
    const [{ n }] = await conn.execute<{ n: string }[]>('select count(*) as n from catalog_feeds');
    expect(Number(n)).toBe(curatedFeeds.length);
    const plan = await em.transactional(async (tx) => {
      const t = tx.getConnection();
      const ctx = tx.getTransactionContext();
      await t.execute('set local enable_seqscan = off', [], 'run', ctx);
      return t.execute<{ 'QUERY PLAN': string }[]>(
        `explain select id from catalog_feeds where lower(title || ' ' || description || ' ' || url) like '%climate%'`,
        [],
        'all',
        ctx,
      );
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('catalog_feeds_search_trgm');
  });

  it('serves templates, platform instructions and professional categories', async () => {
    const c = await newClient(h);
    const templates = await jsonBody<typeof templateLibrary.byContentType>(await c.fetch('/api/content/templates'));
    expect(templates.linkedin.map((t) => t.id)).toContain('stats-driven-industry-impact');
    expect(templates.twitter.map((t) => t.id)).toEqual(['concise', 'threaded', 'provocative']);
    const instructions = await jsonBody<typeof templateLibrary.platformInstructions>(
      await c.fetch('/api/content/platform-instructions'),
    );
    // Every content type a synth can write has its platform's instructions, the networks added since too.
    expect(Object.keys(instructions).sort()).toEqual([...CONTENT_TYPE_IDS].sort());
    expect(instructions).toHaveProperty('linkedin');
    const professions = await jsonBody<typeof professionalCategories>(await c.fetch('/api/professional/categories'));
    expect(professions[0].specializations[0]).toEqual(
      expect.objectContaining({ _id: expect.any(String), keywords: expect.any(Array) }),
    );
  });

  it('turns a prompt into a configuration without saving anything, and explains bad prompts', async () => {
    const c = await newClient(h);
    const res = await c.fetch('/api/prompt-create-synth', {
      method: 'POST',
      body: JSON.stringify({
        prompt: 'weekly digest of fintech regulation news for a compliance officer, LinkedIn posts',
        timezone: 'America/New_York',
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      emailFrequency: 'weekly',
      emailScheduleTime: '09:00',
      userTimezone: 'America/New_York',
      contentType: 'linkedin',
    });
    expect(await (await c.fetch('/api/synths')).json()).toEqual([]);
    const empty = await c.fetch('/api/prompt-create-synth', { method: 'POST', body: JSON.stringify({ prompt: '  ' }) });
    expect(empty.status).toBe(400);
    expect((await jsonBody<ErrorBody>(empty)).message).toBe(
      'Prompt Required: Please enter a description of the content you want to create.',
    );
  });

  it('imports feeds from OPML within the plan limits and exports them back', async () => {
    const c = await newClient(h);
    const created = await c.fetch('/api/synths', {
      method: 'POST',
      body: JSON.stringify({ name: 'OPML synth', rssFeedUrls: ['https://example.com/a.xml'] }),
    });
    const { id } = await jsonBody<SynthBody>(created);
    const opml = `<opml version="2.0"><body><outline xmlUrl="https://example.com/b.xml"/><outline xmlUrl="https://example.com/a.xml"/></body></opml>`;
    const imported = await c.fetch(`/api/synths/${id}/opml`, { method: 'POST', body: JSON.stringify({ opml }) });
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({
      added: 1,
      synth: { rssFeedUrls: ['https://example.com/a.xml', 'https://example.com/b.xml'] },
    });
    const exported = await c.fetch(`/api/synths/${id}/opml`);
    expect(exported.headers.get('content-disposition')).toMatch(/OPML-synth-feeds\.opml/);
    const text = await exported.text();
    expect(text).toContain('xmlUrl="https://example.com/b.xml"');

    const tooMany = `<opml><body>${Array.from({ length: 12 }, (_, i) => `<outline xmlUrl="https://example.com/${i}.xml"/>`).join('')}</body></opml>`;
    const refused = await c.fetch(`/api/synths/${id}/opml`, {
      method: 'POST',
      body: JSON.stringify({ opml: tooMany }),
    });
    expect(refused.status).toBe(402);
    const malformed = await c.fetch(`/api/synths/${id}/opml`, {
      method: 'POST',
      body: JSON.stringify({ opml: '<opml><body>' }),
    });
    expect(malformed.status).toBe(400);
    expect((await jsonBody<ErrorBody>(malformed)).message).toMatch(/OPML/);
    const after = await restSynths(c);
    expect(after[0].rssFeedUrls).toHaveLength(2);
  });

  it('reads an OPML file for the editor without saving, in REST and GraphQL', async () => {
    const c = await newClient(h);
    const opml = `<opml version="2.0"><body><outline text="News"><outline xmlUrl="https://example.com/nested.xml"/></outline><outline xmlUrl="https://example.com/top.xml"/></body></opml>`;
    const parsed = await c.fetch('/api/opml/parse', { method: 'POST', body: JSON.stringify({ opml }) });
    expect(await parsed.json()).toEqual({ urls: ['https://example.com/nested.xml', 'https://example.com/top.xml'] });
    expect(await (await c.fetch('/api/synths')).json()).toEqual([]);
    const bad = await c.fetch('/api/opml/parse', {
      method: 'POST',
      body: JSON.stringify({ opml: '<opml><body><outline xmlUrl="ftp://example.com/x"/></body></opml>' }),
    });
    expect(bad.status).toBe(400);
    expect((await jsonBody<ErrorBody>(bad)).message).toBe('Invalid feed URL in the OPML file: ftp://example.com/x');
    const gql = await c.gql<{ feedsFromOpml: string[] }>('query ($opml: String!) { feedsFromOpml(opml: $opml) }', {
      opml,
    });
    expect(gql.data!.feedsFromOpml).toEqual(['https://example.com/nested.xml', 'https://example.com/top.xml']);
    expect(
      (
        await fetch(`${h.url}/api/opml/parse`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ opml }),
        })
      ).status,
    ).toBe(401);
  });

  it('offers the same library through GraphQL', async () => {
    const c = await newClient(h);
    const res = await c.gql<{
      feedCategories: string[];
      searchFeeds: { category: string }[];
      contentTemplates: { id: string }[];
      draftSynthFromPrompt: { emailFrequency: string; matchedCategory: string };
    }>(
      `mutation { draftSynthFromPrompt(prompt: "weekly digest of fintech regulation news, LinkedIn posts") { emailFrequency matchedCategory } }`,
    );
    expect(res.data!.draftSynthFromPrompt).toEqual({ emailFrequency: 'weekly', matchedCategory: 'Financial Services' });
    const q = await c.gql<{
      feedCategories: string[];
      searchFeeds: { category: string }[];
      contentTemplates: { id: string }[];
    }>(
      '{ feedCategories searchFeeds(category: "Healthcare", first: 2) { category } contentTemplates(contentType: twitter) { id } }',
    );
    expect(q.data!.feedCategories).toHaveLength(7);
    expect(q.data!.searchFeeds).toEqual([{ category: 'Healthcare' }, { category: 'Healthcare' }]);
    expect(q.data!.contentTemplates.map((t) => t.id)).toEqual(['concise', 'threaded', 'provocative']);
    const empty = await c.gql('mutation { draftSynthFromPrompt(prompt: "") { name } }');
    expect(empty.errors?.[0].message).toBe(
      'Prompt Required: Please enter a description of the content you want to create.',
    );
  });

  it('needs a signed-in caller', async () => {
    expect((await fetch(`${h.url}/api/rss/categories`)).status).toBe(401);
    expect((await fetch(`${h.url}/api/content/templates`)).status).toBe(401);
    expect((await fetch(`${h.url}/api/no-such-route`)).status).toBe(404);
  });
});
