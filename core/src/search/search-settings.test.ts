import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { configWith } from '../config-env.test-data';

const load = configWith([
  'SEARCH_PROVIDER',
  'BRAVE_SEARCH_API_KEY',
  'BRAVE_SEARCH_URL',
  'BRAVE_SEARCH_USD_PER_1000_REQUESTS',
]);
const withEnv = (values: Record<string, string>) => load(values).search;

describe('the search settings', () => {
  it('keep the offline stored-articles search when nothing is set', () => {
    expect(withEnv({})).toEqual({
      provider: 'stored',
      brave: { apiKey: undefined, baseUrl: 'https://api.search.brave.com', usdPer1000Requests: 5 },
    });
  });

  it('choose Brave when its key is set, and read the stand-in address and the price', () => {
    expect(withEnv({ BRAVE_SEARCH_API_KEY: 'k' }).provider).toBe('brave');
    expect(
      withEnv({
        SEARCH_PROVIDER: 'brave',
        BRAVE_SEARCH_URL: 'http://127.0.0.1:8006/',
        BRAVE_SEARCH_USD_PER_1000_REQUESTS: '9.5',
      }).brave,
    ).toEqual({ apiKey: undefined, baseUrl: 'http://127.0.0.1:8006', usdPer1000Requests: 9.5 });
    expect(withEnv({ SEARCH_PROVIDER: 'stored', BRAVE_SEARCH_API_KEY: 'k' }).provider).toBe('stored');
  });

  it('refuse an unknown provider or a price that is not a number', () => {
    expect(() => withEnv({ SEARCH_PROVIDER: 'google' })).toThrow(ConfigError);
    expect(() => withEnv({ BRAVE_SEARCH_USD_PER_1000_REQUESTS: 'five' })).toThrow(/BRAVE_SEARCH_USD_PER_1000_REQUESTS/);
  });
});
