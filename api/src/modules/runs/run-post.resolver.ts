import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { requireViewer, type Context } from '../../context';
import { fromGlobalId } from '../../graphql/relay/global-id';
import { NotFoundError } from '@synth/core/lib';
import { RunPostService } from './run-post.service';
import { RegenerateRunPostPayload, RunPost } from './run-post.types';

const postsOf = (ctx: Context) => new RunPostService(ctx.em, ctx.services.ai, ctx.runs);

/** The raw `<run uuid>:<position>` of a RunPost global id; anything else is "not found". */
export function rawPostId(id: string): string {
  const g = fromGlobalId(id);
  if (!g || g.type !== 'RunPost') throw new NotFoundError('Post not found');
  return g.id;
}

@Resolver(() => RunPost)
export class RunPostResolver {
  @Authorized()
  @Mutation(() => RunPost, {
    description: "Saves the text of one of your run's posts; the run page shows it from then on",
  })
  updateRunPost(@Arg('id', () => ID) id: string, @Arg('text', () => String) text: string, @Ctx() ctx: Context) {
    return postsOf(ctx).save(requireViewer(ctx), rawPostId(id), text);
  }

  @Authorized()
  @Mutation(() => RegenerateRunPostPayload, {
    description:
      "Writes one of your run's posts again with the run's settings; counts like a run against the trial's cap",
  })
  async regenerateRunPost(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<RegenerateRunPostPayload> {
    const viewer = requireViewer(ctx);
    const post = await postsOf(ctx).regenerate(viewer, rawPostId(id));
    // The count moved in the database; the answer carries it so the trial panel shows it at once.
    await ctx.em.refresh(viewer);
    return { post, user: viewer };
  }
}
