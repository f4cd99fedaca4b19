import type { EntityManager } from '@mikro-orm/postgresql';
import { markTokensRevoked, tokensRevokedAtMs } from '../users/user.repository';

// Our own record of revoked sessions, written by logout. It is the source of truth for logout on
// every API process, whatever the identity provider answers or how slowly.

/** Refuses every session of the user signed in before now (whole seconds, as Firebase counts). */
export async function revokeSessions(em: EntityManager, uid: string): Promise<void> {
  await markTokensRevoked(em, uid);
}

/** When logout last revoked the user's sessions, in milliseconds since the epoch; null if never. */
export async function sessionsRevokedAt(em: EntityManager, uid: string): Promise<number | null> {
  return tokensRevokedAtMs(em, uid);
}
