import type { EntityManager } from '@mikro-orm/postgresql';
import type { Identity } from '../auth/identity';
import { User } from './user.entity';
import { findUserByUid } from './user.repository';
import { checkUserProfile } from './user-profile.check';

export interface UserProfile {
  displayName?: string | null;
  email?: string | null;
  photoUrl?: string | null;
  onboarded?: boolean;
}

export class UserService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Every authenticated request reads its viewer here, so it is one plain select. Callers read it
   * before changing the user: a user this EntityManager already holds is refreshed from the row.
   */
  async findByUid(uid: string): Promise<User | null> {
    return findUserByUid(this.em, uid);
  }

  /**
   * Creates the user on first sign-in or refreshes the profile. The verified token wins over
   * client-sent profile fields for the email, so nobody can claim another address.
   */
  async upsert(identity: Identity, profile: UserProfile = {}): Promise<{ user: User; created: boolean }> {
    checkUserProfile(profile);
    const existing = await this.findByUid(identity.uid);
    const user = existing ?? this.em.create(User, { firebaseUid: identity.uid } as User);
    if (identity.email) {
      user.email = identity.email;
      user.emailVerified = identity.emailVerified === true;
    } else if (profile.email && profile.email !== user.email) {
      user.email = profile.email;
      user.emailVerified = false;
    }
    user.displayName = profile.displayName ?? identity.name ?? user.displayName ?? null;
    user.photoUrl = profile.photoUrl ?? identity.picture ?? user.photoUrl ?? null;
    if (profile.onboarded) user.onboarded = true;
    try {
      await this.em.flush();
    } catch (err) {
      // Two first sign-ins racing: the unique firebaseUid makes the second one a lookup.
      if ((err as { code?: string }).code === '23505') {
        this.em.clear();
        const again = await this.findByUid(identity.uid);
        if (again) return { user: again, created: false };
      }
      throw err;
    }
    return { user, created: !existing };
  }

  async setOnboarded(user: User, onboarded: boolean): Promise<User> {
    user.onboarded = onboarded;
    await this.em.flush();
    return user;
  }
}
