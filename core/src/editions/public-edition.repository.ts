// A synth's public archive: making it public or private, and finding it by its address. Every read
// by the owner names the owner; a read by address finds only an archive its owner made public.
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PublicSubscriber } from '../recipients/public-subscriber.entity';
import type { Synth } from '../synths/synth.entity';
import { PublicEdition } from './public-edition.entity';

const SLUG_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Twelve characters of an unambiguous alphabet: about 60 bits, not guessed. */
function newSlug(): string {
  return [...randomBytes(12)].map((b) => SLUG_ALPHABET[b % SLUG_ALPHABET.length]).join('');
}

export function publicEditionOf(em: EntityManager, userId: string, synthId: string): Promise<PublicEdition | null> {
  return em.findOne(PublicEdition, { user: userId, synth: synthId });
}

/** Makes the owner's synth public or private; its archive keeps its address either way. */
export async function setSynthPublic(
  em: EntityManager,
  synth: Synth,
  isPublic: boolean,
): Promise<PublicEdition | null> {
  const existing = await publicEditionOf(em, synth.user.id, synth.id);
  if (!existing && !isPublic) return null;
  const edition =
    existing ??
    em.create(PublicEdition, { synth, user: synth.user, slug: newSlug(), isPublic } as unknown as PublicEdition);
  edition.isPublic = isPublic;
  await em.flush();
  return edition;
}

/** The public archive at this address, with its synth; null when there is none or it is private. */
export async function findPublicEdition(em: EntityManager, slug: string): Promise<PublicEdition | null> {
  return em.findOne(PublicEdition, { slug, isPublic: true }, { populate: ['synth', 'user'] });
}

/** How many addresses asked for the synth's digests on its page (confirmed or not). */
export function subscriberCount(em: EntityManager, userId: string, synthId: string): Promise<number> {
  return em.count(PublicSubscriber, { user: userId, synth: synthId });
}
