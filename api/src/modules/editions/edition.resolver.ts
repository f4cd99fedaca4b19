// A synth's public archive as its owner sets it: public or private, and which of its digests are on it.
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import {
  archiveIssue,
  archiveUrl,
  feedUrl,
  isIssueUnpublished,
  publicEditionOf,
  setIssuePublished,
  setSynthPublic,
  subscriberCount,
} from '@synth/core/editions';
import { NotFoundError } from '@synth/core/lib';
import { RunStatus, SynthRun } from '@synth/core/runs';
import { Synth } from '@synth/core/synths';
import { requireViewer, type Context } from '../../context';
import { idOf } from '../../graphql/relay/global-id';
import { ownRun } from '../runs/own-run';
import { requireOwner } from '../synths/synth-owner';
import { SynthPublicEdition } from './edition.types';

@Resolver(() => Synth)
export class SynthPublicEditionResolver {
  @FieldResolver(() => SynthPublicEdition)
  async publicEdition(@Root() synth: Synth, @Ctx() ctx: Context): Promise<SynthPublicEdition> {
    const owner = requireOwner(ctx, synth);
    const edition = await publicEditionOf(ctx.em, owner.id, synth.id);
    const open = edition?.isPublic ? edition : null;
    const { publicUrl } = ctx.services.config;
    return {
      isPublic: !!open,
      archiveUrl: open ? archiveUrl(publicUrl, open.slug) : null,
      feedUrl: open ? feedUrl(publicUrl, open.slug) : null,
      subscribers: await subscriberCount(ctx.em, owner.id, synth.id),
    };
  }
}

@Resolver(() => SynthRun)
export class RunPublicEditionResolver {
  @FieldResolver(() => Boolean, {
    nullable: true,
    description:
      "Whether the run's digest is on its synth's public archive (false once you unpublish it); null when the synth is not public or the run made no digest",
  })
  async inPublicArchive(@Root() run: SynthRun, @Ctx() ctx: Context): Promise<boolean | null> {
    ownRun(ctx, run);
    if (!run.synth || run.status !== RunStatus.succeeded) return null;
    const edition = await publicEditionOf(ctx.em, run.user.id, run.synth.id);
    if (!edition?.isPublic) return null;
    if (await isIssueUnpublished(ctx.em, run.user.id, run.id)) return false;
    return (await archiveIssue(ctx.em, { synthId: run.synth.id, userId: run.user.id }, run.id)) ? true : null;
  }
}

@Authorized()
@Resolver()
export class PublicEditionMutationResolver {
  @Mutation(() => Synth, {
    description:
      "Makes your synth's archive public (its past and future digests on a page anyone may read, with a feed and a subscribe form) or private again",
  })
  async setSynthPublic(
    @Arg('synthId', () => ID) synthId: string,
    @Arg('isPublic', () => Boolean) isPublic: boolean,
    @Ctx() ctx: Context,
  ): Promise<Synth> {
    const viewer = requireViewer(ctx);
    const raw = idOf('Synth', synthId);
    const synth = raw ? await ctx.em.findOne(Synth, { id: raw, user: viewer }) : null;
    if (!synth) throw new NotFoundError('Synth not found');
    await setSynthPublic(ctx.em, synth, isPublic);
    return synth;
  }

  @Mutation(() => SynthRun, {
    description: "Takes one of your runs' digests out of its synth's public archive and feed, or puts it back",
  })
  async setDigestPublished(
    @Arg('runId', () => ID) runId: string,
    @Arg('published', () => Boolean) published: boolean,
    @Ctx() ctx: Context,
  ): Promise<SynthRun> {
    const viewer = requireViewer(ctx);
    const raw = idOf('SynthRun', runId);
    const run = raw ? await ctx.em.findOne(SynthRun, { id: raw, user: viewer }) : null;
    if (!run) throw new NotFoundError('Run not found');
    await setIssuePublished(ctx.em, run, published);
    return run;
  }
}
