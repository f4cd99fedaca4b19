import { describe, expect, it } from 'vitest';
import { sitePages } from '../../../test-support/news-site/site';
import { isTeaser, TEASER_MAX_WORDS } from './teaser';

describe('isTeaser', () => {
  it('reads every feed teaser of the fixture site as a teaser and none of its articles', () => {
    for (const page of sitePages()) {
      expect(isTeaser(page.teaser), page.slug).toBe(true);
      if (!page.paywalled) expect(isTeaser(page.expected), page.slug).toBe(false);
    }
  });

  it('reads a long item that ends in a "read more" marker as a teaser', () => {
    const long = 'word '.repeat(TEASER_MAX_WORDS + 30);
    expect(isTeaser(long)).toBe(false);
    for (const end of ['Read more', 'Continue reading →', '[…]', '[...]', 'and then…', 'Read more »'])
      expect(isTeaser(`${long} ${end}`), end).toBe(true);
  });
});
