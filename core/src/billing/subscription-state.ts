// Pure rules: what a Stripe subscription means for a user's status, and whether an event is news.
import type Stripe from 'stripe';
import { isBillingCycle, isTier, parseLookupKey, type BillingCycle, type Tier } from '../plans/plans';
import { idOf } from './stripe-client';

/** Stripe statuses that keep access. past_due keeps it while Stripe retries the payment. */
const LIVE = new Set(['active', 'trialing', 'past_due']);
/** Stripe statuses after which the subscription never becomes active again. */
const ENDED = new Set(['canceled', 'incomplete_expired']);
/** No access: ended, unpaid after the retries, or paused (a trial that ended without a card). */
const NO_ACCESS = new Set(['canceled', 'incomplete_expired', 'unpaid', 'paused']);

export const isLiveStripeStatus = (s: string | null | undefined) => !!s && LIVE.has(s);
export const isEndedStripeStatus = (s: string | null | undefined) => !!s && ENDED.has(s);

/** What we keep of a Stripe subscription, from the object itself or from a completed checkout. */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  customerId: string | null;
  /** Stripe's own status: active, trialing, past_due, canceled, unpaid, incomplete, … */
  stripeStatus: string;
  tier: Tier | null;
  cycle: BillingCycle | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean | null;
  /** Our user id when Stripe carries it (metadata / client_reference_id). */
  userId: string | null;
}

/** The billing fields of a user that the rules read and write. */
export interface BillingState {
  subscriptionStatus: string;
  billingCycle?: string | null;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  stripeSubscriptionStatus?: string | null;
  subscriptionUpdatedAt?: Date | null;
  currentPeriodEnd?: Date | null;
  cancelAtPeriodEnd: boolean;
}

export function snapshotOfSubscription(sub: Stripe.Subscription): SubscriptionSnapshot {
  const item = sub.items?.data?.[0];
  const price = item?.price;
  const fromKey = parseLookupKey(price?.lookup_key);
  const metaTier = price?.metadata?.tier ?? sub.metadata?.tier;
  const metaCycle = sub.metadata?.billingCycle;
  const interval = price?.recurring?.interval;
  const periodEnd =
    (item as { current_period_end?: number } | undefined)?.current_period_end ??
    (sub as unknown as { current_period_end?: number }).current_period_end;
  return {
    subscriptionId: sub.id,
    customerId: idOf(sub.customer),
    stripeStatus: sub.status,
    tier: fromKey?.tier ?? (isTier(metaTier) ? metaTier : null),
    cycle:
      fromKey?.cycle ??
      (interval === 'year'
        ? 'yearly'
        : interval === 'month'
          ? 'monthly'
          : isBillingCycle(metaCycle)
            ? metaCycle
            : null),
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: sub.cancel_at_period_end ?? null,
    userId: sub.metadata?.userId || null,
  };
}

/**
 * A paid checkout means an active subscription of the tier it was opened for. Returns null for a
 * session that is not (yet) paid, e.g. a delayed bank debit: its subscription events decide then.
 */
export function snapshotOfCheckout(session: Stripe.Checkout.Session): SubscriptionSnapshot | null {
  const subscriptionId = idOf(session.subscription as string | { id: string } | null);
  if (session.mode !== 'subscription' || !subscriptionId) return null;
  if (session.status !== 'complete' || !['paid', 'no_payment_required'].includes(session.payment_status)) return null;
  const tier = session.metadata?.tier;
  const cycle = session.metadata?.billingCycle;
  return {
    subscriptionId,
    customerId: idOf(session.customer as string | { id: string } | null),
    stripeStatus: 'active',
    tier: isTier(tier) ? tier : null,
    cycle: isBillingCycle(cycle) ? cycle : null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: null,
    userId: session.client_reference_id || session.metadata?.userId || null,
  };
}

/** The status a Stripe subscription gives; an unknown price on a live subscription keeps the current tier. */
export function statusFromStripe(stripeStatus: string, tier: Tier | null, previous: string): string {
  if (LIVE.has(stripeStatus)) return tier ? `active-${tier}` : previous;
  if (NO_ACCESS.has(stripeStatus)) return 'canceled';
  return previous; // incomplete: the first payment is still pending
}

export type Decision = { apply: true } | { apply: false; reason: string };

/**
 * Whether a subscription state observed at `observedAt` (the event's `created`) should replace what
 * the user has. Webhooks arrive in any order and more than once, so:
 * - an ended subscription never comes back (Stripe never revives a canceled subscription);
 * - anything older than the last state applied is stale;
 * - an older, different subscription ending does not end the current one.
 */
export function decide(user: BillingState, snap: SubscriptionSnapshot, observedAt: Date): Decision {
  const same = user.stripeSubscriptionId === snap.subscriptionId;
  if (same && isEndedStripeStatus(user.stripeSubscriptionStatus) && !isEndedStripeStatus(snap.stripeStatus)) {
    return { apply: false, reason: `subscription ${snap.subscriptionId} already ended` };
  }
  if (user.subscriptionUpdatedAt && observedAt.getTime() < user.subscriptionUpdatedAt.getTime()) {
    return { apply: false, reason: 'older than the state already applied' };
  }
  if (
    !same &&
    user.stripeSubscriptionId &&
    NO_ACCESS.has(snap.stripeStatus) &&
    isLiveStripeStatus(user.stripeSubscriptionStatus)
  ) {
    return {
      apply: false,
      reason: `subscription ${snap.subscriptionId} ended, but ${user.stripeSubscriptionId} is the current one`,
    };
  }
  return { apply: true };
}

/** Writes a snapshot onto the user; returns the user's stored status before and after. */
export function applySnapshot(
  user: BillingState,
  snap: SubscriptionSnapshot,
  observedAt: Date,
): { before: string; after: string } {
  const before = user.subscriptionStatus;
  if (user.stripeSubscriptionId !== snap.subscriptionId) {
    // Another subscription: nothing of the previous one carries over.
    user.currentPeriodEnd = null;
    user.cancelAtPeriodEnd = false;
  }
  user.stripeSubscriptionId = snap.subscriptionId;
  // A user's customer is created once (checkout) and never swapped by an event.
  if (snap.customerId && !user.stripeCustomerId) user.stripeCustomerId = snap.customerId;
  user.stripeSubscriptionStatus = snap.stripeStatus;
  user.subscriptionStatus = statusFromStripe(snap.stripeStatus, snap.tier, user.subscriptionStatus);
  if (snap.cycle && isLiveStripeStatus(snap.stripeStatus)) user.billingCycle = snap.cycle;
  if (snap.currentPeriodEnd) user.currentPeriodEnd = snap.currentPeriodEnd;
  if (snap.cancelAtPeriodEnd !== null) user.cancelAtPeriodEnd = snap.cancelAtPeriodEnd;
  if (isEndedStripeStatus(snap.stripeStatus)) user.cancelAtPeriodEnd = false;
  user.subscriptionUpdatedAt = observedAt;
  return { before, after: user.subscriptionStatus };
}
