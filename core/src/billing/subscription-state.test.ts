import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  applySnapshot,
  decide,
  snapshotOfCheckout,
  snapshotOfSubscription,
  statusFromStripe,
  type BillingState,
  type SubscriptionSnapshot,
} from './subscription-state';

const at = (s: number) => new Date(s * 1000);
const snap = (over: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  stripeStatus: 'active',
  tier: 'professional',
  cycle: 'monthly',
  currentPeriodEnd: at(2_000_000),
  cancelAtPeriodEnd: false,
  userId: null,
  ...over,
});
const fresh = (): BillingState => ({ subscriptionStatus: 'trial', cancelAtPeriodEnd: false });

describe('status from a Stripe subscription', () => {
  it('maps Stripe statuses; past_due keeps access while Stripe retries', () => {
    expect(statusFromStripe('active', 'basic', 'trial')).toBe('active-basic');
    expect(statusFromStripe('trialing', 'professional', 'trial')).toBe('active-professional');
    expect(statusFromStripe('past_due', 'thought-leader', 'active-thought-leader')).toBe('active-thought-leader');
    for (const s of ['canceled', 'unpaid', 'incomplete_expired', 'paused'])
      expect(statusFromStripe(s, 'basic', 'active-basic')).toBe('canceled');
    expect(statusFromStripe('incomplete', 'basic', 'trial')).toBe('trial');
    expect(statusFromStripe('active', null, 'active-basic')).toBe('active-basic');
  });

  it('reads tier and cycle from the price lookup key, and the period end from the item', () => {
    const sub = {
      id: 'sub_9',
      status: 'active',
      customer: 'cus_9',
      cancel_at_period_end: true,
      metadata: { userId: 'u-1' },
      items: {
        data: [
          {
            current_period_end: 1_900_000_000,
            price: { lookup_key: 'synth_thought_leader_yearly', recurring: { interval: 'year' }, metadata: {} },
          },
        ],
      },
    } as unknown as Stripe.Subscription;
    expect(snapshotOfSubscription(sub)).toEqual({
      subscriptionId: 'sub_9',
      customerId: 'cus_9',
      stripeStatus: 'active',
      tier: 'thought-leader',
      cycle: 'yearly',
      currentPeriodEnd: at(1_900_000_000),
      cancelAtPeriodEnd: true,
      userId: 'u-1',
    });
  });

  it('counts a checkout only once it is paid', () => {
    const session = {
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      subscription: 'sub_2',
      customer: 'cus_2',
      client_reference_id: 'u-2',
      metadata: { tier: 'basic', billingCycle: 'yearly' },
    } as unknown as Stripe.Checkout.Session;
    expect(snapshotOfCheckout(session)).toMatchObject({
      subscriptionId: 'sub_2',
      stripeStatus: 'active',
      tier: 'basic',
      cycle: 'yearly',
      userId: 'u-2',
    });
    expect(snapshotOfCheckout({ ...session, payment_status: 'unpaid' } as Stripe.Checkout.Session)).toBeNull();
    expect(snapshotOfCheckout({ ...session, mode: 'payment' } as Stripe.Checkout.Session)).toBeNull();
  });
});

describe('event order does not matter', () => {
  it('an updated event older than the deleted one does not resurrect the subscription', () => {
    const user = fresh();
    applySnapshot(user, snap(), at(100));
    expect(user.subscriptionStatus).toBe('active-professional');
    applySnapshot(user, snap({ stripeStatus: 'canceled' }), at(200));
    expect(user.subscriptionStatus).toBe('canceled');
    expect(decide(user, snap({ stripeStatus: 'active' }), at(150))).toMatchObject({ apply: false });
    // even within the same second: Stripe never revives an ended subscription
    expect(decide(user, snap({ stripeStatus: 'active' }), at(200))).toMatchObject({ apply: false });
  });

  it('a new subscription after a canceled one applies', () => {
    const user = fresh();
    applySnapshot(user, snap({ stripeStatus: 'canceled' }), at(100));
    const next = snap({ subscriptionId: 'sub_2', tier: 'basic' });
    expect(decide(user, next, at(300))).toEqual({ apply: true });
    applySnapshot(user, next, at(300));
    expect(user).toMatchObject({
      subscriptionStatus: 'active-basic',
      stripeSubscriptionId: 'sub_2',
      cancelAtPeriodEnd: false,
    });
  });

  it('an old subscription ending does not cancel the current one', () => {
    const user = fresh();
    applySnapshot(user, snap({ subscriptionId: 'sub_new' }), at(100));
    expect(decide(user, snap({ subscriptionId: 'sub_old', stripeStatus: 'canceled' }), at(200))).toMatchObject({
      apply: false,
    });
  });

  it('newer state wins, older is stale', () => {
    const user = fresh();
    applySnapshot(user, snap({ tier: 'thought-leader', cycle: 'yearly' }), at(500));
    expect(decide(user, snap({ tier: 'basic' }), at(400))).toMatchObject({ apply: false });
    expect(decide(user, snap({ tier: 'basic' }), at(600))).toEqual({ apply: true });
  });
});
