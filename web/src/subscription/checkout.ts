import { createCheckout } from '../api/subscription';
import { HttpError } from '../api/http';
import type { BillingCycle, Tier } from '../api/types';

export const CHECKOUT_ERRORS = {
  failed: 'Failed to create checkout session',
  noUrl: 'No checkout URL returned from server',
  accountIncomplete: 'Your account information is incomplete. Please sign out and sign in again to update your profile.',
  fallback: 'Unable to create checkout session. Please try again.',
};

/** Creates a checkout session and resolves with the URL to go to. */
export async function startCheckout(tier: Tier, billingCycle: BillingCycle): Promise<string> {
  let res;
  try {
    res = await createCheckout(tier, billingCycle);
  } catch (err) {
    if (err instanceof HttpError) throw new Error(`${CHECKOUT_ERRORS.failed}: ${err.message}`);
    throw err;
  }
  if (!res?.checkoutUrl) throw new Error(CHECKOUT_ERRORS.noUrl);
  return res.checkoutUrl;
}

/** The Payment Error toast text for a checkout failure (spec §8). */
export function checkoutErrorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if (/Failed to create user record|User not found/i.test(message)) return CHECKOUT_ERRORS.accountIncomplete;
  if (message.startsWith(CHECKOUT_ERRORS.noUrl)) return CHECKOUT_ERRORS.noUrl;
  if (message.startsWith(CHECKOUT_ERRORS.failed)) return CHECKOUT_ERRORS.failed;
  return CHECKOUT_ERRORS.fallback;
}
