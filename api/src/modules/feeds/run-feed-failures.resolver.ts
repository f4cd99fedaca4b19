import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { feedFailuresSummary } from '@synth/core/feeds';
import { outputOf, SynthRun } from '@synth/core/runs';
import { ownRun } from '../runs/own-run';

@Resolver(() => SynthRun)
export class RunFeedFailuresResolver {
  @Authorized()
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'Which feeds failed and why, e.g. "5 of 5 feeds failed: 3 did not resolve, 2 timed out."; null when none failed',
  })
  feedFailureSummary(@Root() run: SynthRun, @Ctx() ctx: Context): string | null {
    const { feedErrors = [], feedsRead } = outputOf(ownRun(ctx, run));
    if (feedErrors.length === 0) return null;
    return feedFailuresSummary(
      feedsRead ?? run.config?.rssFeedUrls?.length ?? feedErrors.length,
      feedErrors.map((e) => e.reason),
    );
  }
}
