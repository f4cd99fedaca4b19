import type { EntityManager } from '@mikro-orm/postgresql';
import { htmlToText } from '../../lib/sanitize';
import { pgArray } from '../../lib/pg-array';
import type { SearchProvider, SearchResult } from './search.types';

/** The offline provider: full-text search over every article Synth has stored. */
export class StoredArticlesSearch implements SearchProvider {
  constructor(private readonly em: () => EntityManager) {}

  async search(query: string, opts: { limit: number; excludeUrls?: string[] }): Promise<SearchResult[]> {
    const terms = query.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu)?.slice(0, 8) ?? [];
    if (!terms.length) return [];
    const rows = await this.em().getConnection().execute<{ title: string; link: string; description: string | null }[]>(
      `select title, link, description from articles
        where link ~ '^https?://'
          and to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(description, '')) @@ to_tsquery('simple', ?)
          and not (coalesce(canonical_url, link) = any(?::text[]))
        order by published_at desc nulls last limit ?`,
      [terms.join(' | '), pgArray(opts.excludeUrls ?? []), opts.limit],
    );
    return rows.map((r) => ({ title: r.title, url: r.link, snippet: htmlToText(r.description ?? '').slice(0, 280) }));
  }
}
