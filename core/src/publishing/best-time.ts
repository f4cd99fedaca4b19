// The person's best time on a network, from their own measured posts there or the network's usual
// good time (its facts file), for automatic publishing and its preview.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity';
import { chooseSlot, type ChosenSlot } from './posting-slot';
import { engagementOf, recentMeasuredPosts } from './post-figures';
import { publishingPlatform, type PublishingPlatformId } from './platforms';

/** How many of the person's latest measured posts the best time learns from. */
const LEARN_FROM = 100;

export async function bestSlotFor(
  em: EntityManager,
  user: User | string,
  platform: PublishingPlatformId,
  timeZone: string,
  earliest: Date,
): Promise<ChosenSlot | null> {
  const measured = (await recentMeasuredPosts(em, user, LEARN_FROM)).flatMap(({ publication, latest }) =>
    publication.platform === platform && publication.publishedAt
      ? [{ publishedAt: publication.publishedAt, engagement: engagementOf(latest) }]
      : [],
  );
  const facts = publishingPlatform(platform);
  return chooseSlot({ label: facts.label, usual: facts.bestTime, measured, earliest, timeZone });
}
