// Making a run's carousel, seeing its pages, and the person's library of them.
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { NotFoundError } from '@synth/core/lib';
import { SynthRun } from '@synth/core/runs';
import { requireViewer, type Context } from '../../context';
import { idOf } from '../../graphql/relay/global-id';
import { ownRun } from '../runs/own-run';
import { publicationsOf } from '../publishing/publishing-context';
import { runPublication } from '../publishing/publish-runner';
import { PublicationType, publicationOf } from '../publishing/publishing.types';
import { carouselAuthorOf, carouselsOf } from './carousel-context';
import { CarouselSlideType, CarouselType, carouselOf } from './carousel.types';

@Resolver(() => CarouselType)
export class CarouselResolver {
  @Authorized()
  @Query(() => [CarouselType], { description: 'Your library of carousels, newest first' })
  async carousels(@Ctx() ctx: Context): Promise<CarouselType[]> {
    return (await carouselsOf(ctx).library(requireViewer(ctx))).map(carouselOf);
  }

  @Authorized()
  @Mutation(() => CarouselType, {
    description:
      "Makes a LinkedIn document carousel from your finished run's top stories (a cover, a page per story with its key figure, a closing page with your name); a run has one",
  })
  async makeCarousel(@Arg('runId', () => ID) runId: string, @Ctx() ctx: Context): Promise<CarouselType> {
    const viewer = requireViewer(ctx);
    const raw = idOf('SynthRun', runId);
    if (!raw) throw new NotFoundError('Run not found');
    return carouselOf(await carouselsOf(ctx).make(viewer, raw, await carouselAuthorOf(ctx, viewer)));
  }

  @Authorized()
  @Mutation(() => CarouselType, {
    description:
      'Publishes your carousel on LinkedIn as a document post, once however often it is asked; its publication says how it went',
  })
  async publishCarousel(@Arg('carouselId', () => ID) carouselId: string, @Ctx() ctx: Context): Promise<CarouselType> {
    const viewer = requireViewer(ctx);
    await ctx.services.rateLimits.take('publish', ctx.caller);
    const { publication, start } = await publicationsOf(ctx).requestCarousel(viewer, carouselId);
    await runPublication(ctx.services, ctx.em, publication, start);
    return carouselOf(await carouselsOf(ctx).one(viewer, carouselId));
  }

  @FieldResolver(() => PublicationType, {
    nullable: true,
    description: 'Its document post on LinkedIn, once you asked for it',
  })
  async publication(@Root() carousel: CarouselType, @Ctx() ctx: Context): Promise<PublicationType | null> {
    const pub = await publicationsOf(ctx).forCarousel(requireViewer(ctx), carousel.entity);
    return pub ? publicationOf(pub) : null;
  }

  @FieldResolver(() => [CarouselSlideType], { description: 'Its pages in order, as images' })
  async slides(@Root() carousel: CarouselType, @Ctx() ctx: Context): Promise<CarouselSlideType[]> {
    const previews = await carouselsOf(ctx).previews(carousel.entity);
    return previews.map((svg, i) => ({ number: i + 1, svg }));
  }
}

@Resolver(() => SynthRun)
export class RunCarouselResolver {
  @FieldResolver(() => CarouselType, { nullable: true, description: "The run's carousel, once you made it" })
  async carousel(@Root() run: SynthRun, @Ctx() ctx: Context): Promise<CarouselType | null> {
    ownRun(ctx, run);
    const made = await carouselsOf(ctx).forRun(requireViewer(ctx), run.id);
    return made ? carouselOf(made) : null;
  }
}
