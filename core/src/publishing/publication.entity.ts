import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../db/base.entity';
import { OptionalText, OptionalTimestamp } from '../db/columns';
import { User } from '../users/user.entity';
import { SynthRun } from '../runs/synth-run.entity';
import { Carousel } from '../carousel/carousel.entity';
import type { PublishingPlatformId } from './platforms';

export type PublicationStatus = 'scheduled' | 'publishing' | 'published' | 'failed' | 'canceled';

/**
 * One run post published (or to be published) on one platform. `key` is unique per run post and
 * platform and is also the publishing workflow's id, so a double click, a retry or a restarted
 * worker finds this row instead of making a second post.
 */
@Entity({ tableName: 'publications' })
@Index({ properties: ['user', 'platform', 'createdAt'] })
// The run page and the run history read a run's publications.
@Index({ properties: ['run', 'postIndex'] })
export class Publication extends BaseEntity {
  @Property({ type: 'string', length: 120, unique: true })
  key!: string;

  @ManyToOne({ entity: () => User, ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne({ entity: () => SynthRun, ref: true, deleteRule: 'cascade' })
  run!: Ref<SynthRun>;

  /** The run post published; CAROUSEL_POST_INDEX for the run's carousel. */
  @Property({ type: 'integer' })
  postIndex!: number;

  /** The document carousel posted with the text, or null for a run post. */
  @ManyToOne({ entity: () => Carousel, ref: true, deleteRule: 'cascade', nullable: true })
  carousel?: Ref<Carousel> | null;

  /** The platform's id of the carousel's document once its bytes are uploaded: a resumed publish posts it, not a second upload. */
  @Property({ type: 'string', length: 200, nullable: true })
  documentId?: string | null;

  @Property({ type: 'string', length: 16 })
  platform!: PublishingPlatformId;

  @Property({ type: 'string', length: 16 })
  status: PublicationStatus = 'publishing';

  /**
   * What is posted: the post, or the thread's tweets in order. Taken from the post's saved text when
   * publishing starts, and kept as it is once any part is live, so a resumed thread stays one thread.
   */
  @Property({ type: 'json' })
  parts!: string[];

  @OptionalText()
  firstComment?: string | null;

  /** LinkedIn: the person chose to post the article's link as the first comment. */
  @Property({ type: 'boolean', default: false })
  linkAsFirstComment: boolean = false;

  /** The platform's ids of the parts already posted, in order; a resumed publish skips them. */
  @Property({ type: 'json' })
  postedIds: string[] = [];

  /**
   * The part being sent when the last attempt stopped (LinkedIn's first comment counts as the part
   * after the post): a resumed publish checks the platform for it first.
   */
  @Property({ type: 'integer', nullable: true })
  sendingPart?: number | null;

  @Property({ type: 'boolean', default: false })
  commentPosted = false;

  @Property({ type: 'string', length: 500, nullable: true })
  url?: string | null;

  @OptionalText()
  error?: string | null;

  /** When an automatic publish is due; null for one started by hand. */
  @OptionalTimestamp()
  publishAt?: Date | null;

  /** Why an automatic publish waits for its time ("Goes out Tuesday 08:30, your best time on LinkedIn: …"). */
  @OptionalText()
  publishNote?: string | null;

  @OptionalTimestamp()
  publishedAt?: Date | null;

  /** What X charged for the thread, in US dollars, as shown before publishing. */
  @Property({ type: 'double', nullable: true })
  costUsd?: number | null;
}

export const publicationKey = (runId: string, postIndex: number, platform: PublishingPlatformId): string =>
  `publish-${runId}-${postIndex}-${platform}`;

/** A carousel's publication stands apart from the run's posts, which count from 0. */
export const CAROUSEL_POST_INDEX = -1;

export const carouselPublicationKey = (runId: string, platform: PublishingPlatformId): string =>
  `publish-${runId}-carousel-${platform}`;

/** Whether any part may already be on the platform (posted, or being sent when an attempt stopped): its parts then stay as they are. */
export const mayBeLive = (pub: Pick<Publication, 'postedIds' | 'sendingPart'>): boolean =>
  pub.postedIds.length > 0 || pub.sendingPart != null;
