import { effectiveStatus, type User } from '@synth/core/users';
import { jsonFields } from '../../rest/json-fields';

// The order REST clients have always seen; subscriptionStatus is overwritten below in its place.
const USER_FIELDS = [
  'id',
  'firebaseUid',
  'displayName',
  'email',
  'photoUrl',
  'onboarded',
  'subscriptionStatus',
  'trialStartedAt',
  'stripeCustomerId',
  'stripeSubscriptionId',
  'createdAt',
  'updatedAt',
] as const;

/** The REST shape of a user, as REST clients receive it: the status is the one in force now. */
export function userJson(u: User) {
  return { ...jsonFields(u, USER_FIELDS), subscriptionStatus: effectiveStatus(u) };
}
