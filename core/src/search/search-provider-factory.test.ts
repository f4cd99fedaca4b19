import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { BraveWebSearch } from './brave-web-search';
import { createSearchProvider } from './search-provider-factory';
import { StoredArticlesSearch } from './stored-articles-search';

const deps = { em: () => ({}) as EntityManager, allowPrivateNetworks: false };
const brave = (apiKey: string | undefined, baseUrl = 'https://api.search.brave.com') => ({
  apiKey,
  baseUrl,
  usdPer1000Requests: 5,
});

describe('createSearchProvider', () => {
  it('keeps the stored-articles search as the offline default', () => {
    expect(createSearchProvider({ provider: 'stored', brave: brave(undefined) }, deps)).toBeInstanceOf(
      StoredArticlesSearch,
    );
  });

  it("builds the Brave search when asked, with a key or with a stand-in's address", () => {
    expect(createSearchProvider({ provider: 'brave', brave: brave('key') }, deps)).toBeInstanceOf(BraveWebSearch);
    expect(
      createSearchProvider({ provider: 'brave', brave: brave(undefined, 'http://127.0.0.1:8006') }, deps),
    ).toBeInstanceOf(BraveWebSearch);
  });

  it('refuses the real Brave service without a key, naming the settings', () => {
    expect(() => createSearchProvider({ provider: 'brave', brave: brave('  ') }, deps)).toThrow(
      /BRAVE_SEARCH_API_KEY.*BRAVE_SEARCH_URL/,
    );
  });
});
