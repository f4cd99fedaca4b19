import { describe, expect, it } from 'vitest';
import { addFeed } from './feeds';

describe('adding feeds', () => {
  it('fills the default empty row first', () => {
    expect(addFeed([''], 'https://a.test/rss', 5, 'Basic')).toEqual({ ok: true, rssFeedUrls: ['https://a.test/rss'] });
  });

  it('refuses empty, duplicate (ignoring case and trailing slash) and over-limit feeds', () => {
    expect(addFeed([], '  ', 5, 'Basic')).toMatchObject({
      ok: false,
      toast: { description: 'Please enter a valid RSS feed URL' },
    });
    expect(addFeed(['https://A.test/rss/'], 'https://a.test/rss', 5, 'Basic')).toMatchObject({
      ok: false,
      toast: { title: 'Duplicate Feed', description: 'This RSS feed is already in your list.' },
    });
    expect(addFeed(['https://a.test/1', 'https://a.test/2'], 'https://a.test/3', 2, 'Professional')).toMatchObject({
      ok: false,
      toast: {
        title: 'Maximum RSS feeds reached',
        description: 'Your Professional plan allows up to 2 RSS feeds. Upgrade your subscription for more feeds.',
      },
    });
  });
});
