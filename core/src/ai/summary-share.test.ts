import { describe, expect, it } from 'vitest';
import { sitePages } from '../../../test-support/news-site/site';
import { extractSentences, extractiveSummary } from './extractive-summary';
import { splitParagraphs } from './summary-length';
import { SUMMARY_SHARE, summaryWordBudget, withinBudget } from './summary-share';
import { countWords } from './token-estimate';

const summaryOf = (title: string, text: string, length: 'brief' | 'medium' | 'detailed', style = 'informative') =>
  extractiveSummary({
    article: { title, link: null, text, publishedAt: null, source: null },
    length,
    style: style as 'informative',
    customPrompt: null,
  });

// The fixture site's articles: five or six short paragraphs each, the length of a news brief.
const shortArticles = sitePages().filter((p) => !p.paywalled);

describe('a summary is shorter than its article', () => {
  it('gives each length a smaller share than the next', () => {
    expect(SUMMARY_SHARE.brief).toBeLessThan(SUMMARY_SHARE.medium);
    expect(SUMMARY_SHARE.medium).toBeLessThanOrEqual(0.5);
    expect(SUMMARY_SHARE.detailed).toBeLessThan(1);
    expect(summaryWordBudget('medium', 200)).toBe(Math.floor(200 * SUMMARY_SHARE.medium));
  });

  it.each(shortArticles.map((p) => [p.slug, p] as const))(
    'summarises the short article %s, brief or medium, in one or two of its own sentences within the share',
    (_slug, page) => {
      const articleWords = countWords(page.expected);
      const own = new Set(extractSentences(page.expected));
      for (const length of ['brief', 'medium'] as const) {
        const summary = summaryOf(page.title, page.expected, length);
        const sentences = extractSentences(summary);
        expect(sentences.length).toBeGreaterThanOrEqual(1);
        expect(sentences.length).toBeLessThanOrEqual(2);
        for (const s of sentences) expect(own).toContain(s);
        expect(countWords(summary)).toBeLessThanOrEqual(
          Math.max(summaryWordBudget(length, articleWords), countWords(sentences[0])),
        );
        expect(countWords(summary)).toBeLessThanOrEqual(articleWords / 2);
        // A sentence or two read as one paragraph.
        expect(splitParagraphs(summary)).toHaveLength(1);
      }
    },
  );

  it('never repeats a short article word for word, whatever the length and style', () => {
    const page = shortArticles[0];
    for (const length of ['brief', 'medium', 'detailed'] as const)
      for (const style of ['informative', 'analytical', 'conversational']) {
        const summary = summaryOf(page.title, page.expected, length, style);
        expect(countWords(summary)).toBeLessThan(countWords(page.expected) * 0.75);
      }
  });

  it('keeps the top sentence of an article of a single long sentence, the only honest summary', () => {
    const only = 'The council approved a 12-month trial of free buses on every route in the city from January.';
    expect(summaryOf('Free buses', only, 'brief')).toBe(only);
  });

  it('leaves headings out of a summary of sentences', () => {
    const page = shortArticles.find((p) => p.slug === 'port-strike-ends')!;
    expect(page.expected).toContain('A deal after three rounds of talks');
    for (const length of ['brief', 'medium', 'detailed'] as const)
      expect(summaryOf(page.title, page.expected, length)).not.toContain('A deal after three rounds of talks');
  });
});

describe('withinBudget', () => {
  it('keeps the best items that fit, skipping one too long for what is left, and says it cut', () => {
    const words = { a: 10, b: 30, c: 5, d: 5 } as Record<string, number>;
    expect(withinBudget(['a', 'b', 'c', 'd'], (x) => words[x], 20, 9)).toEqual({ kept: ['a', 'c', 'd'], cut: true });
    expect(withinBudget(['b', 'a'], (x) => words[x], 20, 9)).toEqual({ kept: ['b'], cut: true });
    expect(withinBudget(['a', 'c', 'd'], (x) => words[x], 100, 2)).toEqual({ kept: ['a', 'c'], cut: false });
  });
});
