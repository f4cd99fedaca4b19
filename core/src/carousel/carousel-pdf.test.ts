import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test-support/pdf-text';
import { buildCarouselPdf } from './carousel-pdf';
import { carouselCommentary, carouselStoriesOf, MOST_CAROUSEL_STORIES, type CarouselDeck } from './carousel-deck';
import type { ArticleOutput } from '../runs/run-output';

const article = (n: number, over: Partial<ArticleOutput> = {}): ArticleOutput => ({
  id: `a${n}`,
  title: `Headline number ${n} about the port of Rotterdam`,
  link: `https://news.example/${n}`,
  source: 'Harbour Weekly',
  publishedAt: null,
  summary: 'A summary.',
  minute: { point: `Point ${n}`, fact: `container volumes rose ${n + 3}.5% in October` },
  ...over,
});

const deckOf = (articles: ArticleOutput[], author = 'Ada Lovelace'): CarouselDeck => ({
  title: 'Shipping this morning',
  dateLabel: '29 November 2026',
  stories: carouselStoriesOf({ articles }),
  author,
});

// pdf.js reports a line's words as pieces; a reader sees them as one text.
const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('the carousel PDF', () => {
  it('has a cover, a page per story with its headline and key figure, and the person on the last page', async () => {
    const articles = [1, 2, 3].map((n) => article(n));
    const { pdf, previews } = await buildCarouselPdf(deckOf(articles));
    const read = await readPdf(pdf);
    expect(read.pages).toHaveLength(5);
    expect(previews).toHaveLength(5);
    expect(read.title).toBe('Shipping this morning');
    expect(read.pages[0]).toContain('Shipping this morning');
    expect(read.pages[0]).toContain('29 November 2026');
    articles.forEach((a, i) => {
      const page = flat(read.pages[i + 1]);
      expect(page).toContain(a.title);
      expect(page).toContain(a.minute!.fact!);
      expect(page).toContain('Harbour Weekly');
    });
    expect(read.pages[4]).toContain('Ada Lovelace');
  });

  it('takes only the summarised stories, at most the carousel’s number, and a story without a figure keeps its headline', async () => {
    const articles = [
      article(1, { summary: undefined }),
      article(2, { minute: undefined }),
      ...Array.from({ length: MOST_CAROUSEL_STORIES + 3 }, (_, i) => article(i + 10)),
    ];
    const deck = deckOf(articles);
    expect(deck.stories).toHaveLength(MOST_CAROUSEL_STORIES);
    const read = await readPdf((await buildCarouselPdf(deck)).pdf);
    expect(read.pages).toHaveLength(MOST_CAROUSEL_STORIES + 2);
    expect(read.pages.join(' ')).not.toContain('Headline number 1 ');
    expect(flat(read.pages[1])).toContain('Headline number 2 about the port of Rotterdam');
    expect(read.pages[1]).not.toContain('“');
  });

  it('draws letters the standard fonts lack as their nearest plain form, and never fails on them', async () => {
    const deck = deckOf(
      [article(1, { title: 'Łódź port’s − volume grows 漢字 fast 🚢', minute: { point: 'p', fact: null } })],
      'Zoë Ścięga',
    );
    const { pdf, previews } = await buildCarouselPdf(deck);
    const read = await readPdf(pdf);
    expect(flat(read.pages[1])).toContain('Lódz port’s - volume grows ?? fast ?');
    expect(read.pages[2]).toContain('Zoë Sciega');
    expect(previews[2]).toContain('Zoë Sciega');
  });

  it('fits a very long headline on its page, ending it with an ellipsis', async () => {
    const long = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    const { previews } = await buildCarouselPdf(deckOf([article(1, { title: long })]));
    const ys = [...previews[1].matchAll(/<text x="[\d.]+" y="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(Math.max(...ys)).toBeLessThanOrEqual(675);
    expect(previews[1]).toContain('…</text>');
  });

  it('escapes what a feed wrote in the previews', async () => {
    const { previews } = await buildCarouselPdf(deckOf([article(1, { title: '<script>alert(1)</script> & co' })]));
    expect(previews[1]).not.toContain('<script>');
    expect(previews[1]).toContain('&lt;script&gt;');
  });

  it('posts the title and the stories’ headlines, numbered', () => {
    const deck = deckOf([article(1), article(2)]);
    expect(carouselCommentary(deck)).toBe(
      'Shipping this morning\n\n1. Headline number 1 about the port of Rotterdam\n2. Headline number 2 about the port of Rotterdam',
    );
  });
});
