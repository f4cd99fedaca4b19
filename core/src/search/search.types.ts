import type { ArticleSearchTenant } from '../feeds/article.repository';
import { ProviderFailure } from '../lib/provider-failure';

/** The internet-search boundary: real-world examples, always with their source links. */
export interface SearchResult {
  title: string;
  url: string;
  snippet: string;
}

/** What a search cost: paid requests made and their price in US dollars (zero for the offline search). */
export interface SearchCost {
  requests: number;
  usd: number;
}

export interface SearchAnswer {
  results: SearchResult[];
  cost: SearchCost;
}

export interface SearchOptions {
  limit: number;
  excludeUrls?: string[];
  /** Whose digest asks: a search of Synth's own stored articles reads only what this user may see. */
  tenant: ArticleSearchTenant;
}

export interface SearchProvider {
  search(query: string, opts: SearchOptions): Promise<SearchAnswer>;
}

export const NO_SEARCH_COST: SearchCost = Object.freeze({ requests: 0, usd: 0 });

/**
 * The search service could not answer (bad key, rate limit, outage, unreachable). `message` is a
 * plain sentence for the run log: a run carries on without examples rather than failing. `detail`
 * is what went wrong underneath, for the server log.
 */
export class SearchUnavailableError extends ProviderFailure {
  constructor(
    message: string,
    readonly httpStatus?: number,
    detail: string = message,
  ) {
    super(message, detail);
    this.name = 'SearchUnavailableError';
  }
}
