import type { User } from './user.entity';
import { tierOf, trialStatusAt } from '../plans/plans';

/**
 * The user's effective status: a paid or canceled status recorded from Stripe stands;
 * otherwise the trial clock decides between trial and trial_expired.
 */
export function effectiveStatus(user: Pick<User, 'subscriptionStatus' | 'trialStartedAt'>, now = new Date()): string {
  const s = user.subscriptionStatus;
  if (tierOf(s) || s === 'canceled') return s;
  return trialStatusAt(user.trialStartedAt, now);
}
