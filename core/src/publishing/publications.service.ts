// Asking to publish a run's post: the plan, the connection, the platform's limits and its daily
// allowance are checked here, before anything is sent, and one row per run post and platform is
// kept however many times the person clicks.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { featuresFor, PUBLISHING_NOT_IN_PLAN } from '../plans/plans';
import { ConflictError, NotFoundError, UpgradeRequiredError, ValidationError } from '../lib/errors';
import { outputOf, type PostOutput } from '../runs/run-output';
import { RunStatus } from '../runs/run.enums';
import { SynthRun } from '../runs/synth-run.entity';
import { effectiveStatus } from '../users/subscription-status';
import type { User } from '../users/user.entity';
import { ConnectedAccount } from './connected-account.entity';
import {
  CAROUSEL_POST_INDEX,
  carouselPublicationKey,
  mayBeLive,
  Publication,
  publicationKey,
} from './publication.entity';
import { Carousel } from '../carousel/carousel.entity';
import { isUuid } from '../lib/uuid';
import { remainingPreview, type PublishPreview } from './publish-preview';
import { documentPlatform, platformForContentType, publishingPlatform, type PublishingPlatformId } from './platforms';
import type { PublishingClients } from './platforms/platform-clients';

const DAY_MS = 86_400_000;

export interface PublishRequest {
  runId: string;
  postIndex: number;
  platform: PublishingPlatformId;
  linkAsFirstComment?: boolean;
  /** When an automatic publish is due; absent to publish now. */
  publishAt?: Date | null;
}

export class Publications {
  constructor(
    private readonly em: EntityManager,
    private readonly platforms: PublishingClients,
  ) {}

  /** The platform that publishes the viewer's run post; "not found" for another person's post or one no platform takes. */
  async platformOfPost(user: User, runId: string, postIndex: number): Promise<PublishingPlatformId> {
    const run = await this.em.findOne(SynthRun, { id: runId, user });
    const post = run ? outputOf(run).posts?.[postIndex] : undefined;
    const platform = post && platformForContentType(post.contentType);
    if (!platform) throw new NotFoundError('Post not found');
    return platform.id;
  }

  /** The viewer's run post; "not found" for anyone else's. */
  async post(user: User, runId: string, postIndex: number): Promise<{ run: SynthRun; post: PostOutput }> {
    const run = await this.em.findOne(SynthRun, { id: runId, user });
    const post = run ? outputOf(run).posts?.[postIndex] : undefined;
    if (!run || !post) throw new NotFoundError('Post not found');
    return { run, post };
  }

  /** The viewer's run post with what publishing it would post. */
  async preview(
    user: User,
    runId: string,
    postIndex: number,
    platform: PublishingPlatformId,
    linkAsFirstComment = false,
  ): Promise<{ run: SynthRun; preview: PublishPreview }> {
    const { run, post } = await this.post(user, runId, postIndex);
    const p = publishingPlatform(platform);
    if (post.contentType !== p.contentType)
      throw new ValidationError([
        {
          field: 'platform',
          message: `This post was written for another platform and cannot be published to ${p.label}.`,
        },
      ]);
    // A publish that stopped part way continues with what it began: the rest of its parts, not the text anew.
    const begun = await this.em.findOne(Publication, { key: publicationKey(runId, postIndex, platform), user });
    if (begun?.status === 'failed' && mayBeLive(begun))
      return {
        run,
        preview: remainingPreview(this.platforms.get(platform), {
          parts: begun.parts,
          livePartCount: begun.postedIds.length,
          firstComment: begun.firstComment ?? null,
          commentPosted: begun.commentPosted,
        }),
      };
    return {
      run,
      preview: this.platforms.get(platform).compose(post.editedText ?? post.text, { linkAsFirstComment }),
    };
  }

  /**
   * The publication to run, and whether its workflow needs starting (false when one already runs or
   * ran). A publication waiting to publish itself is brought forward to now. One that failed is
   * asked again from where it stopped: what is already live (posted parts, the comment, the link)
   * is kept, and only the rest is sent.
   */
  async request(user: User, req: PublishRequest): Promise<{ publication: Publication; start: boolean }> {
    if (!featuresFor(effectiveStatus(user)).canPublish) throw new UpgradeRequiredError(PUBLISHING_NOT_IN_PLAN);
    const key = publicationKey(req.runId, req.postIndex, req.platform);
    const existing = await this.em.findOne(Publication, { key, user });
    if (existing?.status === 'scheduled') {
      Object.assign(existing, { publishAt: new Date(), linkAsFirstComment: !!req.linkAsFirstComment });
      await this.em.flush();
      return { publication: existing, start: true };
    }
    if (existing && existing.status !== 'failed' && existing.status !== 'canceled')
      return { publication: existing, start: false };
    const { run, preview } = await this.preview(user, req.runId, req.postIndex, req.platform, req.linkAsFirstComment);
    if (run.status === RunStatus.queued || run.status === RunStatus.running)
      throw new ConflictError('The run is still going; publish its posts when it has finished.');
    const platform = publishingPlatform(req.platform);
    if (!(await this.em.count(ConnectedAccount, { user, platform: req.platform }))) {
      throw new ConflictError(`Connect your ${platform.label} account in Connected accounts before publishing.`);
    }
    const resumed = !!existing && mayBeLive(existing);
    // A resumed thread continues with the parts it began with; otherwise the saved text must fit now.
    if (preview.problem) throw new ValidationError([{ field: 'text', message: preview.problem }]);
    const remaining = resumed ? existing.parts.length - existing.postedIds.length : preview.parts.length;
    await this.checkDailyAllowance(user, req.platform, remaining);
    const waitingFields = {
      publishAt: req.publishAt ?? null,
      status: (req.publishAt ? 'scheduled' : 'publishing') as Publication['status'],
      error: null,
    };
    if (existing) {
      if (!resumed)
        Object.assign(existing, {
          parts: preview.parts,
          firstComment: preview.firstComment,
          costUsd: preview.costUsd,
          linkAsFirstComment: !!req.linkAsFirstComment,
        });
      Object.assign(existing, waitingFields);
      await this.em.flush();
      return { publication: existing, start: true };
    }
    const publication = this.em.create(Publication, {
      key,
      user,
      run,
      postIndex: req.postIndex,
      platform: req.platform,
      parts: preview.parts,
      firstComment: preview.firstComment,
      costUsd: preview.costUsd,
      linkAsFirstComment: !!req.linkAsFirstComment,
      postedIds: [],
      ...waitingFields,
    } as unknown as Publication);
    try {
      await this.em.flush();
      return { publication, start: true };
    } catch (err) {
      // A second click that arrived at the same moment: the first one's row is the publication.
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
      this.em.clear();
      return { publication: await this.em.findOneOrFail(Publication, { key, user }), start: false };
    }
  }

  /**
   * The publication of the viewer's carousel as a document post, and whether its workflow needs
   * starting; like a run post's, one row however often it is asked, and a failed one asked again.
   */
  async requestCarousel(user: User, carouselId: string): Promise<{ publication: Publication; start: boolean }> {
    if (!featuresFor(effectiveStatus(user)).canPublish) throw new UpgradeRequiredError(PUBLISHING_NOT_IN_PLAN);
    const carousel = isUuid(carouselId) ? await this.em.findOne(Carousel, { id: carouselId, user }) : null;
    if (!carousel) throw new NotFoundError('Carousel not found');
    const platform = documentPlatform();
    if (!platform?.documents) throw new ConflictError('No platform Synth publishes to takes document posts.');
    const key = carouselPublicationKey(carousel.run.id, platform.id);
    const existing = await this.em.findOne(Publication, { key, user });
    if (existing && existing.status !== 'failed' && existing.status !== 'canceled')
      return { publication: existing, start: false };
    if (!(await this.em.count(ConnectedAccount, { user, platform: platform.id })))
      throw new ConflictError(`Connect your ${platform.label} account in Connected accounts before publishing.`);
    const { maxBytes, maxPages } = platform.documents;
    if (carousel.byteSize > maxBytes || carousel.pageCount > maxPages)
      throw new ValidationError([
        {
          field: 'carousel',
          message: `${platform.label} takes documents of up to ${maxPages} pages and ${Math.floor(maxBytes / 1024 / 1024)} MB; this one has ${carousel.pageCount} pages and ${(carousel.byteSize / 1024 / 1024).toFixed(1)} MB.`,
        },
      ]);
    const preview = this.platforms.get(platform.id).compose(carousel.commentary, {});
    if (preview.problem) throw new ValidationError([{ field: 'text', message: preview.problem }]);
    if (existing) {
      if (!mayBeLive(existing)) existing.parts = preview.parts;
      Object.assign(existing, { status: 'publishing', error: null, publishAt: null });
      await this.em.flush();
      return { publication: existing, start: true };
    }
    await this.checkDailyAllowance(user, platform.id, 1);
    const publication = this.em.create(Publication, {
      key,
      user,
      run: carousel.run,
      postIndex: CAROUSEL_POST_INDEX,
      carousel,
      platform: platform.id,
      parts: preview.parts,
      postedIds: [],
      status: 'publishing',
    } as unknown as Publication);
    try {
      await this.em.flush();
      return { publication, start: true };
    } catch (err) {
      // A second click that arrived at the same moment: the first one's row is the publication.
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
      this.em.clear();
      return { publication: await this.em.findOneOrFail(Publication, { key, user }), start: false };
    }
  }

  /** The publication of the viewer's carousel, if it was asked for. */
  forCarousel(user: User, carousel: Carousel): Promise<Publication | null> {
    return this.em.findOne(Publication, { user, carousel }, { orderBy: { createdAt: 'desc' } });
  }

  /** The viewer's publications of one run, oldest first. */
  forRun(user: User, runId: string): Promise<Publication[]> {
    return this.em.find(Publication, { user, run: runId }, { orderBy: { createdAt: 'asc' } });
  }

  private async checkDailyAllowance(user: User, platformId: PublishingPlatformId, parts: number): Promise<void> {
    const platform = publishingPlatform(platformId);
    const recent = await this.em.find(
      Publication,
      {
        user,
        platform: platformId,
        status: { $in: ['publishing', 'published'] },
        createdAt: { $gte: new Date(Date.now() - DAY_MS) },
      },
      { fields: ['parts'] },
    );
    const used = recent.reduce((n, p) => n + p.parts.length, 0);
    if (used + parts > platform.postsPerDay) {
      throw new ConflictError(
        `${platform.label} allows ${platform.postsPerDay} posts a day through Synth and this account has used ${used}. Try again tomorrow.`,
      );
    }
  }
}
