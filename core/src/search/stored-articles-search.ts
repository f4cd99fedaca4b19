import type { EntityManager } from '@mikro-orm/postgresql';
import { htmlToText } from '../lib/sanitize';
import { canonicalUrl } from '../feeds/canonical-url';
import { searchStoredArticles } from '../feeds/article.repository';
import { NO_SEARCH_COST, type SearchAnswer, type SearchOptions, type SearchProvider } from './search.types';

/** The offline provider: full-text search over the stored articles of the tenant's own feeds and the catalogue's. */
export class StoredArticlesSearch implements SearchProvider {
  constructor(private readonly em: () => EntityManager) {}

  async search(query: string, opts: SearchOptions): Promise<SearchAnswer> {
    const terms =
      query
        .toLowerCase()
        .match(/[\p{L}\p{N}]{3,}/gu)
        ?.slice(0, 8) ?? [];
    if (!terms.length) return { results: [], cost: NO_SEARCH_COST };
    // The digest's own articles are excluded by link and by canonical URL, whichever a row has.
    const raw = (opts.excludeUrls ?? []).filter(Boolean);
    const excluded = [...new Set([...raw, ...raw.map((u) => canonicalUrl(u)).filter((u): u is string => !!u)])];
    const rows = await searchStoredArticles(this.em(), {
      tenant: opts.tenant,
      terms,
      excludeUrls: excluded,
      limit: opts.limit,
    });
    const results = rows.map((r) => ({
      title: r.title,
      url: r.link,
      snippet: htmlToText(r.description ?? '').slice(0, 280),
    }));
    // Searching our own database costs nothing per request.
    return { results, cost: NO_SEARCH_COST };
  }
}
