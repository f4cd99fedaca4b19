// A synth's delivery channels as its owner manages them, and a run's outcome on each.
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import {
  addDeliveryChannel,
  channelPostSettings,
  channelsOf,
  privateFeedUrl,
  DeliveryChannel,
  removeDeliveryChannel,
} from '@synth/core/channels';
import { isUuid, NotFoundError } from '@synth/core/lib';
import { maxDeliveryChannelsFor } from '@synth/core/plans';
import { outputOf, SynthRun } from '@synth/core/runs';
import { Synth } from '@synth/core/synths';
import { effectiveStatus } from '@synth/core/users';
import { requireViewer, type Context } from '../../context';
import { idOf } from '../../graphql/relay/global-id';
import { ownRun } from '../runs/own-run';
import { requireOwner } from '../synths/synth-owner';
import { AddedDeliveryChannel, DeliveryChannelView, RunChannelOutcome, SynthDeliveryChannels } from './channel.types';

function viewOf(ctx: Context, c: DeliveryChannel): DeliveryChannelView {
  return {
    id: c.id,
    kind: c.kind,
    name: c.name,
    hint: c.hint ?? null,
    feedUrl: c.kind === 'feed' ? privateFeedUrl({ id: c.id, userId: c.user.id }, ctx.services.config) : null,
    createdAt: c.createdAt,
  };
}

@Resolver(() => Synth)
export class SynthChannelsResolver {
  @FieldResolver(() => SynthDeliveryChannels)
  async deliveryChannels(@Root() synth: Synth, @Ctx() ctx: Context): Promise<SynthDeliveryChannels> {
    const owner = requireOwner(ctx, synth);
    const channels = await channelsOf(ctx.em, owner.id, synth.id);
    return { channels: channels.map((c) => viewOf(ctx, c)), limit: maxDeliveryChannelsFor(effectiveStatus(owner)) };
  }
}

@Resolver(() => SynthRun)
export class RunChannelsResolver {
  @FieldResolver(() => [RunChannelOutcome], { description: "The digest on each of the synth's delivery channels" })
  channelOutcomes(@Root() run: SynthRun, @Ctx() ctx: Context): RunChannelOutcome[] {
    ownRun(ctx, run);
    return (outputOf(run).channels ?? []).map((o) => ({
      kind: o.kind,
      name: o.name,
      status: o.status,
      reason: o.reason ?? null,
    }));
  }
}

@Authorized()
@Resolver()
export class ChannelMutationResolver {
  @Mutation(() => AddedDeliveryChannel, {
    description:
      'Adds a delivery channel to your synth. A Slack, Teams, Discord or webhook address is sent a test message first, and is saved only if it takes it',
  })
  async addDeliveryChannel(
    @Arg('synthId', () => ID) synthId: string,
    @Arg('kind', () => String) kind: string,
    @Arg('name', () => String) name: string,
    @Arg('url', () => String, { nullable: true }) url: string | null,
    @Ctx() ctx: Context,
  ): Promise<AddedDeliveryChannel> {
    const viewer = requireViewer(ctx);
    const raw = idOf('Synth', synthId);
    if (!raw) throw new NotFoundError('Synth not found');
    if (url) await ctx.services.rateLimits.take('channelTest', ctx.caller);
    const { config } = ctx.services;
    const added = await addDeliveryChannel(
      ctx.em,
      { userId: viewer.id, planStatus: effectiveStatus(viewer), synthId: raw, kind, name, url },
      { keyring: config.publishing.tokenKeyring, post: channelPostSettings(config) },
    );
    const synth = await ctx.em.findOneOrFail(Synth, { id: raw, user: viewer.id });
    return { channel: viewOf(ctx, added.channel), signingSecret: added.secret, synth };
  }

  @Mutation(() => Synth, {
    description: 'Removes one of your delivery channels; its private feed address stops working',
  })
  async removeDeliveryChannel(@Arg('channelId', () => ID) channelId: string, @Ctx() ctx: Context): Promise<Synth> {
    const viewer = requireViewer(ctx);
    if (channelId.length > 36 || !isUuid(channelId)) throw new NotFoundError('Channel not found');
    const channel = await ctx.em.findOne(DeliveryChannel, { id: channelId, user: viewer.id });
    if (!channel) throw new NotFoundError('Channel not found');
    const synth = await ctx.em.findOneOrFail(Synth, { id: channel.synth.id, user: viewer.id });
    await removeDeliveryChannel(ctx.em, viewer.id, channelId);
    return synth;
  }
}
