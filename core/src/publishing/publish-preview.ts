// Exactly what a publish will put on the platform, checked against the platform's limits before
// anything is sent. Pure: the run page's preview and the server's check are the same function.
import { charLength, PLATFORM_CHAR_LIMITS, tweetLength, tweetsOf } from '../content/platform-limits';
import { publishingPlatform, type PublishingPlatformId } from './platforms';
import { xCostUsd, type XPrices } from './x-prices';

export interface PublishPreview {
  platform: PublishingPlatformId;
  /** The post, or the tweets of the thread in order (each a reply to the one before). */
  parts: string[];
  /** LinkedIn only: the comment posted under the post (the article link). */
  firstComment: string | null;
  /** Each part's length as the platform counts it. */
  lengths: number[];
  limit: number;
  /** Why it cannot be published as it is; null when it can. */
  problem: string | null;
  /** What X charges for the thread, in US dollars; null for LinkedIn. */
  costUsd: number | null;
  /** Parts of an earlier publish already live on the platform, which `parts` leaves out: it lists what is left to send. */
  livePartCount: number;
}

const LINK_RE = /\bhttps?:\/\/[^\s<>"]+/i;

/** A line left holding only a label for the link that moved ("Read more:"), which would dangle. */
const DANGLING_LABEL = /^[^\n]{0,30}:[^\S\n]*$/;

/** The text without its first link, and that link: LinkedIn shows more of a post whose link sits in a comment. */
function moveLinkToComment(text: string): { text: string; link: string | null } {
  const m = LINK_RE.exec(text);
  if (!m) return { text, link: null };
  const before = text.slice(0, m.index);
  const after = text.slice(m.index + m[0].length);
  // "See <link> today." becomes "See today.", not "See  today.".
  const joined =
    /[^\S\n]$/.test(before) && /^[^\S\n]/.test(after) ? before + after.replace(/^[^\S\n]+/, '') : before + after;
  const lines = joined.split('\n');
  const at = before.split('\n').length - 1;
  if (DANGLING_LABEL.test(lines[at])) lines.splice(at, 1);
  const rest = lines
    .join('\n')
    .replace(/[^\S\n]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text: rest, link: m[0] };
}

const thousands = (n: number) => n.toLocaleString('en-US');

export function publishPreview(
  platformId: PublishingPlatformId,
  text: string,
  options: { linkAsFirstComment?: boolean; xPrices: XPrices },
): PublishPreview {
  const platform = publishingPlatform(platformId);
  const limit = PLATFORM_CHAR_LIMITS[platform.contentType]!;
  if (platformId === 'x') {
    const parts = text.trim() ? tweetsOf(text) : [];
    const lengths = parts.map(tweetLength);
    const over = lengths.findIndex((l) => l > limit);
    const problem = !parts.length
      ? 'There is nothing to publish: the post is empty.'
      : over >= 0
        ? `Tweet ${over + 1} of ${parts.length} is ${thousands(lengths[over])} characters as X counts them; X allows ${limit}.`
        : null;
    return {
      platform: platformId,
      parts,
      firstComment: null,
      lengths,
      limit,
      problem,
      costUsd: xCostUsd(parts, options.xPrices),
      livePartCount: 0,
    };
  }
  const moved = options.linkAsFirstComment ? moveLinkToComment(text.trim()) : { text: text.trim(), link: null };
  const length = charLength(moved.text);
  const problem = !moved.text
    ? 'There is nothing to publish: the post is empty.'
    : length > limit
      ? `This post is ${thousands(length)} characters; LinkedIn allows ${thousands(limit)}.`
      : null;
  return {
    platform: platformId,
    parts: moved.text ? [moved.text] : [],
    firstComment: moved.link,
    lengths: [length],
    limit,
    problem,
    costUsd: null,
    livePartCount: 0,
  };
}

/**
 * What publishing again sends after an earlier publish stopped part way: the parts not live yet (and
 * LinkedIn's first comment if it is missing), exactly as the live ones began, so the thread stays one.
 */
export function remainingPreview(
  platformId: PublishingPlatformId,
  begun: { parts: string[]; livePartCount: number; firstComment: string | null; commentPosted: boolean },
  xPrices: XPrices,
): PublishPreview {
  const platform = publishingPlatform(platformId);
  const parts = begun.parts.slice(begun.livePartCount);
  return {
    platform: platformId,
    parts,
    firstComment: begun.commentPosted ? null : begun.firstComment,
    lengths: parts.map(platformId === 'x' ? tweetLength : charLength),
    limit: PLATFORM_CHAR_LIMITS[platform.contentType]!,
    problem: null,
    costUsd: platformId === 'x' ? xCostUsd(parts, xPrices) : null,
    livePartCount: begun.livePartCount,
  };
}
