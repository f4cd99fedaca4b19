// The fixture news site (pages/*.html, rendered by render.mjs): each page's hand-marked main text,
// the page as a reader would get it (markers stripped), and word-level scoring of an extraction.
// Plain TypeScript that Node runs directly, so the extraction bench needs no build of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SitePage { slug: string; title: string; teaser: string; paywalled: boolean; html: string; expected: string }

const PAGES_DIR = join(import.meta.dirname, 'pages');
const MARKED = /<(p|h2) data-main>([\s\S]*?)<\/\1>/g;

function decode(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

export function sitePages(): SitePage[] {
  const index = JSON.parse(readFileSync(join(PAGES_DIR, 'index.json'), 'utf8')) as Omit<SitePage, 'html' | 'expected'>[];
  return index.map((entry) => {
    const marked = readFileSync(join(PAGES_DIR, `${entry.slug}.html`), 'utf8');
    const expected = [...marked.matchAll(MARKED)].map((m) => decode(m[2])).join('\n\n');
    return { ...entry, html: marked.replace(/ data-main/g, ''), expected };
  });
}

/** The page as served: what the pipeline fetches. */
export function pageHtml(slug: string): string {
  return readFileSync(join(PAGES_DIR, `${slug}.html`), 'utf8').replace(/ data-main/g, '');
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Word-level precision, recall and F1 of `extracted` against `expected` (words as a multiset). */
export function wordScores(extracted: string, expected: string): { precision: number; recall: number; f1: number; extractedWords: number; expectedWords: number } {
  const got = words(extracted);
  const want = words(expected);
  const counts = new Map<string, number>();
  for (const w of want) counts.set(w, (counts.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of got) {
    const left = counts.get(w) ?? 0;
    if (left > 0) {
      common++;
      counts.set(w, left - 1);
    }
  }
  const precision = got.length ? common / got.length : 0;
  const recall = want.length ? common / want.length : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1, extractedWords: got.length, expectedWords: want.length };
}
