// "Send it anyway" on a story a run held back as already sent.
import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { NotFoundError } from '@synth/core/lib';
import { SynthRun } from '@synth/core/runs';
import { confirmSession, requireViewer, type Context } from '../../context';
import { idOf } from '../../graphql/relay/global-id';

@Authorized()
@Resolver()
export class SendAnywayResolver {
  @Mutation(() => SynthRun, {
    description:
      'Sends a story one of your runs held back as already sent: the synth forgets it sent that story and a new run starts now with it first. Counts as a run; follow it with synthUpdated',
  })
  async sendStoryAnyway(
    @Arg('runId', () => ID) runId: string,
    @Arg('articleId', () => String) articleId: string,
    @Ctx() ctx: Context,
  ): Promise<SynthRun> {
    await confirmSession(ctx);
    const raw = idOf('SynthRun', runId);
    if (!raw) throw new NotFoundError('Run not found');
    return ctx.runs.sendStoryAnyway(requireViewer(ctx), raw, articleId);
  }
}
