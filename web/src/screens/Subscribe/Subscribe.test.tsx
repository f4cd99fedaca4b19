import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscribeQuery } from '../../__generated__/SubscribeQuery.graphql';
import { createMockEnvironment, MockPayloadGenerator, resolveEvery } from '../../test/mockEnvironment';
import { renderApp } from '../../test/render';
import { dismissToast } from '../../toast/toastStore';
import { Subscribe, SubscribeQueryDef } from './Subscribe';

vi.mock('react-relay', async (importOriginal) =>
  (await import('../../test/relayTag')).withGraphqlTag(await importOriginal<object>()),
);
const navigateAway = vi.fn();
vi.mock('../../lib/navigateAway', () => ({ navigateAway: (url: string) => navigateAway(url) }));

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  navigateAway.mockReset();
});

type Status = { status: string; billingCycle?: string; daysLeft?: number } | 'unreadable';
type CheckoutAnswer = { checkoutUrl: string | null; updated?: boolean; status?: string | null } | Error;

/** Renders the page for `status`; `checkout` answers the createCheckout mutation. Returns the operations sent. */
function setup(status: Status, path = '/subscribe', checkout: CheckoutAnswer = new Error('no checkout expected')) {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  const environment = createMockEnvironment();
  const graphStatus = status === 'unreadable' ? 'trial' : status.status;
  resolveEvery(environment, (op) => {
    const name = op.request.node.operation.name;
    sent.push({ name, variables: op.request.variables });
    if (name === 'useCreateCheckoutMutation' && checkout instanceof Error) return checkout;
    return MockPayloadGenerator.generate(op, {
      // An account that cannot be read leaves the page on the trial view.
      Viewer: () => (status === 'unreadable' ? { user: null } : {}),
      User: () => ({ id: 'u1', subscriptionStatus: graphStatus, trialDaysLeft: 2 }),
      SubscriptionState: () =>
        status === 'unreadable'
          ? {}
          : { status: status.status, billingCycle: status.billingCycle ?? null, daysLeft: status.daysLeft ?? null },
      // No tiers in the answer: the page shows the built-in price table.
      Pricing: () => ({ tiers: [] }),
      CheckoutResult: () =>
        checkout instanceof Error ? {} : { sessionId: null, updated: false, status: null, ...checkout },
    });
  });
  environment.mock.queuePendingOperation(SubscribeQueryDef, {});
  const queryRef = loadQuery<SubscribeQuery>(environment, SubscribeQueryDef, {});
  renderApp(
    <Suspense fallback={null}>
      <Subscribe queryRef={queryRef} />
    </Suspense>,
    { path, environment },
  );
  return sent;
}

const labels = () => screen.getAllByRole('article').map((card) => within(card).getByRole('button').textContent);

describe('Subscribe page', () => {
  it('active: status card, the three actions and plan labels by tier and cycle', async () => {
    setup({ status: 'active-professional', billingCycle: 'monthly' });
    await screen.findByRole('heading', { name: 'Your subscription' });
    screen.getByText('Active Subscription');
    screen.getByRole('button', { name: 'Refresh Subscription Status' });
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(labels()).toEqual(['Downgrade', 'Current Plan', 'Upgrade']);
    fireEvent.click(screen.getByRole('button', { name: 'Yearly' }));
    expect(labels()).toEqual(['Downgrade', 'Switch to Yearly', 'Upgrade']);
    within(screen.getByRole('article', { name: 'Professional' })).getByText('Up to 20 RSS feeds');
  });

  it('trial: days left and Get Started on every plan (fallback prices)', async () => {
    setup({ status: 'trial', daysLeft: 2 });
    await screen.findByRole('heading', { name: 'You are on the free trial' });
    screen.getByText(/2 days remaining/);
    expect(labels()).toEqual(['Get Started', 'Get Started', 'Get Started']);
    // The API's fallback table: $429.99 a year is $35.83 a month.
    within(screen.getByRole('article', { name: 'Basic' })).getByText('$35.83');
  });

  it('falls back to the trial view when the status call fails', async () => {
    setup('unreadable');
    await screen.findByRole('heading', { name: 'You are on the free trial' });
  });

  it('trial expired and canceled views', async () => {
    setup({ status: 'trial_expired' });
    await screen.findByRole('heading', { name: 'Your free trial has ended' });
    cleanup();
    setup({ status: 'canceled' });
    await screen.findByRole('heading', { name: 'Your subscription was canceled' });
  });

  it('no plan: lists the included features', async () => {
    setup({ status: 'none' });
    const list = within(await screen.findByRole('list', { name: 'Included features' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'AI summaries',
      'LinkedIn posts',
      'Email delivery',
      'Real-world examples',
      'Custom prompts',
      'Topic filtering',
    ]);
  });

  it('toasts Payment successful and Payment canceled from the query string', async () => {
    setup({ status: 'trial' }, '/subscribe?success=true');
    await screen.findByText('Payment successful');
    cleanup();
    setup({ status: 'trial' }, '/subscribe?canceled=true');
    await screen.findByText('Payment canceled');
  });

  it('checkout=true starts checkout after 500 ms and goes to the checkout URL', async () => {
    vi.useFakeTimers();
    const sent = setup({ status: 'trial' }, '/subscribe?checkout=true&tier=basic&billingCycle=monthly', {
      checkoutUrl: 'https://pay.test/c/1',
    });
    const checkouts = () => sent.filter((op) => op.name === 'useCreateCheckoutMutation');
    expect(screen.getByRole('status').textContent).toContain('Redirecting to checkout...');
    await act(async () => vi.advanceTimersByTime(499));
    expect(checkouts().length > 0).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(navigateAway).toHaveBeenCalledWith('https://pay.test/c/1'));
    expect(checkouts()[0].variables).toEqual({ tier: 'basic', billingCycle: 'monthly' });
    vi.useRealTimers();
  });

  it('shows Payment Error with the exact text when checkout fails', async () => {
    setup({ status: 'trial' }, '/subscribe', new Error('User not found'));
    fireEvent.click((await screen.findAllByRole('button', { name: /Get Started/ }))[0]);
    await screen.findByText('Payment Error');
    screen.getByText(
      'Your account information is incomplete. Please sign out and sign in again to update your profile.',
    );
    expect(navigateAway).not.toHaveBeenCalled();
  });

  it('an upgrade of a running subscription changes it in place: a Plan updated toast and no redirect', async () => {
    const sent = setup({ status: 'active-professional', billingCycle: 'monthly' }, '/subscribe', {
      checkoutUrl: null,
      updated: true,
      status: 'active-thought-leader',
    });
    fireEvent.click(within(await screen.findByRole('article', { name: 'Thought Leader' })).getByRole('button'));
    await screen.findByText('Plan updated');
    screen.getByText('You are now on the Thought Leader plan, billed monthly.');
    expect(screen.queryByText('Payment Error')).toBeNull();
    expect(navigateAway).not.toHaveBeenCalled();
    // The status is read again so the cards show the new current plan.
    await vi.waitFor(() =>
      expect(
        sent.filter((op) => op.name === 'refreshSubscriptionStatusQuery' || op.name === 'SubscribeQuery').length,
      ).toBeGreaterThan(1),
    );
  });
});
