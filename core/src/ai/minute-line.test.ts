import { describe, expect, it } from 'vitest';
import { sitePages } from '../../../test-support/news-site/site';
import type { SummaryRequest } from './ai.types';
import { summarySource } from './checked-summary';
import { extractiveSummary } from './extractive-summary';
import { unsupportedFacts } from './faithfulness';
import { clauseOf, gatedMinuteLine, keyFactOf, minuteLineOf } from './minute-line';
import { digestAnnotationsOf, sourcePassagesOf } from './source-passages';

const requestOf = (title: string, text: string): SummaryRequest => ({
  article: { title, link: 'https://news.example/a', text, publishedAt: null, source: 'The Gazette' },
  length: 'brief',
  style: 'informative',
  customPrompt: null,
});

const flat = (s: string) => s.replace(/\s+/g, ' ');
const wordsOf = (fact: string) =>
  fact
    .split('…')
    .map((p) => p.trim())
    .filter(Boolean);

describe('the one-minute line of an article', () => {
  it.each(sitePages().map((p) => [p.slug, p] as const))(
    'takes its fact from %s word for word, and the whole line passes the faithfulness gate',
    (_slug, page) => {
      const req = requestOf(page.title, page.expected);
      const line = minuteLineOf(req, extractiveSummary(req));
      expect(line.point.length).toBeGreaterThan(0);
      // The point is the headline's own words, in order.
      expect(flat(page.title)).toContain(line.point.replace(/…$/, ''));
      if (line.fact) for (const part of wordsOf(line.fact)) expect(flat(page.expected)).toContain(part);
      expect(unsupportedFacts(`${line.point} ${line.fact ?? ''}`, summarySource(req))).toEqual([]);
    },
  );

  it('prefers a figure the summary kept, in the clause that carries it', () => {
    const page = sitePages().find((p) => p.slug === 'port-strike-ends')!;
    const req = requestOf(page.title, page.expected);
    expect(minuteLineOf(req, extractiveSummary(req))).toEqual({
      point: 'Rotterdam dock workers end nine-day strike',
      fact: 'the FNV union accepted a pay offer worth 7.5 per cent over two years',
    });
  });

  it('passes over a clause that only repeats the headline, and finds none in an article that says nothing more', () => {
    const text =
      'Water bills will rise by 9 per cent in April. Water bills will rise by 9 per cent in April for everyone.';
    expect(keyFactOf({ title: 'Water bills rise by 9 per cent in April', text }, '')).toBeNull();
  });

  it('keeps a short figure clause with its neighbour, and cuts a long clause around its figure', () => {
    expect(clauseOf('The agency said on Monday that prices rose, up 4%, after a weak winter.')).toBe(
      'up 4%, after a weak winter',
    );
    // A word or two between commas is a list's item, not a clause: it stays with what follows.
    expect(clauseOf('Prices rose, up 4%.')).toBe('Prices rose, up 4%');
    expect(
      clauseOf(
        'The regional operator confirmed on a windy afternoon that exactly 1,200 of the oldest turbines along the whole northern coast would be replaced.',
      ),
    ).toBe('…windy afternoon that exactly 1,200 of the oldest turbines along the whole northern coast…');
  });

  it('is held to the gate: an invented figure loses the fact, an invented name loses the shortened headline', () => {
    const page = sitePages().find((p) => p.slug === 'heat-pump-sales')!;
    const req = requestOf(page.title, page.expected);
    expect(
      gatedMinuteLine(req, { point: 'Heat pump sales rebound', fact: 'Installers sold 45,000 units in October' }),
    ).toEqual({ point: 'Heat pump sales rebound', fact: null });
    expect(gatedMinuteLine(req, { point: 'Heat pump sales rebound for Siemens', fact: null }).point).toBe(page.title);
    // A true clause not in the article's own words is not verbatim, so it is not quoted either.
    expect(
      gatedMinuteLine(req, { point: 'Heat pump sales rebound', fact: 'installers sold many units' }).fact,
    ).toBeNull();
  });
});

describe('sourcePassagesOf', () => {
  it('lists the summary sentences that stand word for word in the article, in order', () => {
    const text = 'Prices fell by 4% in May.  The  regulator welcomed it.\nShops were busy.';
    expect(sourcePassagesOf(text, 'The regulator welcomed it. Prices fell sharply. Shops were busy.')).toEqual([
      'The regulator welcomed it.',
      'Shops were busy.',
    ]);
  });

  it("reads an extractive summary's every sentence as a passage, and a conversational lead-in as none", () => {
    const page = sitePages()[1];
    const req = { ...requestOf(page.title, page.expected), style: 'conversational' as const };
    const summary = extractiveSummary(req);
    expect(summary.startsWith("Here's the gist: ")).toBe(true);
    const { passages } = digestAnnotationsOf(req, summary);
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.join(' ')).toBe(summary.replace(/^Here's the gist: /, '').replace(/\s+/g, ' '));
  });
});
