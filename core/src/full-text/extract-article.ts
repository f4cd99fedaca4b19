// The main text of an article page, found by Mozilla's Readability (the reader view of Firefox)
// over linkedom, a DOM that runs no scripts and fetches nothing.
import { Readability } from '@mozilla/readability';
import { parseHTML } from './html-dom';
import { htmlToText } from '../lib/sanitize';
import { wordCount } from './teaser';

/** Readability falls back to a page's whole body; fewer words than this are no article. */
const MIN_ARTICLE_WORDS = 25;

export interface ExtractedArticle {
  title: string | null;
  text: string;
  html: string;
}

/** Null when the page holds no readable article (an index page, an error page). */
export function extractArticle(html: string, url: string): ExtractedArticle | null {
  const { document } = parseHTML(html);
  // Readability resolves links against the document's address.
  const base = document.createElement('base');
  base.setAttribute('href', url);
  document.head?.prepend(base);
  const parsed = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], {
    charThreshold: 200,
  }).parse();
  if (!parsed?.content) return null;
  const text = htmlToText(parsed.content)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return wordCount(text) >= MIN_ARTICLE_WORDS ? { title: parsed.title ?? null, text, html: parsed.content } : null;
}
