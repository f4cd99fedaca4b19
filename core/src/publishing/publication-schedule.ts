// Changing a waiting automatic publish from the app: cancel it, or set its time by hand. Only the
// owner's publications are found; one no longer waiting is refused with a sentence.
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import type { User } from '../users/user.entity';
import { isUuid } from '../synths/synth.service';
import { Publication } from './publication.entity';

const MAX_AHEAD_MS = 30 * 86_400_000;

async function waiting(em: EntityManager, user: User, publicationId: string): Promise<Publication> {
  const pub = isUuid(publicationId) ? await em.findOne(Publication, { id: publicationId, user }) : null;
  if (!pub) throw new NotFoundError('Publication not found');
  if (pub.status !== 'scheduled')
    throw new ConflictError(
      'This post is no longer waiting to be published, so its automatic publish cannot be changed.',
    );
  return pub;
}

export async function cancelScheduledPublication(
  em: EntityManager,
  user: User,
  publicationId: string,
): Promise<Publication> {
  const pub = await waiting(em, user, publicationId);
  pub.status = 'canceled';
  await em.flush();
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
  pub.publishAt = publishAt;
  await em.flush();
  return pub;
}
