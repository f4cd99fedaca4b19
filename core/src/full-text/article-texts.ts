// The text each kept article is summarised from, for one run: the feed's text, or the full article
// when the feed gave a teaser and the synth reads full articles.
import type { EntityManager } from '@mikro-orm/postgresql';
import pLimit from 'p-limit';
import { storedPages } from './article-page.repository';
import { pageToRead, readFullText, type FullTextOutcome } from './full-text.service';
import type { PageFetchOptions } from './page-fetch';

/** Pages read at once by one run (each host still gets at most two). */
const PAGES_AT_ONCE = 6;

export async function articleTexts(
  em: () => EntityManager,
  items: { link: string | null; teaser: string }[],
  opts: PageFetchOptions & {
    readFullArticle: boolean;
    onPage?: () => void;
    /** Called once before the first page is read from its site, when any is. */
    beforeWaiting?: () => Promise<void>;
  },
): Promise<FullTextOutcome[]> {
  if (!opts.readFullArticle) return items.map((i) => ({ kind: 'feed', text: i.teaser }));
  // One query for the pages other runs already read, instead of one per article.
  const urls = items.map(pageToRead).filter((u): u is string => !!u && u !== 'invalid');
  const stored = await storedPages(em(), urls);
  if (urls.some((u) => !stored.has(u))) await opts.beforeWaiting?.();
  const limit = pLimit(PAGES_AT_ONCE);
  return Promise.all(
    items.map((item) =>
      limit(async () => {
        const outcome = await readFullText(em(), item, opts, stored);
        opts.onPage?.();
        return outcome;
      }),
    ),
  );
}

/** The run log's sentence for a page that could not be read. */
export function unreadPageMessage(title: string, reason: string): string {
  return `The full article of "${title}" was not read because ${reason}; its summary uses the feed's teaser.`;
}
