import { describe, expect, it, vi } from 'vitest';
import type { CheckoutAnswer } from '../mutations/useCreateCheckoutMutation';
import { GraphQLRequestError } from '../relay/errors';
import { CHECKOUT_ERRORS, checkoutErrorMessage, startCheckout } from './checkout';

/** A createCheckout mutation that answers `answer` (or fails with it). */
const mutation = (answer: Partial<CheckoutAnswer> | Error) =>
  vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return { checkoutUrl: null, updated: false, status: null, ...answer } as CheckoutAnswer;
  });

describe('checkout', () => {
  it('sends tier and billing cycle and resolves with the checkout URL', async () => {
    const createCheckout = mutation({ checkoutUrl: 'https://pay.test/s/1' });
    await expect(startCheckout(createCheckout, 'professional', 'yearly')).resolves.toEqual({
      kind: 'redirect',
      url: 'https://pay.test/s/1',
    });
    expect(createCheckout).toHaveBeenCalledWith('professional', 'yearly');
  });

  it('a plan change on an existing subscription resolves as updated, with no page to go to', async () => {
    const createCheckout = mutation({ checkoutUrl: null, updated: true, status: 'active-thought-leader' });
    await expect(startCheckout(createCheckout, 'thought-leader', 'monthly')).resolves.toEqual({
      kind: 'updated',
      status: 'active-thought-leader',
    });
  });

  it('maps failures to the exact error texts users see', async () => {
    const noUrl = await startCheckout(mutation({}), 'basic', 'monthly').catch((e) => e);
    expect(checkoutErrorMessage(noUrl)).toBe(CHECKOUT_ERRORS.noUrl);

    const missingUser = await startCheckout(
      mutation(new GraphQLRequestError('User not found', { code: 'NOT_FOUND' })),
      'basic',
      'monthly',
    ).catch((e) => e);
    expect(checkoutErrorMessage(missingUser)).toBe(
      'Your account information is incomplete. Please sign out and sign in again to update your profile.',
    );

    const failed = await startCheckout(
      mutation(new GraphQLRequestError('stripe down', { status: 502 })),
      'basic',
      'monthly',
    ).catch((e) => e);
    expect(checkoutErrorMessage(failed)).toBe('Failed to create checkout session');

    expect(checkoutErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Unable to create checkout session. Please try again.',
    );
  });
});
