// Exactly what a publish will put on the platform, checked against the platform's limits before
// anything is sent: each platform's client composes it (compose), and the run page's preview and
// the server's check are that same call.
import type { PublishingPlatformId } from './platforms';
import type { PlatformClient } from './platforms/platform-client';

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
export function moveLinkToComment(text: string): { text: string; link: string | null } {
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

/**
 * What publishing again sends after an earlier publish stopped part way: the parts not live yet (and
 * the first comment if it is missing), exactly as the live ones began, so the thread stays one.
 */
export function remainingPreview(
  client: Pick<PlatformClient, 'platform' | 'lengthOf' | 'limit' | 'costUsd'>,
  begun: { parts: string[]; livePartCount: number; firstComment: string | null; commentPosted: boolean },
): PublishPreview {
  const parts = begun.parts.slice(begun.livePartCount);
  return {
    platform: client.platform.id as PublishingPlatformId,
    parts,
    firstComment: begun.commentPosted ? null : begun.firstComment,
    lengths: parts.map((p) => client.lengthOf(p)),
    limit: client.limit,
    problem: null,
    costUsd: client.costUsd(parts),
    livePartCount: begun.livePartCount,
  };
}
