import { Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { clientsFor, figuresOfPublications, recentMeasuredPosts } from '@synth/core/publishing';
import { requireViewer, type Context } from '../../context';
import { PublicationType } from './publishing.types';
import { figuresReadingOf, MeasuredPostType, measuredPostOf, PostFiguresReadingType } from './figures.types';

@Resolver(() => PublicationType)
export class PublicationFiguresResolver {
  @FieldResolver(() => [PostFiguresReadingType], {
    description: 'What the post earned a day and a week after publishing, as each reading comes in',
  })
  async figures(@Root() publication: PublicationType, @Ctx() ctx: Context): Promise<PostFiguresReadingType[]> {
    const byPub = await figuresOfPublications(ctx.em, requireViewer(ctx), [publication.id]);
    return (byPub.get(publication.id) ?? []).map(figuresReadingOf);
  }

  @FieldResolver(() => Boolean, { description: 'Whether Synth reads what posts earn on this platform' })
  figuresRead(@Root() publication: PublicationType, @Ctx() ctx: Context): boolean {
    return !!clientsFor(ctx.services.config.publishing.apps).get(publication.platform).readMetrics;
  }
}

@Resolver()
export class MeasuredPostsResolver {
  @Authorized()
  @Query(() => [MeasuredPostType], { description: 'Your latest published posts with what each earned, newest first' })
  async measuredPosts(@Ctx() ctx: Context): Promise<MeasuredPostType[]> {
    return (await recentMeasuredPosts(ctx.em, requireViewer(ctx))).map(measuredPostOf);
  }
}
