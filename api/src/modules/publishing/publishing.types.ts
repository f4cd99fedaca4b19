import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RunPost } from '../runs/run-post.types';
import {
  needsReconnect,
  PUBLISHING_PLATFORM_IDS,
  publishingPlatform,
  type ConnectedAccount,
  type Publication,
  type PublishingPlatformId,
  type PublishPreview,
} from '@synth/core/publishing';

/** The GraphQL enum of the platforms, made from the registry: a new platform appears in it by itself. */
export const PublishingPlatformEnum = Object.fromEntries(PUBLISHING_PLATFORM_IDS.map((id) => [id, id])) as {
  [Id in PublishingPlatformId]: Id;
};
registerEnumType(PublishingPlatformEnum, {
  name: 'PublishingPlatform',
  description: 'A place Synth publishes run posts to',
});

@ObjectType('PlatformConnection', {
  description:
    'One platform on the connected-accounts page: whether it is set up here and the account connected to it. Tokens never leave the server.',
})
export class PlatformConnection {
  @Field(() => PublishingPlatformEnum) platform!: PublishingPlatformId;
  @Field(() => String) label!: string;
  @Field(() => Boolean, { description: 'Whether this server has an app for the platform' }) available!: boolean;
  @Field(() => String, {
    description:
      "How you connect: 'oauth' on the platform's own page, 'appPassword' with your handle and a password you made for Synth there",
  })
  signIn!: 'oauth' | 'appPassword';
  @Field(() => Boolean, { description: 'Whether you name your own server before connecting (Mastodon)' })
  perInstance!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'The server the connected account is on, where the platform has them',
  })
  instance!: string | null;
  @Field(() => Boolean) connected!: boolean;
  @Field(() => String, { nullable: true }) displayName!: string | null;
  @Field(() => String, { nullable: true, description: 'The @handle, where the platform has one' }) handle!:
    string | null;
  @Field(() => Date, { nullable: true, description: 'When the stored access token expires' }) expiresAt!: Date | null;
  @Field(() => Boolean, {
    description: 'The token has expired or expires soon and cannot refresh itself: connect again',
  })
  needsReconnect!: boolean;
  @Field(() => String) reconnectLabel!: string;
  @Field(() => Int, {
    nullable: true,
    description: 'Days before the token expires that Synth reminds you to reconnect; null when it renews itself',
  })
  remindDaysBeforeExpiry!: number | null;
}

export function platformConnectionOf(
  platform: PublishingPlatformId,
  available: boolean,
  account: ConnectedAccount | null,
): PlatformConnection {
  const p = publishingPlatform(platform);
  return Object.assign(new PlatformConnection(), {
    platform,
    label: p.label,
    signIn: p.signIn,
    perInstance: p.perInstance,
    instance: account?.instance ?? null,
    available,
    connected: !!account,
    displayName: account?.displayName ?? null,
    handle: account?.handle ?? null,
    expiresAt: account?.expiresAt ?? null,
    needsReconnect: account ? needsReconnect(account) : false,
    reconnectLabel: p.reconnectLabel,
    remindDaysBeforeExpiry: p.remindDaysBeforeExpiry,
  });
}

@ObjectType('Publication', { description: 'A run post published, being published or scheduled on one platform' })
export class PublicationType {
  @Field(() => ID) id!: string;
  @Field(() => PublishingPlatformEnum) platform!: PublishingPlatformId;
  @Field(() => String, { description: 'scheduled, publishing, published, failed or canceled' }) status!: string;
  @Field(() => String, { nullable: true, description: "The published post's address on the platform" }) url!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Why it was not published, in a sentence' }) error!:
    string | null;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When an automatic publish is due' }) publishAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Why an automatic publish waits for its time, in a sentence' })
  publishNote!: string | null;
  @Field(() => Float, { nullable: true, description: 'What X charged, in US dollars' }) costUsd!: number | null;
  @Field(() => Int, { description: 'How many parts it has: 1 for a post, the number of tweets for a thread' })
  partCount!: number;
  @Field(() => Int, {
    description: 'How many of its parts are live on the platform; a failed publish asked again sends only the rest',
  })
  livePartCount!: number;
  @Field(() => Boolean, { description: 'LinkedIn: the post is live but its first comment is not posted yet' })
  commentMissing!: boolean;
}

export function publicationOf(p: Publication): PublicationType {
  return Object.assign(new PublicationType(), {
    id: p.id,
    platform: p.platform,
    status: p.status,
    url: p.url ?? null,
    error: p.error ?? null,
    publishedAt: p.publishedAt ?? null,
    publishAt: p.publishAt ?? null,
    publishNote: p.publishNote ?? null,
    costUsd: p.costUsd ?? null,
    partCount: p.parts.length,
    livePartCount: p.postedIds.length,
    commentMissing: !!p.firstComment && p.postedIds.length > 0 && !p.commentPosted,
  });
}

@ObjectType('PublishPreview', {
  description: "Exactly what publishing a run post would put on its platform, checked against the platform's limits",
})
export class PublishPreviewType {
  @Field(() => PublishingPlatformEnum) platform!: PublishingPlatformId;
  @Field(() => String, { description: '"Publish to LinkedIn" or "Post thread to X"' }) publishLabel!: string;
  @Field(() => [String], { description: "The post, or the thread's tweets in order" }) parts!: string[];
  @Field(() => [Int], { description: "Each part's length as the platform counts it" }) lengths!: number[];
  @Field(() => Int) limit!: number;
  @Field(() => String, { nullable: true, description: 'LinkedIn: the comment posted under the post' }) firstComment!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Why it cannot be published as it is' }) problem!: string | null;
  @Field(() => Float, { nullable: true, description: 'What X will charge, in US dollars' }) costUsd!: number | null;
  @Field(() => Int, {
    description:
      'Parts of an earlier publish already live on the platform; `parts` then lists only what is left to send',
  })
  livePartCount!: number;
}

export function previewOf(p: PublishPreview): PublishPreviewType {
  return Object.assign(new PublishPreviewType(), { ...p, publishLabel: publishingPlatform(p.platform).publishLabel });
}

@ObjectType('PublishRunPostPayload', {
  description: 'The publication, and the post it belongs to with its publications',
})
export class PublishRunPostPayload {
  @Field(() => PublicationType) publication!: PublicationType;
  @Field(() => RunPost) post!: RunPost;
}
