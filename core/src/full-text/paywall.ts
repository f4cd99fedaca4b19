// A page behind a paywall is told by its own markers: the schema.org flag publishers set for
// search engines (isAccessibleForFree: false), or a page whose readable text is no longer than the
// teaser the feed already gave. Synth never tries to get past one; it labels the item instead.
import { parseHTML } from './html-dom';
import { wordCount } from './teaser';

/** JSON-LD blocks read at most; a page with more is not a news article. */
const MAX_JSON_LD_BLOCKS = 20;
const MAX_JSON_LD_CHARS = 100_000;

export function declaresPaywall(html: string): boolean {
  const { document } = parseHTML(html);
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].slice(0, MAX_JSON_LD_BLOCKS);
  return blocks.some((b) => {
    const raw = b.textContent ?? '';
    if (raw.length > MAX_JSON_LD_CHARS) return false;
    try {
      return anyNotFree(JSON.parse(raw), 0);
    } catch {
      return false;
    }
  });
}

function anyNotFree(node: unknown, depth: number): boolean {
  if (depth > 8 || node === null || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((n) => anyNotFree(n, depth + 1));
  const o = node as Record<string, unknown>;
  const flag = o.isAccessibleForFree;
  if (flag === false || (typeof flag === 'string' && flag.trim().toLowerCase() === 'false')) return true;
  return Object.values(o).some((v) => anyNotFree(v, depth + 1));
}

/** The page gave no more than the feed: what it shows is the teaser again. */
export function noLongerThanTeaser(extracted: string, teaser: string): boolean {
  return wordCount(extracted) <= wordCount(teaser);
}
