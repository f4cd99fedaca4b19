import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { confirmSession, requireViewer, type Context } from '../../context';
import { confirmSessionIfRecipientChanges } from './recipient-change';
import { ConnectionArgs, pageWindow, toConnection } from '../../graphql/relay/connection';
import { idOf, toGlobalId } from '../../graphql/relay/global-id';
import { NotFoundError } from '@synth/core/lib';
import { SynthRun } from '@synth/core/runs';
import { SynthRunConnection } from '../runs/run.types';
import { Synth } from '@synth/core/synths';
import { fieldsOf, SynthInput } from './synth.input';
import { DeleteSynthPayload, SynthStats } from './synth.types';

const synthId = (id: string) => {
  const raw = idOf('Synth', id);
  if (!raw) throw new NotFoundError('Synth not found');
  return raw;
};

@Resolver(() => Synth)
export class SynthResolver {
  @FieldResolver(() => SynthStats)
  stats(@Root() s: Synth): SynthStats {
    return {
      articlesFetched: s.articlesFetched,
      articlesFiltered: s.articlesFiltered,
      articlesProcessed: s.articlesProcessed,
      lastRun: s.lastRunAt ?? null,
    };
  }

  @FieldResolver(() => SynthRunConnection, { description: 'Runs, newest first' })
  async runs(@Root() s: Synth, @Args(() => ConnectionArgs) args: ConnectionArgs, @Ctx() ctx: Context) {
    const { offset, limit } = pageWindow(args, 10);
    const [items, total] = await ctx.runs.listRuns(s, offset, limit);
    return toConnection(items, offset, total);
  }

  @FieldResolver(() => SynthRun, { nullable: true })
  async latestRun(@Root() s: Synth, @Ctx() ctx: Context) {
    const listed = await ctx.viewerReads.of(s);
    return listed ? listed.latestRun : ctx.runs.latestRun(s);
  }
}

/** Every synth mutation acts for the signed-in viewer, so the class requires one for all of them. */
@Authorized()
@Resolver()
export class SynthMutationResolver {
  @Mutation(() => Synth, { description: "Creates the viewer's synth (one per account) and its schedule" })
  createSynth(@Arg('input', () => SynthInput) input: SynthInput, @Ctx() ctx: Context) {
    return ctx.synths.create(requireViewer(ctx), fieldsOf(input));
  }

  @Mutation(() => Synth, { description: 'Updates fields of a synth and refreshes its schedule' })
  async updateSynth(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SynthInput) input: SynthInput,
    @Ctx() ctx: Context,
  ) {
    const fields = fieldsOf(input);
    await confirmSessionIfRecipientChanges(ctx, requireViewer(ctx), synthId(id), fields);
    return ctx.synths.update(requireViewer(ctx), synthId(id), fields);
  }

  @Mutation(() => Synth, { description: 'Flips active/inactive; inactive synths keep their schedule paused' })
  toggleSynthStatus(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return ctx.synths.toggle(requireViewer(ctx), synthId(id));
  }

  @Mutation(() => DeleteSynthPayload)
  async deleteSynth(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<DeleteSynthPayload> {
    await confirmSession(ctx);
    const raw = await ctx.synths.remove(requireViewer(ctx), synthId(id));
    return { deletedSynthId: toGlobalId('Synth', raw) };
  }

  @Mutation(() => SynthRun, { description: 'Starts a run of a saved synth now; follow it with synthUpdated' })
  async runSynth(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    await confirmSession(ctx);
    return ctx.runs.startManual(requireViewer(ctx), synthId(id));
  }

  @Mutation(() => SynthRun, { description: 'Runs unsaved editor data once without saving a synth' })
  async previewSynth(@Arg('input', () => SynthInput) input: SynthInput, @Ctx() ctx: Context) {
    await confirmSession(ctx);
    return ctx.runs.startPreview(requireViewer(ctx), fieldsOf(input));
  }
}
