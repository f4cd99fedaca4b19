import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { categoryForFeed, suggestWorkingFeeds } from '@synth/core/catalog';
import { feedFailureText, feedHealthFrom, feedHealthOf } from '@synth/core/feeds';
import { Synth } from '@synth/core/synths';
import { requireOwner } from '../synths/synth-owner';
import { FeedHealthType } from './feed-health.types';

@Resolver(() => Synth)
export class FeedHealthResolver {
  @Authorized()
  @FieldResolver(() => [FeedHealthType], {
    description: "Each feed's last fetch and failures, in the synth's order; owner only",
  })
  async feedHealth(@Root() synth: Synth, @Ctx() ctx: Context): Promise<FeedHealthType[]> {
    requireOwner(ctx, synth);
    const listed = await ctx.viewerReads.of(synth);
    const entries = listed
      ? feedHealthFrom(synth.rssFeedUrls, listed.feedRows)
      : await feedHealthOf(ctx.em, synth.rssFeedUrls);
    return Promise.all(
      entries.map(async (e) => {
        const category = e.failingRepeatedly ? await categoryForFeed(ctx.em, e.url, synth) : null;
        return {
          ...e,
          reasonText: e.reason ? feedFailureText(e.reason, e.httpStatus) : null,
          suggestions: category ? await suggestWorkingFeeds(ctx.em, category, synth.rssFeedUrls) : [],
        };
      }),
    );
  }
}
