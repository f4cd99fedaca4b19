import { describe, expect, it } from 'vitest';
import { sitePages, wordScores } from '../../../test-support/news-site/site';
import { extractArticle } from './extract-article';

const free = sitePages().filter((p) => !p.paywalled);

describe('extractArticle on the fixture news site', () => {
  it('finds the hand-marked main text: F1 at least 0.9 on every page, nothing of it lost', () => {
    for (const page of free) {
      const article = extractArticle(page.html, `https://news.example/site/${page.slug}.html`);
      const s = wordScores(article?.text ?? '', page.expected);
      expect(s.f1, page.slug).toBeGreaterThanOrEqual(0.9);
      expect(s.recall, page.slug).toBeGreaterThanOrEqual(0.98);
    }
  });

  it('leaves out the cookie banner, navigation, comments and footer', () => {
    for (const page of free) {
      const text = extractArticle(page.html, 'https://news.example/')!.text;
      expect(text, page.slug).not.toMatch(
        /We use cookies|Accept all|Post comment|All rights reserved|Privacy policy|Sign in/,
      );
    }
  });

  it('answers null for a page without an article', () => {
    expect(
      extractArticle(
        '<html><body><nav><a href="/">Home</a></nav><p>Page not found.</p></body></html>',
        'https://news.example/',
      ),
    ).toBeNull();
  });
});
