import { effectiveStatus, type User } from '@synth/core/users';

/** The REST shape of a user, as REST clients receive it. */
export function userJson(u: User) {
  return {
    id: u.id,
    firebaseUid: u.firebaseUid,
    displayName: u.displayName ?? null,
    email: u.email ?? null,
    photoUrl: u.photoUrl ?? null,
    onboarded: u.onboarded,
    subscriptionStatus: effectiveStatus(u),
    trialStartedAt: u.trialStartedAt,
    stripeCustomerId: u.stripeCustomerId ?? null,
    stripeSubscriptionId: u.stripeSubscriptionId ?? null,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
  };
}
