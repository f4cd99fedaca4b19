// How a post's length is counted against its content type's limits (declared in content-types/), in
// one pure module: the post writer, the quality gate and the run page's live character counts all
// measure posts the same way.
import { CONTENT_TYPES, contentTypeOf, type ContentTypeId } from './content-types';

const limitsBy = (
  limit: (t: (typeof CONTENT_TYPES)[number]) => number | null,
): Partial<Record<ContentTypeId, number>> =>
  Object.fromEntries(CONTENT_TYPES.flatMap((t) => (limit(t) == null ? [] : [[t.id, limit(t)]])));

/** Characters per post (per tweet for X); types without a limit (email, blog) are absent. */
export const PLATFORM_CHAR_LIMITS = limitsBy((t) => t.limits.chars);

/** Hashtags allowed in one post, for the types whose platform sets a limit. */
export const PLATFORM_HASHTAG_LIMITS = limitsBy((t) => t.limits.hashtags);

/** X counts every link as this many characters, whatever its real length. */
export const X_URL_WEIGHT = contentTypeOf('twitter').limits.thread!.linkWeight;

const URL_RE = /\bhttps?:\/\/[^\s<>"]+/gi;
// Not a link's fragment ("/#top") nor an HTML entity ("&#39;").
const HASHTAG_RE = /(?:^|[^\p{L}\p{N}_&#/])#[\p{L}_][\p{L}\p{N}_]*/gu;
// A tweet of a thread starts with its number, "1/3 ".
const TWEET_NUMBER_RE = /^\d+\s*\/\s*\d+\s/;

/** Characters as people count them (code points, so an emoji is one). */
export const charLength = (text: string): number => [...text].length;

/** Length of a text when every link counts as `linkWeight` characters. */
function weightedLength(text: string, linkWeight: number): number {
  let length = 0;
  let last = 0;
  for (const m of text.matchAll(URL_RE)) {
    length += charLength(text.slice(last, m.index)) + linkWeight;
    last = m.index + m[0].length;
  }
  return length + charLength(text.slice(last));
}

/** Length of one tweet as X counts it: each link is 23 characters. */
export const tweetLength = (text: string): number => weightedLength(text, X_URL_WEIGHT);

/** The hashtags in a text, in order ("#Energy"). */
export function hashtagsIn(text: string): string[] {
  return [...text.matchAll(HASHTAG_RE)].map((m) => m[0].replace(/^[^#]*/, ''));
}

/** The parts of a thread: numbered parts separated by blank lines form a thread, anything else is one part. */
export function tweetsOf(text: string): string[] {
  const chunks = text
    .trim()
    .split(/\n[^\S\n]*\n/)
    .map((t) => t.trim())
    .filter(Boolean);
  return chunks.length > 1 && chunks.every((t) => TWEET_NUMBER_RE.test(t)) ? chunks : [text.trim()];
}

export interface PlatformMeasure {
  /** Length as the platform counts it (for X, of the longest tweet). */
  length: number;
  /** The platform's limit for that length; null when it has none. */
  limit: number | null;
  hashtags: number;
  hashtagLimit: number | null;
  /** Number of parts of a thread (1 for a platform without threads). */
  parts: number;
  withinLimits: boolean;
}

/** Measures a post against its platform's limits, the way the platform counts. */
export function measurePost(contentType: ContentTypeId | (string & {}), text: string): PlatformMeasure {
  const limits = contentTypeOf(contentType)?.limits;
  const limit = limits?.chars ?? null;
  const hashtagLimit = limits?.hashtags ?? null;
  const hashtags = hashtagsIn(text).length;
  const thread = limits?.thread;
  const parts = thread ? tweetsOf(text) : [text.trim()];
  const length = Math.max(0, ...parts.map((p) => (thread ? weightedLength(p, thread.linkWeight) : charLength(p))));
  const withinLimits = (limit == null || length <= limit) && (hashtagLimit == null || hashtags <= hashtagLimit);
  return { length, limit, hashtags, hashtagLimit, parts: parts.length, withinLimits };
}
