// Each platform's limits and how its length is counted, in one pure module: the post writer, the
// quality gate and the run page's live character counts all measure posts the same way.
import type { ContentType } from '../synths/synth.enums';

type ContentTypeName = `${ContentType}`;

/** Characters per post (per tweet for X); email and blog have none. */
export const PLATFORM_CHAR_LIMITS: Partial<Record<ContentTypeName, number>> = {
  twitter: 280, instagram: 2200, linkedin: 3000, facebook: 63206,
};

/** X counts every link as this many characters, whatever its real length. */
export const X_URL_WEIGHT = 23;

/** Hashtags allowed in one post; Instagram refuses a caption with more than 30. */
export const PLATFORM_HASHTAG_LIMITS: Partial<Record<ContentTypeName, number>> = { instagram: 30 };

const URL_RE = /\bhttps?:\/\/[^\s<>"]+/gi;
// Not a link's fragment ("/#top") nor an HTML entity ("&#39;").
const HASHTAG_RE = /(?:^|[^\p{L}\p{N}_&#/])#[\p{L}_][\p{L}\p{N}_]*/gu;
// A tweet of a thread starts with its number, "1/3 ".
const TWEET_NUMBER_RE = /^\d+\s*\/\s*\d+\s/;

/** Characters as people count them (code points, so an emoji is one). */
export const charLength = (text: string): number => [...text].length;

/** Length of one tweet as X counts it: each link is 23 characters. */
export function tweetLength(text: string): number {
  let length = 0;
  let last = 0;
  for (const m of text.matchAll(URL_RE)) {
    length += charLength(text.slice(last, m.index)) + X_URL_WEIGHT;
    last = m.index + m[0].length;
  }
  return length + charLength(text.slice(last));
}

/** The hashtags in a text, in order ("#Energy"). */
export function hashtagsIn(text: string): string[] {
  return [...text.matchAll(HASHTAG_RE)].map((m) => m[0].replace(/^[^#]*/, ''));
}

/** The tweets of an X post: numbered tweets separated by blank lines form a thread, anything else is one tweet. */
export function tweetsOf(text: string): string[] {
  const chunks = text.trim().split(/\n[^\S\n]*\n/).map((t) => t.trim()).filter(Boolean);
  return chunks.length > 1 && chunks.every((t) => TWEET_NUMBER_RE.test(t)) ? chunks : [text.trim()];
}

export interface PlatformMeasure {
  /** Length as the platform counts it (for X, of the longest tweet). */
  length: number;
  /** The platform's limit for that length; null when it has none. */
  limit: number | null;
  hashtags: number;
  hashtagLimit: number | null;
  /** Number of tweets (1 for every other platform). */
  parts: number;
  withinLimits: boolean;
}

/** Measures a post against its platform's limits, the way the platform counts. */
export function measurePost(contentType: ContentTypeName | (string & {}), text: string): PlatformMeasure {
  const type = contentType as ContentTypeName;
  const limit = PLATFORM_CHAR_LIMITS[type] ?? null;
  const hashtagLimit = PLATFORM_HASHTAG_LIMITS[type] ?? null;
  const hashtags = hashtagsIn(text).length;
  const parts = type === 'twitter' ? tweetsOf(text) : [text.trim()];
  const length = Math.max(0, ...parts.map((p) => (type === 'twitter' ? tweetLength(p) : charLength(p))));
  const withinLimits = (limit == null || length <= limit) && (hashtagLimit == null || hashtags <= hashtagLimit);
  return { length, limit, hashtags, hashtagLimit, parts: parts.length, withinLimits };
}
