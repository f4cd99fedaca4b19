import type { CheckoutAnswer } from '../mutations/useCreateCheckoutMutation';
import { errorMessage } from '../relay/errors';
import type { BillingCycle, Tier } from '@synth/core/pure';

export const CHECKOUT_ERRORS = {
  failed: 'Failed to create checkout session',
  noUrl: 'No checkout URL returned from server',
  accountIncomplete:
    'Your account information is incomplete. Please sign out and sign in again to update your profile.',
  fallback: 'Unable to create checkout session. Please try again.',
};

/**
 * A new subscriber goes to Stripe's checkout page; an existing subscriber's plan is changed in
 * place (prorated) and there is no page to go to.
 */
export type CheckoutOutcome = { kind: 'redirect'; url: string } | { kind: 'updated'; status: string | null };

/**
 * Creates a checkout session, or changes the current plan, and says which happened. `createCheckout`
 * is the createCheckout mutation; a refusal by the server reads "Failed to create checkout session: …",
 * while a request that never got an answer keeps its own error.
 */
export async function startCheckout(
  createCheckout: (tier: Tier, billingCycle: BillingCycle) => Promise<CheckoutAnswer>,
  tier: Tier,
  billingCycle: BillingCycle,
): Promise<CheckoutOutcome> {
  let res;
  try {
    res = await createCheckout(tier, billingCycle);
  } catch (err) {
    if (err instanceof TypeError) throw err;
    throw new Error(`${CHECKOUT_ERRORS.failed}: ${errorMessage(err)}`);
  }
  if (res?.updated) return { kind: 'updated', status: res.status ?? null };
  if (!res?.checkoutUrl) throw new Error(CHECKOUT_ERRORS.noUrl);
  return { kind: 'redirect', url: res.checkoutUrl };
}

/** The Payment Error toast text for a checkout failure: the exact text users see. */
export function checkoutErrorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  if (/Failed to create user record|User not found/i.test(message)) return CHECKOUT_ERRORS.accountIncomplete;
  if (message.startsWith(CHECKOUT_ERRORS.noUrl)) return CHECKOUT_ERRORS.noUrl;
  if (message.startsWith(CHECKOUT_ERRORS.failed)) return CHECKOUT_ERRORS.failed;
  return CHECKOUT_ERRORS.fallback;
}
