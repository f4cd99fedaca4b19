// What a reader is told about the text an item's summary was written from, on the run page and in
// the digest: one home for the words, shared by the web app (pure module) and the email.

/**
 * The text a summary was written from: the feed's own (`feed`), the article page read in full
 * (`full`), or the feed's teaser because the page is behind a paywall (`teaserOnly`) or could not
 * be read (`teaser`).
 */
export type ArticleTextSource = 'feed' | 'full' | 'teaserOnly' | 'teaser';

/** The digest's label for an article behind a paywall: its summary is of the feed's teaser only. */
export const TEASER_ONLY_LABEL =
  'Teaser only: the article is behind a paywall, so this summary covers the teaser the feed gave.';

/** The run page's short note per article. */
export const TEXT_SOURCE_NOTE: Record<ArticleTextSource, string> = {
  full: 'Full text read',
  teaserOnly: 'Teaser only (paywall)',
  teaser: 'Teaser only (page not read)',
  feed: "Feed's own text",
};
