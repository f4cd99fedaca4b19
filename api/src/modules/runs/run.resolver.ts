import { Args, Ctx, FieldResolver, Float, Int, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { ConnectionArgs, pageWindow, toConnection } from '../../graphql/relay/connection';
import { estimatedCostUsd, otherCostsUsd, outputOf, progressPercent, RunStatus, SynthRun } from '@synth/core/runs';
import { composeRunDigest } from '@synth/core/email';
import { Synth } from '@synth/core/synths';
import {
  Progress,
  RunArticle,
  RunArticleTextSource,
  RunEmailOutcome,
  RunLogConnection,
  RunPostCompliance,
  RunSummaryChecks,
} from './run.types';
import { emailOutcomeOf } from './run-email-outcome';
import { RunPost, runPostOf } from './run-post.types';
import { ownRun } from './own-run';
import { choicesOn } from '@synth/core/relevance';
import { feedbackOf } from '../relevance/feedback.types';

@Resolver(() => SynthRun)
export class RunResolver {
  @FieldResolver(() => Progress)
  progress(@Root() run: SynthRun): Progress {
    const total = Math.max(1, run.progressTotal);
    return { current: run.progressCurrent, total, percent: progressPercent(run.progressCurrent, total) };
  }

  @FieldResolver(() => RunLogConnection, { description: 'Log lines, oldest first' })
  async logs(@Root() run: SynthRun, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    const { offset, limit } = pageWindow(args, 50);
    const [items, total] = await ctx.runs.logs(ownRun(ctx, run), offset, limit);
    return toConnection(items, offset, total);
  }

  @FieldResolver(() => Synth, {
    nullable: true,
    description: 'The saved synth it ran; null for a preview of unsaved editor data',
  })
  async synth(@Root() run: SynthRun, @Ctx() ctx: Context): Promise<Synth | null> {
    return ownRun(ctx, run).synth ? ((await run.synth!.load()) ?? null) : null;
  }

  @FieldResolver(() => String, { description: "The synth's name when the run started" })
  synthName(@Root() run: SynthRun, @Ctx() ctx: Context): string {
    return ownRun(ctx, run).config.name;
  }

  @FieldResolver(() => String, {
    description: 'The IANA time zone of the synth when the run started: times are shown in it',
  })
  timezone(@Root() run: SynthRun, @Ctx() ctx: Context): string {
    return ownRun(ctx, run).config.userTimezone;
  }

  @FieldResolver(() => Float, {
    nullable: true,
    description:
      'Estimated cost in US dollars: AI tokens from the configured price table plus web searches; null when the model has no price',
  })
  estimatedCostUsd(@Root() run: SynthRun, @Ctx() ctx: Context): number | null {
    const { model, pricesPerMillionTokens } = ctx.services.config.ai;
    return estimatedCostUsd(ownRun(ctx, run).tokensUsed, model, pricesPerMillionTokens, otherCostsUsd(outputOf(run)));
  }

  @FieldResolver(() => RunPostCompliance, {
    nullable: true,
    description:
      "How many of the run's posts passed the quality check (placeholders, instructions, platform limits); null before any post",
  })
  postCompliance(@Root() run: SynthRun, @Ctx() ctx: Context): RunPostCompliance | null {
    return outputOf(ownRun(ctx, run)).postCompliance ?? null;
  }

  @FieldResolver(() => RunSummaryChecks, {
    nullable: true,
    description:
      'How many summaries the faithfulness check read, wrote again and replaced by sentences from their article; null before any summary was checked',
  })
  summaryChecks(@Root() run: SynthRun, @Ctx() ctx: Context): RunSummaryChecks | null {
    return outputOf(ownRun(ctx, run)).summaryChecks ?? null;
  }

  @FieldResolver(() => Int, {
    description: 'Stories left out because an earlier digest of this synth already carried them',
  })
  storiesSkippedAsSent(@Root() run: SynthRun, @Ctx() ctx: Context): number {
    return outputOf(ownRun(ctx, run)).storiesSkippedAsSent ?? 0;
  }

  @FieldResolver(() => RunEmailOutcome)
  email(@Root() run: SynthRun, @Ctx() ctx: Context): RunEmailOutcome {
    return emailOutcomeOf(ownRun(ctx, run));
  }

  @FieldResolver(() => [RunArticle], {
    description: 'The articles the run kept, with their summaries and why each was kept',
  })
  async articles(@Root() run: SynthRun, @Ctx() ctx: Context): Promise<RunArticle[]> {
    const kept = outputOf(ownRun(ctx, run)).articles ?? [];
    const choices = run.synth
      ? await choicesOn(
          ctx.em,
          run.synth.id,
          kept.map((a) => a.id),
        )
      : new Map<string, boolean>();
    return kept.map((a) => ({
      title: a.title,
      link: a.link,
      source: a.source,
      summary: a.summary ?? null,
      publishedAt: a.publishedAt ? new Date(a.publishedAt) : null,
      alsoCoveredBy: (a.alsoCoveredBy ?? []).map((c) => ({ title: c.title, link: c.link, source: c.source })),
      articleId: a.id,
      because: a.relevance?.because ?? a.matchedTopics ?? [],
      likedTitles: a.relevance?.likedTitles ?? [],
      feedback: feedbackOf(choices.get(a.id)),
      textSource: (a.textSource as RunArticleTextSource | undefined) ?? null,
    }));
  }

  @FieldResolver(() => [RunPost], { description: 'The posts the run wrote, with saved edits' })
  posts(@Root() run: SynthRun, @Ctx() ctx: Context): RunPost[] {
    return (outputOf(ownRun(ctx, run)).posts ?? []).map((p, i) => runPostOf(run.id, i, p));
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The digest email's HTML as composed for the run (null until the run ends); show it only in a sandboxed frame",
  })
  digestHtml(@Root() run: SynthRun, @Ctx() ctx: Context): string | null {
    ownRun(ctx, run);
    if (run.status === RunStatus.queued || run.status === RunStatus.running) return null;
    return composeRunDigest(run, run.config.recipientEmail ?? '', ctx.services.config).html;
  }
}
