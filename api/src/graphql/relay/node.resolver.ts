import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { requireViewer } from '../../context';
import { Node } from '@synth/core/lib';
import { fromGlobalId, toGlobalId, type NodeType } from './global-id';
import { Synth } from '@synth/core/synths';
import { SynthRun } from '@synth/core/runs';
import { RunPostService } from '../../modules/runs/run-post.service';
import { runPostOf } from '../../modules/runs/run-post.types';

@Resolver(() => Node)
export class NodeResolver {
  /** Inherited by every Node type: the opaque global id instead of the row's uuid. */
  @FieldResolver(() => ID)
  id(@Root() node: { id: string; constructor: { name: string } }): string {
    return toGlobalId(node.constructor.name as NodeType, node.id);
  }

  /** Refetch anything by id; another user's object is reported as missing, never revealed. */
  @Query(() => Node, { nullable: true })
  async node(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Node | null> {
    const viewer = requireViewer(ctx);
    const g = fromGlobalId(id);
    if (!g) return null;
    switch (g.type) {
      case 'User':
        return g.id === viewer.id ? (viewer as unknown as Node) : null;
      case 'Synth':
        return (await ctx.em.findOne(Synth, { id: g.id, user: viewer })) as unknown as Node | null;
      case 'SynthRun':
        return (await ctx.em.findOne(SynthRun, { id: g.id, user: viewer })) as unknown as Node | null;
      case 'RunPost': {
        const found = await new RunPostService(ctx.em, ctx.services.ai, ctx.runs).find(viewer, g.id);
        return found ? (runPostOf(found.run.id, found.index, found.post) as unknown as Node) : null;
      }
    }
  }
}
