import { Field, ID, Int, ObjectType } from 'type-graphql';
import { engagementOf, publishingPlatform, type MeasuredPost, type PublicationFigures } from '@synth/core/publishing';
import type { PublishingPlatformId } from '@synth/core/publishing';
import { PublishingPlatformEnum } from './publishing.types';

@ObjectType('PostFiguresReading', { description: 'What a published post had earned at one reading' })
export class PostFiguresReadingType {
  @Field(() => String, { description: 'day or week: how long after publishing it was read' }) reading!: string;
  @Field(() => Date) readAt!: Date;
  @Field(() => Boolean, { description: 'Whether the platform shares the figures with Synth' }) shared!: boolean;
  @Field(() => Int, { description: "Likes, or LinkedIn's reactions" }) reactions!: number;
  @Field(() => Int, { description: 'Replies or comments' }) replies!: number;
  @Field(() => Int, { nullable: true, description: 'Reposts, where the platform says' }) reposts!: number | null;
  @Field(() => Int, { nullable: true, description: 'Times shown, where the platform says' }) impressions!:
    number | null;
}

export const figuresReadingOf = (f: PublicationFigures): PostFiguresReadingType =>
  Object.assign(new PostFiguresReadingType(), {
    reading: f.reading,
    readAt: f.readAt,
    shared: f.shared,
    reactions: f.reactions,
    replies: f.replies,
    reposts: f.reposts ?? null,
    impressions: f.impressions ?? null,
  });

@ObjectType('MeasuredPost', { description: 'One of your published posts with what it earned at its latest reading' })
export class MeasuredPostType {
  @Field(() => ID) publicationId!: string;
  @Field(() => PublishingPlatformEnum) platform!: PublishingPlatformId;
  @Field(() => String) platformLabel!: string;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
  @Field(() => String, { nullable: true }) url!: string | null;
  @Field(() => String, { description: 'The first words of the post' }) excerpt!: string;
  @Field(() => PostFiguresReadingType) latest!: PostFiguresReadingType;
  @Field(() => Int, { description: 'Reactions, replies and reposts together' }) engagement!: number;
}

const EXCERPT_CHARS = 80;

export const measuredPostOf = ({ publication: p, latest }: MeasuredPost): MeasuredPostType =>
  Object.assign(new MeasuredPostType(), {
    publicationId: p.id,
    platform: p.platform,
    platformLabel: publishingPlatform(p.platform).label,
    publishedAt: p.publishedAt ?? null,
    url: p.url ?? null,
    excerpt: (p.parts[0] ?? '').slice(0, EXCERPT_CHARS),
    latest: figuresReadingOf(latest),
    engagement: engagementOf(latest),
  });
