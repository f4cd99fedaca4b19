import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetchMock';
import { CHECKOUT_ERRORS, checkoutErrorMessage, startCheckout } from './checkout';

afterEach(() => vi.unstubAllGlobals());

describe('checkout (spec §7, §8)', () => {
  it('posts tier and billing cycle and resolves with the checkout URL', async () => {
    const fetch = mockFetch({ '/api/subscription/create': () => ({ checkoutUrl: 'https://pay.test/s/1', sessionId: 's1' }) });
    await expect(startCheckout('professional', 'yearly')).resolves.toEqual({ kind: 'redirect', url: 'https://pay.test/s/1' });
    const init = fetch.mock.calls[0][1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({ tier: 'professional', billingCycle: 'yearly' });
    expect(init.credentials).toBe('include');
  });

  it('a plan change on an existing subscription resolves as updated, with no page to go to', async () => {
    mockFetch({ '/api/subscription/create': () => ({ checkoutUrl: null, sessionId: null, updated: true, status: 'active-thought-leader' }) });
    await expect(startCheckout('thought-leader', 'monthly')).resolves.toEqual({ kind: 'updated', status: 'active-thought-leader' });
  });

  it('maps failures to the §8 texts', async () => {
    mockFetch({ '/api/subscription/create': () => ({ sessionId: 's1' }) });
    const noUrl = await startCheckout('basic', 'monthly').catch((e) => e);
    expect(checkoutErrorMessage(noUrl)).toBe(CHECKOUT_ERRORS.noUrl);

    mockFetch({ '/api/subscription/create': () => json({ message: 'User not found' }, 404) });
    const missingUser = await startCheckout('basic', 'monthly').catch((e) => e);
    expect(checkoutErrorMessage(missingUser)).toBe(
      'Your account information is incomplete. Please sign out and sign in again to update your profile.',
    );

    mockFetch({ '/api/subscription/create': () => json({ message: 'stripe down' }, 502) });
    const failed = await startCheckout('basic', 'monthly').catch((e) => e);
    expect(checkoutErrorMessage(failed)).toBe('Failed to create checkout session');

    expect(checkoutErrorMessage(new TypeError('Failed to fetch'))).toBe('Unable to create checkout session. Please try again.');
  });
});
