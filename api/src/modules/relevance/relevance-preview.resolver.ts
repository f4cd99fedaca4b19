import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import { requireViewer, type Context } from '../../context';
import { idOf } from '../../graphql/relay/global-id';
import { NotFoundError } from '@synth/core/lib';
import { leftOutExplanation, RELEVANCE_THRESHOLD, relevancePreview } from '@synth/core/relevance';
import { LeftOutReasonKind } from './feedback.types';
import { RelevancePreviewResult } from './relevance-preview.types';

const dateOf = (iso: string | null) => (iso ? new Date(iso) : null);

@Authorized()
@Resolver()
export class RelevancePreviewResolver {
  @Query(() => RelevancePreviewResult, {
    description:
      'Which stored articles of these feeds (last 7 days) the topics would keep, and why the rest would be left out; rate limited',
  })
  async relevancePreview(
    @Arg('rssFeedUrls', () => [String]) rssFeedUrls: string[],
    @Arg('topics', () => [String]) topics: string[],
    @Arg('synthId', () => ID, { nullable: true, description: 'The saved synth being edited: its feedback takes part' })
    synthId: string | null,
    @Ctx() ctx: Context,
  ): Promise<RelevancePreviewResult> {
    const viewer = requireViewer(ctx);
    await ctx.services.rateLimits.take('relevancePreview', ctx.caller);
    let rawSynthId: string | null = null;
    if (synthId) {
      rawSynthId = idOf('Synth', synthId);
      if (!rawSynthId) throw new NotFoundError('Synth not found');
      await ctx.synths.get(viewer, rawSynthId);
    }
    const preview = await relevancePreview(ctx.em, viewer, { synthId: rawSynthId, rssFeedUrls, topics });
    return {
      read: preview.read,
      threshold: RELEVANCE_THRESHOLD,
      kept: preview.kept.map((a) => ({
        articleId: a.id,
        title: a.title,
        link: a.link,
        source: a.source,
        publishedAt: dateOf(a.publishedAt),
        score: a.relevance?.score ?? null,
        because: a.relevance?.because ?? [],
        likedTitles: a.relevance?.likedTitles ?? [],
        reason: null,
        explanation: null,
      })),
      leftOut: preview.leftOut.map((a) => ({
        articleId: a.id,
        title: a.title,
        link: a.link,
        source: a.source,
        publishedAt: dateOf(a.publishedAt),
        score: a.reason.kind === 'belowThreshold' ? a.reason.score : null,
        because: a.reason.kind === 'belowThreshold' ? a.reason.because : [],
        likedTitles: [],
        reason: LeftOutReasonKind[a.reason.kind],
        // The preview weighs topics only, so no reason here needs a date.
        explanation: leftOutExplanation(a.reason, (iso) => iso),
      })),
    };
  }
}
