import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical-url';

describe('canonicalUrl', () => {
  it.each([
    ['HTTP://Example.COM/Path', 'https://example.com/Path'],
    ['http://example.com:80/a', 'https://example.com/a'],
    ['https://example.com:443/a', 'https://example.com/a'],
    ['https://example.com:8443/a', 'https://example.com:8443/a'],
    ['https://example.com/a#section-2', 'https://example.com/a'],
    ['https://example.com/a/', 'https://example.com/a'],
    ['https://example.com/', 'https://example.com/'],
    ['https://example.com', 'https://example.com/'],
    ['https://example.com./a', 'https://example.com/a'],
    ['https://example.com/a?utm_source=rss&utm_medium=feed&UTM_Campaign=x', 'https://example.com/a'],
    ['https://example.com/a?fbclid=1&gclid=2&mc_cid=3&mc_eid=4&ref=home&id=7', 'https://example.com/a?id=7'],
    ['https://example.com/a?b=2&a=1&c=3', 'https://example.com/a?a=1&b=2&c=3'],
    ['https://example.com/a?z=2&z=1', 'https://example.com/a?z=1&z=2'],
    ['  https://example.com/a  ', 'https://example.com/a'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalUrl(input)).toBe(expected);
  });

  it('treats http and https, tracking and order variants as the same article', () => {
    const a = canonicalUrl('http://News.example.com/story/?b=1&a=2&utm_source=twitter#comments');
    const b = canonicalUrl('https://news.example.com/story?a=2&b=1');
    expect(a).toBe(b);
  });

  it.each([
    null,
    undefined,
    '',
    'not a url',
    '/relative/path',
    'mailto:a@example.com',
    'javascript:alert(1)',
    'ftp://example.com/x',
  ])('returns null for %s', (input) => {
    expect(canonicalUrl(input)).toBeNull();
  });
});
