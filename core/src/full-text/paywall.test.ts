import { describe, expect, it } from 'vitest';
import { sitePages } from '../../../test-support/news-site/site';
import { declaresPaywall, noLongerThanTeaser } from './paywall';

const ld = (json: string) =>
  `<html><head><script type="application/ld+json">${json}</script></head><body><p>Text</p></body></html>`;

describe('paywall detection', () => {
  it('finds the two paywalled fixture pages from their own JSON-LD, and no other', () => {
    const flagged = sitePages()
      .filter((p) => declaresPaywall(p.html))
      .map((p) => p.slug);
    expect(flagged.sort()).toEqual(
      sitePages()
        .filter((p) => p.paywalled)
        .map((p) => p.slug)
        .sort(),
    );
  });

  it('reads isAccessibleForFree as false, "False" or nested in a graph, and ignores broken JSON', () => {
    expect(declaresPaywall(ld('{"@type":"NewsArticle","isAccessibleForFree":false}'))).toBe(true);
    expect(declaresPaywall(ld('{"@type":"NewsArticle","isAccessibleForFree":"False"}'))).toBe(true);
    expect(
      declaresPaywall(
        ld('{"@graph":[{"@type":"WebPage"},{"@type":"NewsArticle","hasPart":{"isAccessibleForFree":false}}]}'),
      ),
    ).toBe(true);
    expect(declaresPaywall(ld('{"@type":"NewsArticle","isAccessibleForFree":true}'))).toBe(false);
    expect(declaresPaywall(ld('{"isAccessibleForFree": fals'))).toBe(false);
    expect(declaresPaywall('<p>No JSON-LD at all</p>')).toBe(false);
  });

  it('takes extracted text no longer than the teaser for a paywall', () => {
    expect(
      noLongerThanTeaser(
        'Three weeks after the election the parties remain divided.',
        'Three weeks after the election, the four parties negotiating remain divided on migration.',
      ),
    ).toBe(true);
    expect(noLongerThanTeaser('word '.repeat(200), 'A short teaser of a few words.')).toBe(false);
  });
});
