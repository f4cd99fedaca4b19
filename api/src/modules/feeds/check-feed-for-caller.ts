import { validateFeedUrl, type FeedValidation } from '@synth/core/feeds';
import type { Context } from '../../context';

/** A signed-in caller's check (REST and GraphQL alike): counted against their feed-check limit first. */
export async function checkFeedForCaller(
  ctx: Pick<Context, 'services' | 'caller'>,
  url: string,
): Promise<FeedValidation> {
  await ctx.services.rateLimits.take('feedCheck', ctx.caller);
  return validateFeedUrl(url, { allowPrivateNetworks: ctx.services.config.feeds.allowPrivateNetworks });
}
