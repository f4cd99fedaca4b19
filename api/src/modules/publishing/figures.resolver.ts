import { Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { earnedPreference, earnedPreferenceSentence } from '@synth/core/content';
import { clientsFor, figuresOfPublications, measuredPostFacts, recentMeasuredPosts } from '@synth/core/publishing';
import { Synth } from '@synth/core/synths';
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

  @Authorized()
  @Query(() => String, {
    nullable: true,
    description:
      'What auto-select prefers from what your posts earned, in a sentence; null when your synth chooses no template itself',
  })
  async earnedPreferenceNote(@Ctx() ctx: Context): Promise<string | null> {
    const viewer = requireViewer(ctx);
    const synth = await ctx.em.findOne(Synth, { user: viewer }, { fields: ['autoSelectTemplate', 'contentType'] });
    if (!synth?.autoSelectTemplate) return null;
    const facts = (await measuredPostFacts(ctx.em, viewer)).filter((f) => f.contentType === synth.contentType);
    return earnedPreferenceSentence(earnedPreference(facts, synth.contentType), facts.length);
  }
}
