// How a reader names the other outlets that told a digest item's story: the same words in the
// email and on the run page.
import { safeUrl } from '../lib/http-url';

/** Another feed's article on the same story. */
export interface Coverage {
  source?: string | null;
  link?: string | null;
}

/** The name a reader knows another source by: its feed's title, else the site's host. */
export function coverageName(c: Coverage): string {
  if (c.source) return c.source.replace(/\s+/g, ' ').trim();
  const href = safeUrl(c.link);
  return href ? new URL(href).hostname.replace(/^www\./, '') : 'another source';
}

/** Where each name goes between the parts of "A", "A and B", "A, B and C": '', ', ' or ' and '. */
export function listSeparator(index: number, count: number): string {
  if (index === 0) return '';
  return index === count - 1 ? ' and ' : ', ';
}

/**
 * The outlets worth naming under an item: each name once, and not the item's own outlet (a feed
 * that carried the story twice is no second source).
 */
export function otherOutlets<C extends Coverage>(item: Coverage, coverage: readonly C[] | null | undefined): C[] {
  const seen = new Set([coverageName(item).toLowerCase()]);
  return (coverage ?? []).filter((c) => {
    const name = coverageName(c).toLowerCase();
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}
