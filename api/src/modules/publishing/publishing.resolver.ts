import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { requireViewer, type Context } from '../../context';
import { NotFoundError } from '@synth/core/lib';
import {
  isPublishingPlatformId,
  platformForContentType,
  PUBLISHING_PLATFORMS,
  type PublishingPlatformId,
} from '@synth/core/publishing';
import { SynthRun } from '@synth/core/runs';
import { parseRunPostId, RunPost } from '../runs/run-post.types';
import { rawPostId } from '../runs/run-post.resolver';
import { connectedAccountsOf, publicationsOf } from './publishing-context';
import { runPublication } from './publish-runner';
import {
  PlatformConnection,
  platformConnectionOf,
  PublicationType,
  publicationOf,
  PublishingPlatformEnum,
  PublishPreviewType,
  previewOf,
  PublishRunPostPayload,
} from './publishing.types';
import { runPostOf } from '../runs/run-post.types';

function postRef(id: string): { runId: string; index: number } {
  const parsed = parseRunPostId(rawPostId(id));
  if (!parsed) throw new NotFoundError('Post not found');
  return parsed;
}

@Resolver()
export class PublishingResolver {
  @Authorized()
  @Query(() => [PlatformConnection], { description: 'Your connections to the platforms Synth publishes to' })
  async connectedAccounts(@Ctx() ctx: Context): Promise<PlatformConnection[]> {
    const accounts = connectedAccountsOf(ctx);
    const mine = await ctx.viewerReads.accounts(requireViewer(ctx));
    return PUBLISHING_PLATFORMS.map((p) =>
      platformConnectionOf(p.id, accounts.available(p.id), mine.find((a) => a.platform === p.id) ?? null),
    );
  }

  @Authorized()
  @Mutation(() => String, {
    description: "The platform's page where you allow Synth to post for you; it sends you back to Connected accounts",
  })
  async connectPlatform(
    @Arg('platform', () => PublishingPlatformEnum) platform: PublishingPlatformId,
    @Arg('server', () => String, {
      nullable: true,
      description: 'Your own server, on a platform of independent servers (Mastodon): mastodon.social, say',
    })
    server: string | null,
    @Ctx() ctx: Context,
  ): Promise<string> {
    if (server !== null) await ctx.services.rateLimits.take('platformConnect', ctx.caller);
    return connectedAccountsOf(ctx).startConnection(requireViewer(ctx), platform, server);
  }

  @Authorized()
  @Mutation(() => [PlatformConnection], {
    description:
      'Connects a platform that signs in with an app password (Bluesky); the password is exchanged for a session at once and never stored',
  })
  async connectPlatformWithAppPassword(
    @Arg('platform', () => PublishingPlatformEnum) platform: PublishingPlatformId,
    @Arg('identifier', () => String, { description: 'Your handle on the platform' }) identifier: string,
    @Arg('appPassword', () => String) appPassword: string,
    @Ctx() ctx: Context,
  ): Promise<PlatformConnection[]> {
    await ctx.services.rateLimits.take('platformConnect', ctx.caller);
    await connectedAccountsOf(ctx).connectWithPassword(requireViewer(ctx), platform, identifier, appPassword);
    return this.connectedAccounts(ctx);
  }

  @Authorized()
  @Mutation(() => [PlatformConnection], { description: 'Revokes and deletes your connection to the platform' })
  async disconnectPlatform(
    @Arg('platform', () => PublishingPlatformEnum) platform: PublishingPlatformId,
    @Ctx() ctx: Context,
  ): Promise<PlatformConnection[]> {
    await connectedAccountsOf(ctx).disconnect(requireViewer(ctx), platform);
    return this.connectedAccounts(ctx);
  }

  @Authorized()
  @Mutation(() => PublishRunPostPayload, {
    description: "Publishes one of your run's posts on its platform, once however often it is asked",
  })
  async publishRunPost(
    @Arg('postId', () => ID) postId: string,
    @Arg('linkAsFirstComment', () => Boolean, {
      defaultValue: false,
      description: 'LinkedIn: post the article link as the first comment',
    })
    linkAsFirstComment: boolean,
    @Ctx() ctx: Context,
  ): Promise<PublishRunPostPayload> {
    const viewer = requireViewer(ctx);
    await ctx.services.rateLimits.take('publish', ctx.caller);
    const { runId, index } = postRef(postId);
    const publications = publicationsOf(ctx);
    const platform = await publications.platformOfPost(viewer, runId, index);
    const { publication, start } = await publications.request(viewer, {
      runId,
      postIndex: index,
      platform,
      linkAsFirstComment,
    });
    const done = await runPublication(ctx.services, ctx.em, publication, start);
    const { run, post } = await publications.post(viewer, runId, index);
    return { publication: publicationOf(done), post: runPostOf(run.id, index, post) };
  }
}

@Resolver(() => RunPost)
export class RunPostPublishingResolver {
  @FieldResolver(() => PublishPreviewType, {
    nullable: true,
    description: 'What publishing this post would post; null when Synth does not publish to its platform',
  })
  async publishPreview(
    @Root() post: RunPost,
    @Arg('linkAsFirstComment', () => Boolean, { defaultValue: false }) linkAsFirstComment: boolean,
    @Ctx() ctx: Context,
  ): Promise<PublishPreviewType | null> {
    const platform = platformForContentType(post.contentType);
    if (!platform || !isPublishingPlatformId(platform.id)) return null;
    const parsed = parseRunPostId(post.id);
    if (!parsed) return null;
    const { preview } = await publicationsOf(ctx).preview(
      requireViewer(ctx),
      parsed.runId,
      parsed.index,
      platform.id,
      linkAsFirstComment,
    );
    return previewOf(preview);
  }

  @FieldResolver(() => [PublicationType], { description: 'Where this post was published or is due to be' })
  async publications(@Root() post: RunPost, @Ctx() ctx: Context): Promise<PublicationType[]> {
    const parsed = parseRunPostId(post.id);
    if (!parsed) return [];
    const all = await publicationsOf(ctx).forRun(requireViewer(ctx), parsed.runId);
    return all.filter((p) => p.postIndex === parsed.index).map(publicationOf);
  }
}

@Resolver(() => SynthRun)
export class RunPublicationsResolver {
  @FieldResolver(() => [PublicationType], {
    description: "The run's posts as published on the social networks, with their links",
  })
  async publications(@Root() run: SynthRun, @Ctx() ctx: Context): Promise<PublicationType[]> {
    return (await publicationsOf(ctx).forRun(requireViewer(ctx), run.id)).map(publicationOf);
  }
}
