import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { requireViewer, type Context } from '../../context';
import { idOf, toGlobalId } from '../../graphql/relay/global-id';
import { NotFoundError } from '@synth/core/lib';
import { outputOf, SynthRun } from '@synth/core/runs';
import { choicesOn, countFeedback, leftOutExplanation, resetFeedback } from '@synth/core/relevance';
import { rateRunArticle } from '@synth/core/feedback';
import { formatDigestDate } from '@synth/core/email';
import { Synth } from '@synth/core/synths';
import { ownRun } from '../runs/own-run';
import { ArticleFeedback, feedbackOf, LeftOutReasonKind, RunLeftOutArticle, SynthFeedback } from './feedback.types';

@Resolver(() => SynthRun)
export class RunLeftOutResolver {
  @Authorized()
  @FieldResolver(() => [RunLeftOutArticle], {
    description: 'The articles the run read and left out, each with why (newest first)',
  })
  async leftOut(@Root() run: SynthRun, @Ctx() ctx: Context): Promise<RunLeftOutArticle[]> {
    const items = outputOf(ownRun(ctx, run)).leftOut ?? [];
    const choices = run.synth
      ? await choicesOn(
          ctx.em,
          run.synth.id,
          items.map((a) => a.id),
        )
      : new Map<string, boolean>();
    const zone = run.config.userTimezone;
    return items.map((a) => {
      const r = a.reason;
      return {
        articleId: a.id,
        title: a.title,
        link: a.link,
        source: a.source,
        publishedAt: a.publishedAt ? new Date(a.publishedAt) : null,
        reason: LeftOutReasonKind[r.kind],
        explanation: leftOutExplanation(r, (iso) => formatDigestDate(new Date(iso), zone)),
        score: r.kind === 'belowThreshold' ? r.score : null,
        threshold: r.kind === 'belowThreshold' ? r.threshold : null,
        matchedTitle: r.kind === 'alreadySent' ? r.sentTitle : r.kind === 'sameStoryAs' ? r.title : null,
        sentRunId: r.kind === 'alreadySent' && r.sentRunId ? toGlobalId('SynthRun', r.sentRunId) : null,
        feedback: feedbackOf(choices.get(a.id)),
      };
    });
  }
}

@Resolver(() => Synth)
export class SynthFeedbackResolver {
  @Authorized()
  @FieldResolver(() => SynthFeedback, {
    description: 'How many of its articles the reader rated; from 10 ratings on they change what is kept',
  })
  feedback(@Root() synth: Synth, @Ctx() ctx: Context): Promise<SynthFeedback> {
    if (synth.user.id !== requireViewer(ctx).id) throw new NotFoundError('Synth not found');
    return countFeedback(ctx.em, synth.id);
  }
}

@Authorized()
@Resolver()
export class FeedbackMutationResolver {
  @Mutation(() => SynthRun, {
    description:
      '"More like this" or "Less like this" on an article one of your runs kept or left out; its synth learns from it',
  })
  async rateRunArticle(
    @Arg('runId', () => ID) runId: string,
    @Arg('articleId', () => String) articleId: string,
    @Arg('feedback', () => ArticleFeedback) feedback: ArticleFeedback,
    @Ctx() ctx: Context,
  ): Promise<SynthRun> {
    const raw = idOf('SynthRun', runId);
    if (!raw) throw new NotFoundError('Run not found');
    const run = await ctx.runs.getRun(requireViewer(ctx), raw);
    await rateRunArticle(ctx.em, run, articleId, feedback === ArticleFeedback.more);
    return run;
  }

  @Mutation(() => Synth, {
    description: 'Forgets every rating of your synth: what it keeps goes back to its topics alone',
  })
  async resetSynthFeedback(@Arg('synthId', () => ID) synthId: string, @Ctx() ctx: Context): Promise<Synth> {
    const raw = idOf('Synth', synthId);
    if (!raw) throw new NotFoundError('Synth not found');
    const synth = await ctx.synths.get(requireViewer(ctx), raw);
    await resetFeedback(ctx.em, synth.id);
    return synth;
  }
}
