// Chooses the real-world examples search from configuration (config.ts `search`): the stored
// articles (offline default) or the Brave Search API, or a local stand-in speaking it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { BRAVE_SEARCH_API_URL, BraveWebSearch } from './brave-web-search';
import type { SearchProvider } from './search.types';
import { StoredArticlesSearch } from './stored-articles-search';

export interface SearchProviderDeps {
  /** A fresh EntityManager per search (the stored-articles search queries the database). */
  em: () => EntityManager;
  /** The guarded fetcher's private-network allowance (FEED_ALLOW_PRIVATE_NETWORKS). */
  allowPrivateNetworks: boolean;
}

/** The search settings config.ts reads (SEARCH_PROVIDER, BRAVE_SEARCH_*). */
export interface SearchSettings {
  provider: SearchProviderName;
  brave: { apiKey?: string; baseUrl: string; usdPer1000Requests: number };
}

export type SearchProviderName = 'stored' | 'brave';

export function createSearchProvider(cfg: SearchSettings, deps: SearchProviderDeps): SearchProvider {
  if (cfg.provider === 'stored') return new StoredArticlesSearch(deps.em);
  if (cfg.provider !== 'brave') throw new Error(`Unknown search provider "${String(cfg.provider)}"`);
  const apiKey = cfg.brave.apiKey?.trim();
  // Brave itself answers 401 to every keyless request; only a stand-in at another address takes none.
  if (!apiKey && cfg.brave.baseUrl === BRAVE_SEARCH_API_URL) {
    throw new Error(
      'SEARCH_PROVIDER=brave needs BRAVE_SEARCH_API_KEY, or BRAVE_SEARCH_URL for a local stand-in that takes no key',
    );
  }
  return new BraveWebSearch({
    apiKey,
    baseUrl: cfg.brave.baseUrl,
    usdPer1000Requests: cfg.brave.usdPer1000Requests,
    allowPrivateNetworks: deps.allowPrivateNetworks,
  });
}
