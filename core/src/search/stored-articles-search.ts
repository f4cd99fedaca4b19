import type { EntityManager } from '@mikro-orm/postgresql';
import { htmlToText } from '../lib/sanitize';
import { pgArray } from '../lib/pg-array';
import { canonicalUrl } from '../feeds/canonical-url';
import { NO_SEARCH_COST, type SearchAnswer, type SearchProvider } from './search.types';

/** The offline provider: full-text search over every article Synth has stored. */
export class StoredArticlesSearch implements SearchProvider {
  constructor(private readonly em: () => EntityManager) {}

  async search(query: string, opts: { limit: number; excludeUrls?: string[] }): Promise<SearchAnswer> {
    const terms = query.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu)?.slice(0, 8) ?? [];
    if (!terms.length) return { results: [], cost: NO_SEARCH_COST };
    // The digest's own articles are excluded by link and by canonical URL, whichever a row has.
    const raw = (opts.excludeUrls ?? []).filter(Boolean);
    const excluded = [...new Set([...raw, ...raw.map((u) => canonicalUrl(u)).filter((u): u is string => !!u)])];
    const rows = await this.em().getConnection().execute<{ title: string; link: string; description: string | null }[]>(
      `select title, link, description from articles
        where (link like 'http://%' or link like 'https://%')
          and to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(description, '')) @@ to_tsquery('simple', ?)
          and not (link = any(?::text[]) or coalesce(canonical_url, '') = any(?::text[]))
        order by published_at desc nulls last limit ?`,
      [terms.join(' | '), pgArray(excluded), pgArray(excluded), opts.limit],
    );
    const results = rows.map((r) => ({ title: r.title, url: r.link, snippet: htmlToText(r.description ?? '').slice(0, 280) }));
    // Searching our own database costs nothing per request.
    return { results, cost: NO_SEARCH_COST };
  }
}
