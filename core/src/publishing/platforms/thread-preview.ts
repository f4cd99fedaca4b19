// The preview of a post or thread on a network that takes no first comment and charges nothing:
// its parts, each one's length as the network counts it, and the first thing the network would refuse.
import type { PublishPreview } from '../publish-preview';
import { tweetsOf } from '../../content/platform-limits';
import type { PublishingPlatformId } from './index';

const thousands = (n: number) => n.toLocaleString('en-US');

export function threadPreview(opts: {
  platform: PublishingPlatformId;
  label: string;
  limit: number;
  text: string;
  lengthOf: (part: string) => number;
  /** A refusal of the network's own beyond length (bytes, links), for the parts; null when none. */
  otherProblem?: (parts: string[]) => string | null;
}): PublishPreview {
  const { label, limit } = opts;
  const parts = opts.text.trim() ? tweetsOf(opts.text) : [];
  const lengths = parts.map(opts.lengthOf);
  const over = lengths.findIndex((l) => l > limit);
  const problem = !parts.length
    ? 'There is nothing to publish: the post is empty.'
    : over >= 0
      ? `Post ${over + 1} of ${parts.length} is ${thousands(lengths[over])} characters as ${label} counts them; ${label} allows ${limit}.`
      : (opts.otherProblem?.(parts) ?? null);
  return {
    platform: opts.platform,
    parts,
    firstComment: null,
    lengths,
    limit,
    problem,
    costUsd: null,
    livePartCount: 0,
  };
}
