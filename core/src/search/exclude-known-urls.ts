import { canonicalUrl } from '../feeds/canonical-url';
import type { SearchResult } from './search.types';

/**
 * Drops results whose link is one of `excludeUrls` or a result already kept, compared by canonical
 * URL so tracking parameters, http/https and trailing slashes do not let the same page through twice.
 */
export function excludeKnownUrls(results: SearchResult[], excludeUrls: string[] = []): SearchResult[] {
  const seen = new Set(excludeUrls.map((u) => canonicalUrl(u)).filter((u): u is string => !!u));
  const kept: SearchResult[] = [];
  for (const r of results) {
    const key = canonicalUrl(r.url);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    kept.push(r);
  }
  return kept;
}
