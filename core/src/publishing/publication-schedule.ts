// Changing a waiting automatic publish from the app: cancel it, or set its time by hand. Only the
// owner's publications are found; one no longer waiting is refused with a sentence.
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import type { User } from '../users/user.entity';
import { isUuid } from '../lib/uuid';
import { Publication } from './publication.entity';

const MAX_AHEAD_MS = 30 * 86_400_000;

async function waiting(em: EntityManager, user: User, publicationId: string): Promise<Publication> {
  const pub = isUuid(publicationId) ? await em.findOne(Publication, { id: publicationId, user }) : null;
  if (!pub) throw new NotFoundError('Publication not found');
  if (pub.status !== 'scheduled') throw notWaiting();
  return pub;
}

const notWaiting = () =>
  new ConflictError('This post is no longer waiting to be published, so its automatic publish cannot be changed.');

/**
 * Cancels the waiting publish with a conditional update: when its publish claimed it first, the
 * cancel is refused and the page says it is publishing, never "cancelled" for a post that went out.
 */
export async function cancelScheduledPublication(
  em: EntityManager,
  user: User,
  publicationId: string,
): Promise<Publication> {
  const pub = await waiting(em, user, publicationId);
  const cancelled = await em.nativeUpdate(Publication, { id: pub.id, status: 'scheduled' }, { status: 'canceled' });
  await em.refresh(pub);
  if (!cancelled) throw notWaiting();
  return pub;
}

export async function reschedulePublication(
  em: EntityManager,
  user: User,
  publicationId: string,
  publishAt: Date,
  now = new Date(),
): Promise<Publication> {
  if (
    Number.isNaN(publishAt.getTime()) ||
    publishAt.getTime() < now.getTime() - 60_000 ||
    publishAt.getTime() > now.getTime() + MAX_AHEAD_MS
  ) {
    throw new ValidationError([{ field: 'publishAt', message: 'Choose a time from now to 30 days ahead.' }]);
  }
  const pub = await waiting(em, user, publicationId);
  // A time set by hand is no longer the best time the note spoke of.
  const moved = await em.nativeUpdate(
    Publication,
    { id: pub.id, status: 'scheduled' },
    { publishAt, publishNote: null },
  );
  await em.refresh(pub);
  if (!moved) throw notWaiting();
  return pub;
}
