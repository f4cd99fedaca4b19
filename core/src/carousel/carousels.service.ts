// The person's library of carousels: one made from a finished run on request, listed, read back.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { digestDateOf } from '../email/run-digest';
import { ConflictError, NotFoundError } from '../lib/errors';
import { isUuid } from '../lib/uuid';
import { outputOf } from '../runs/run-output';
import { RunStatus } from '../runs/run.enums';
import { SynthRun } from '../runs/synth-run.entity';
import type { User } from '../users/user.entity';
import { carouselCommentary, carouselDateLabel, carouselStoriesOf, type CarouselDeck } from './carousel-deck';
import { Carousel } from './carousel.entity';
import { buildCarouselPdf } from './carousel-pdf';

const TITLE_CHARS = 200;

export class Carousels {
  constructor(private readonly em: EntityManager) {}

  /**
   * The run's carousel, made now when it has none. Only the owner's finished run with summarised
   * stories makes one; a second request (or two at once) answers the one already made.
   */
  async make(user: User, runId: string, author: string): Promise<Carousel> {
    const run = isUuid(runId) ? await this.em.findOne(SynthRun, { id: runId, user }) : null;
    if (!run) throw new NotFoundError('Run not found');
    const made = await this.em.findOne(Carousel, { run, user });
    if (made) return made;
    if (run.status === RunStatus.queued || run.status === RunStatus.running)
      throw new ConflictError('The run is still going; make its carousel when it has finished.');
    const stories = carouselStoriesOf(outputOf(run));
    if (!stories.length) throw new ConflictError('This run has no summarised stories to make a carousel from.');
    const deck: CarouselDeck = {
      title: (run.config.name?.trim() || 'Today’s reading').slice(0, TITLE_CHARS),
      dateLabel: carouselDateLabel(digestDateOf(run), run.config.userTimezone ?? 'UTC'),
      stories,
      author,
    };
    const { pdf, previews } = await buildCarouselPdf(deck);
    const carousel = this.em.create(Carousel, {
      user,
      run,
      title: deck.title,
      commentary: carouselCommentary(deck),
      pageCount: previews.length,
      byteSize: pdf.byteLength,
      previews,
      pdf: Buffer.from(pdf),
    } as unknown as Carousel);
    try {
      await this.em.flush();
      return carousel;
    } catch (err) {
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
      this.em.clear();
      return this.em.findOneOrFail(Carousel, { run: runId, user });
    }
  }

  /** The viewer's carousel of a run, or null. */
  forRun(user: User, runId: string): Promise<Carousel | null> {
    return isUuid(runId) ? this.em.findOne(Carousel, { run: runId, user }) : Promise.resolve(null);
  }

  /** The viewer's library, newest first. */
  library(user: User): Promise<Carousel[]> {
    return this.em.find(Carousel, { user }, { orderBy: { createdAt: 'desc' } });
  }

  /** Each page as an SVG image. */
  async previews(carousel: Carousel): Promise<string[]> {
    await this.em.populate(carousel, ['previews']);
    return carousel.previews;
  }

  /** The viewer's carousel, with its PDF when asked; "not found" for anyone else's. */
  async one(user: User, id: string, { withPdf = false } = {}): Promise<Carousel> {
    const carousel = isUuid(id)
      ? await this.em.findOne(Carousel, { id, user }, withPdf ? { populate: ['pdf'] } : {})
      : null;
    if (!carousel) throw new NotFoundError('Carousel not found');
    return carousel;
  }
}
