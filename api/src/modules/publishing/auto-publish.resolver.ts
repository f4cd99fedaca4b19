import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Resolver, Root } from 'type-graphql';
import { requireViewer, type Context } from '../../context';
import { NotFoundError, UpgradeRequiredError, ValidationError } from '@synth/core/lib';
import { featuresFor, PUBLISHING_NOT_IN_PLAN } from '@synth/core/plans';
import { effectiveStatus } from '@synth/core/users';
import { Synth } from '@synth/core/synths';
import {
  AutoPublishSetting,
  autoPublishMinutesProblem,
  bestSlotFor,
  ConnectedAccount,
  cancelScheduledPublication,
  reschedulePublication,
} from '@synth/core/publishing';
import { fromGlobalId } from '../../graphql/relay/global-id';
import { RunPost, runPostOf } from '../runs/run-post.types';
import { publicationsOf } from './publishing-context';
import { cancelPublishWorkflows, reschedulePublishWorkflow } from './publication-workflows';

@Resolver(() => Synth)
export class SynthAutoPublishResolver {
  @FieldResolver(() => Int, {
    nullable: true,
    description:
      'Minutes after the digest that its posts publish themselves; null when automatic publishing is off (the default)',
  })
  async autoPublishMinutes(@Root() synth: Synth, @Ctx() ctx: Context): Promise<number | null> {
    const setting = await ctx.em.findOne(AutoPublishSetting, { synth: synth.id, user: requireViewer(ctx) });
    return setting?.delayMinutes ?? null;
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether the posts wait for your best time on each network (at least autoPublishMinutes after the digest)',
  })
  async autoPublishBestTime(@Root() synth: Synth, @Ctx() ctx: Context): Promise<boolean> {
    const setting = await ctx.em.findOne(AutoPublishSetting, { synth: synth.id, user: requireViewer(ctx) });
    return setting?.bestTime ?? false;
  }

  @FieldResolver(() => [String], {
    description:
      'With best time on: when a digest sent now would have its posts go out on each connected network, and why',
  })
  async autoPublishPreview(@Root() synth: Synth, @Ctx() ctx: Context): Promise<string[]> {
    const viewer = requireViewer(ctx);
    const setting = await ctx.em.findOne(AutoPublishSetting, { synth: synth.id, user: viewer });
    if (!setting?.bestTime) return [];
    const earliest = new Date(Date.now() + setting.delayMinutes * 60_000);
    const accounts = await ctx.em.find(ConnectedAccount, { user: viewer }, { orderBy: { platform: 'asc' } });
    const slots = await Promise.all(
      accounts.map((a) => bestSlotFor(ctx.em, viewer, a.platform, synth.userTimezone, earliest)),
    );
    return slots.flatMap((s) => (s ? [s.sentence] : []));
  }
}

@Resolver()
export class AutoPublishMutationResolver {
  @Authorized()
  @Mutation(() => Synth, {
    description: "Turns automatic publishing of your synth's posts on (minutes after the digest) or off (null)",
  })
  async setAutoPublish(
    @Arg('synthId', () => ID) synthId: string,
    @Arg('minutes', () => Int, { nullable: true }) minutes: number | null,
    @Ctx() ctx: Context,
    @Arg('bestTime', () => Boolean, {
      nullable: true,
      description: 'Wait for your best time on each network, at least `minutes` after the digest',
    })
    bestTime?: boolean | null,
  ): Promise<Synth> {
    const viewer = requireViewer(ctx);
    const g = fromGlobalId(synthId);
    const synth = g?.type === 'Synth' ? await ctx.em.findOne(Synth, { id: g.id, user: viewer }) : null;
    if (!synth) throw new NotFoundError('Synth not found');
    const existing = await ctx.em.findOne(AutoPublishSetting, { synth, user: viewer });
    if (minutes === null) {
      if (existing) await ctx.em.removeAndFlush(existing);
      return synth;
    }
    if (!featuresFor(effectiveStatus(viewer)).canPublish) throw new UpgradeRequiredError(PUBLISHING_NOT_IN_PLAN);
    const problem = autoPublishMinutesProblem(minutes);
    if (problem) throw new ValidationError([{ field: 'minutes', message: problem }]);
    if (existing) Object.assign(existing, { delayMinutes: minutes, bestTime: !!bestTime });
    else
      ctx.em.create(AutoPublishSetting, {
        synth,
        user: viewer,
        delayMinutes: minutes,
        bestTime: !!bestTime,
      } as unknown as AutoPublishSetting);
    await ctx.em.flush();
    return synth;
  }

  @Authorized()
  @Mutation(() => RunPost, { description: 'Cancels the automatic publish of one of your posts while it waits' })
  async cancelPublication(
    @Arg('publicationId', () => ID) publicationId: string,
    @Ctx() ctx: Context,
  ): Promise<RunPost> {
    const viewer = requireViewer(ctx);
    const pub = await cancelScheduledPublication(ctx.em, viewer, publicationId);
    await cancelPublishWorkflows(ctx.services, [pub.key]);
    const { run, post } = await publicationsOf(ctx).post(viewer, pub.run.id, pub.postIndex);
    return runPostOf(run.id, pub.postIndex, post);
  }

  @Authorized()
  @Mutation(() => RunPost, { description: 'Sets by hand when one of your waiting posts publishes itself' })
  async reschedulePublication(
    @Arg('publicationId', () => ID) publicationId: string,
    @Arg('publishAt', () => Date) publishAt: Date,
    @Ctx() ctx: Context,
  ): Promise<RunPost> {
    const viewer = requireViewer(ctx);
    const pub = await reschedulePublication(ctx.em, viewer, publicationId, publishAt);
    await reschedulePublishWorkflow(ctx.services, pub.key, publishAt);
    const { run, post } = await publicationsOf(ctx).post(viewer, pub.run.id, pub.postIndex);
    return runPostOf(run.id, pub.postIndex, post);
  }
}
