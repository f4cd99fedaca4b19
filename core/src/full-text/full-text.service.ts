// Reads the full article behind a feed teaser, once per URL for every synth: the page is fetched
// politely, its main text extracted, a paywall labelled rather than worked around, and whatever
// went wrong said in a sentence so the summary can fall back to the teaser.
import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_ARTICLE_CHARS } from '../ai/prompt-builder';
import { isFeedFetchError } from '../feeds/feed-errors';
import { parseFeedUrl } from '../feeds/redirects';
import { storedPage, storePage, type StoredPage } from './article-page.repository';
import { extractArticle } from './extract-article';
import { pageFailureReason } from './page-failure';
import { fetchArticlePage, type PageFetchOptions } from './page-fetch';
import { declaresPaywall, noLongerThanTeaser } from './paywall';
import { isTeaser } from './teaser';

const PAGE_TTL_MS = 30 * 24 * 3600_000;
/** A failure that may pass (a timeout, a 5xx) is tried again after an hour, not a month. */
const PASSING_FAILURE_TTL_MS = 3600_000;

/** How the text a summary was written from was found. */
export type FullTextOutcome =
  /** The feed's text was already the article (or the synth reads feeds only). */
  | { kind: 'feed'; text: string }
  /** The article page was read: `text` is its main text. */
  | { kind: 'full'; text: string }
  /** The page is behind a paywall: `text` is the feed's teaser. */
  | { kind: 'paywalled'; text: string }
  /** The page could not be read: `text` is the teaser, `reason` says why. */
  | { kind: 'failed'; text: string; reason: string };

// Runs of one worker reading the same page at the same moment share one fetch.
const inFlight = new Map<string, Promise<StoredPage>>();

/** The address of the page an item's article is read from: none when its feed text is the article, 'invalid' for a bad link. */
export function pageToRead(item: { link: string | null; teaser: string }): string | null | 'invalid' {
  if (!item.link || !isTeaser(item.teaser)) return null;
  try {
    return parseFeedUrl(item.link).href;
  } catch {
    return 'invalid';
  }
}

/** `stored`: the pages already looked up together (see storedPages); without it, this page is looked up alone. */
export async function readFullText(
  em: EntityManager,
  item: { link: string | null; teaser: string },
  opts: PageFetchOptions,
  stored?: Map<string, StoredPage>,
): Promise<FullTextOutcome> {
  const { teaser } = item;
  const url = pageToRead(item);
  if (url === null) return { kind: 'feed', text: teaser };
  if (url === 'invalid') return { kind: 'failed', text: teaser, reason: 'the article link is not a valid web address' };
  let page = stored ? (stored.get(url) ?? null) : await storedPage(em, url);
  if (!page) {
    let pending = inFlight.get(url);
    if (!pending) {
      pending = readAndStore(em, url, teaser, opts).finally(() => inFlight.delete(url));
      inFlight.set(url, pending);
    }
    page = await pending;
  }
  if (page.outcome === 'full' && page.text) {
    // Another synth's feed may carry a longer teaser than the page gave.
    return noLongerThanTeaser(page.text, teaser)
      ? { kind: 'paywalled', text: teaser }
      : { kind: 'full', text: page.text };
  }
  if (page.outcome === 'paywalled') return { kind: 'paywalled', text: teaser };
  return { kind: 'failed', text: teaser, reason: page.reason ?? 'we could not connect to the site' };
}

async function readAndStore(
  em: EntityManager,
  url: string,
  teaser: string,
  opts: PageFetchOptions,
): Promise<StoredPage> {
  const { page, ttlMs } = await readPage(url, teaser, opts);
  await storePage(em, url, page, ttlMs);
  return page;
}

async function readPage(
  url: string,
  teaser: string,
  opts: PageFetchOptions,
): Promise<{ page: StoredPage; ttlMs: number }> {
  try {
    const { html, finalUrl } = await fetchArticlePage(url, opts);
    if (declaresPaywall(html)) return { page: { outcome: 'paywalled', text: null, reason: null }, ttlMs: PAGE_TTL_MS };
    const article = extractArticle(html, finalUrl);
    if (!article)
      return {
        page: { outcome: 'failed', text: null, reason: 'the page holds no article text we could find' },
        ttlMs: PAGE_TTL_MS,
      };
    if (noLongerThanTeaser(article.text, teaser))
      return { page: { outcome: 'paywalled', text: null, reason: null }, ttlMs: PAGE_TTL_MS };
    // The model reads no more than this of an article, so no more is kept.
    return {
      page: { outcome: 'full', text: article.text.slice(0, MAX_ARTICLE_CHARS), reason: null },
      ttlMs: PAGE_TTL_MS,
    };
  } catch (err) {
    const passing = isFeedFetchError(err) && err.retryable;
    return {
      page: { outcome: 'failed', text: null, reason: pageFailureReason(err) },
      ttlMs: passing ? PASSING_FAILURE_TTL_MS : PAGE_TTL_MS,
    };
  }
}
