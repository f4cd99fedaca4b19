import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { ConnectionArgs, pageWindow, toConnection } from '../../graphql/relay/connection';
import { progressPercent, SynthRun } from '@synth/core/runs';
import { Progress, RunLogConnection } from './run.types';

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
    const [items, total] = await ctx.runs.logs(run, offset, limit);
    return toConnection(items, offset, total);
  }
}
