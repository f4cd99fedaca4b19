// Decides when a feed item carries only a teaser, so the article page is worth reading.

/**
 * Feed items under this many words are teasers. Measured on the fixture news site: its feed's
 * teasers are 13 to 26 words and its articles 140 to 190 (real articles run longer); 120 leaves
 * room on both sides, and a feed that sends whole articles is read as it is.
 */
export const TEASER_MAX_WORDS = 120;

// "Read more", "Continue reading", "[…]", "..." at the very end: the feed cut the text on purpose.
const READ_MORE_END =
  /(?:read\s+more|continue\s+reading|keep\s+reading|full\s+(?:story|article)|\[(?:…|\.\.\.)\]|…|\.\.\.)\s*[»›→>]*\s*$/i;
/** The marker test reads only the text's tail, so a long item costs no more than a short one. */
const TAIL_CHARS = 200;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** True when the feed's text for an item is short or ends in a "read more" marker. */
export function isTeaser(feedText: string): boolean {
  const text = feedText.trim();
  if (wordCount(text) < TEASER_MAX_WORDS) return true;
  return READ_MORE_END.test(text.slice(-TAIL_CHARS));
}
