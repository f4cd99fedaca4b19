import { describe, expect, it } from 'vitest';
import { isHttpUrl } from '../lib/http-url';
import { FEED_CATEGORIES, curatedFeeds, feedsInCategory } from './curated-feeds';

describe('curated feed catalogue', () => {
  it('has exactly the seven categories, in order', () => {
    expect(FEED_CATEGORIES).toEqual([
      'Management Consulting',
      'IT & Digital Transformation',
      'Healthcare',
      'Financial Services',
      'Human Resources',
      'Environmental',
      'Legal',
    ]);
    expect(new Set(curatedFeeds.map((f) => f.category))).toEqual(new Set(FEED_CATEGORIES));
  });

  it.each(FEED_CATEGORIES)('has at least 8 feeds in %s', (category) => {
    expect(feedsInCategory(category).length).toBeGreaterThanOrEqual(8);
  });

  it('uses syntactically valid https URLs', () => {
    for (const f of curatedFeeds) {
      expect(isHttpUrl(f.url), f.url).toBe(true);
      const u = new URL(f.url);
      expect(u.protocol, f.url).toBe('https:');
      expect(u.hostname, f.url).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}$/);
      expect(f.url, 'no surrounding whitespace').toBe(f.url.trim());
    }
  });

  it('has unique URLs and unique, stable slug ids', () => {
    const urls = curatedFeeds.map((f) => f.url.toLowerCase().replace(/\/$/, ''));
    expect(new Set(urls).size).toBe(urls.length);
    const ids = curatedFeeds.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('gives every feed a title and a description', () => {
    for (const f of curatedFeeds) {
      expect(f.title.trim(), f.id).not.toBe('');
      expect(f.description.trim().length, f.id).toBeGreaterThan(20);
    }
  });
});
