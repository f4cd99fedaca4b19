import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import { AppError, ConflictError, ValidationError, type FieldError } from '../lib/errors';
import type { SchedulePort } from '../schedules/schedule.port';
import { effectiveStatus } from '../users/subscription-status';
import { User } from '../users/user.entity';
import type { Billing } from './billing';
import {
  featuresFor,
  isBillingCycle,
  isTier,
  lookupKeyFor,
  planLabel,
  tierOf,
  TIER_NAMES,
  TIERS,
  trialDaysLeft,
  yearlyCouponIdFor,
  type BillingCycle,
  type Features,
  type Tier,
} from '../plans/plans';
import { syncSchedulesForStatus } from '../schedules/schedule-gating';
import { BillingUnavailableError, requireStripe } from './stripe-client';
import {
  applySnapshot,
  decide,
  isEndedStripeStatus,
  isLiveStripeStatus,
  snapshotOfSubscription,
  type SubscriptionSnapshot,
} from './subscription-state';

/** The user's status, cycle, days left and Stripe ids, plus what the subscribe page needs to show a cancellation. */
export interface SubscriptionStatusResponse {
  status: string;
  billingCycle: BillingCycle | null;
  daysLeft: number;
  trialStartedAt: Date;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  stripeSubscriptionStatus: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

export interface CheckoutResult {
  checkoutUrl: string | null;
  sessionId: string | null;
  /** True when an existing subscription was changed in place (no checkout page needed). */
  updated?: boolean;
  status?: string;
}

const DAY = 86_400_000;

export function statusResponse(user: User, now = new Date()): SubscriptionStatusResponse {
  const raw = effectiveStatus(user, now);
  const tier = tierOf(raw);
  // The legacy active-creator is answered as what it means today.
  const status = tier ? `active-${tier}` : raw;
  let daysLeft = 0;
  if (status === 'trial') daysLeft = trialDaysLeft(user.trialStartedAt, now);
  else if (tier && user.currentPeriodEnd)
    daysLeft = Math.max(0, Math.ceil((user.currentPeriodEnd.getTime() - now.getTime()) / DAY));
  return {
    status,
    billingCycle: tier && isBillingCycle(user.billingCycle) ? user.billingCycle : null,
    daysLeft,
    trialStartedAt: user.trialStartedAt,
    stripeCustomerId: user.stripeCustomerId ?? null,
    stripeSubscriptionId: user.stripeSubscriptionId ?? null,
    stripeSubscriptionStatus: user.stripeSubscriptionStatus ?? null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    currentPeriodEnd: user.currentPeriodEnd ?? null,
  };
}

/** The plan's features, also under two older names (emailUpdates, customizablePrompts) that clients may read. */
export function featuresResponse(status: string): Features & { emailUpdates: boolean; customizablePrompts: boolean } {
  const f = featuresFor(status);
  return { ...f, emailUpdates: f.canUseEmail, customizablePrompts: f.canUseCustomPrompts };
}

export function validateCheckoutInput(input: unknown): { tier: Tier; billingCycle: BillingCycle } {
  const body = (input ?? {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  if (!isTier(body.tier)) errors.push({ field: 'tier', message: `tier must be one of ${TIERS.join(', ')}` });
  if (!isBillingCycle(body.billingCycle))
    errors.push({ field: 'billingCycle', message: 'billingCycle must be monthly or yearly' });
  if (errors.length) throw new ValidationError(errors);
  return { tier: body.tier as Tier, billingCycle: body.billingCycle as BillingCycle };
}

/** Locks the user's row for the rest of the transaction, so concurrent webhooks and requests apply one at a time. */
export function lockUser(
  em: EntityManager,
  where: { id: string } | { stripeCustomerId: string } | { stripeSubscriptionId: string },
): Promise<User | null> {
  return em.findOne(User, where, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/** Status, features, checkout, plan changes and cancellation for one request. */
export class SubscriptionService {
  constructor(
    private readonly em: EntityManager,
    private readonly billing: Billing,
    private readonly schedules: SchedulePort,
  ) {}

  /** `force` re-reads the subscription from Stripe first (the subscribe page's Refresh button). */
  async status(user: User, opts: { force?: boolean } = {}): Promise<SubscriptionStatusResponse> {
    if (opts.force && this.billing.stripe) user = await this.resync(user);
    return statusResponse(user);
  }

  features(user: User) {
    return featuresResponse(effectiveStatus(user));
  }

  /**
   * Starts a Checkout Session for a tier and cycle, or, when the user already pays for a live
   * subscription, changes that subscription in place (with proration) so nobody pays twice.
   */
  async checkout(user: User, input: unknown): Promise<CheckoutResult> {
    const { tier, billingCycle } = validateCheckoutInput(input);
    const stripe = requireStripe(this.billing.stripe);
    const priceId = await this.priceIdFor(stripe, tier, billingCycle);
    const coupon = await this.couponFor(stripe, tier, billingCycle);
    const customerId = await this.ensureCustomer(stripe, user);

    if (
      user.stripeSubscriptionId &&
      tierOf(effectiveStatus(user)) &&
      !isEndedStripeStatus(user.stripeSubscriptionStatus)
    ) {
      const changed = await this.changePlan(stripe, user, user.stripeSubscriptionId, {
        tier,
        billingCycle,
        priceId,
        coupon,
      });
      if (changed) return changed;
    }

    const metadata = { userId: user.id, tier, billingCycle };
    try {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        line_items: [{ price: priceId, quantity: 1 }],
        ...(coupon ? { discounts: [{ coupon }] } : {}),
        success_url: `${this.billing.publicUrl}/subscribe?success=true`,
        cancel_url: `${this.billing.publicUrl}/subscribe?canceled=true`,
        client_reference_id: user.id,
        metadata,
        subscription_data: { metadata },
      });
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { checkoutUrl: session.url, sessionId: session.id };
    } catch (err) {
      throw new BillingUnavailableError('Failed to create checkout session', err);
    }
  }

  /** Cancels at the end of the paid period: access stays until then, when Stripe ends the subscription. */
  async cancel(user: User): Promise<SubscriptionStatusResponse & { message: string }> {
    const stripe = requireStripe(this.billing.stripe);
    if (
      !user.stripeSubscriptionId ||
      !tierOf(effectiveStatus(user)) ||
      isEndedStripeStatus(user.stripeSubscriptionStatus)
    ) {
      throw new ConflictError('You have no active subscription to cancel.');
    }
    let sub: Stripe.Subscription;
    const readAt = new Date();
    try {
      sub = await stripe.subscriptions.update(user.stripeSubscriptionId, { cancel_at_period_end: true });
    } catch (err) {
      throw new BillingUnavailableError('Could not cancel the subscription', err);
    }
    const snap = snapshotOfSubscription(sub);
    const updated = await this.observe(
      user,
      { ...snap, tier: snap.tier ?? tierOf(user.subscriptionStatus), cancelAtPeriodEnd: true },
      readAt,
    );
    const until = updated.currentPeriodEnd
      ? ` until ${updated.currentPeriodEnd.toISOString().slice(0, 10)}`
      : ' until the end of the paid period';
    return {
      ...statusResponse(updated),
      message: `Your ${planLabel(effectiveStatus(updated))} plan is canceled and stays active${until}.`,
    };
  }

  /**
   * Applies a subscription state read from Stripe; `readAt` is when the read started, so a webhook
   * about a later change (applied meanwhile) wins, and one about an earlier change is stale.
   * Re-syncs schedules when the status changed.
   */
  private async observe(user: User, snap: SubscriptionSnapshot, readAt: Date): Promise<User> {
    const before = effectiveStatus(user);
    const locked = await this.em.transactional(async (tem) => {
      const u = await lockUser(tem as EntityManager, { id: user.id });
      if (!u) throw new AppError('User not found', 'NOT_FOUND', 404);
      if (decide(u, snap, readAt).apply) applySnapshot(u, snap, readAt);
      return u;
    });
    if (effectiveStatus(locked) !== before) await syncSchedulesForStatus(this.em, this.schedules, locked);
    return locked;
  }

  /** The user's subscription as Stripe has it now: by id, else the customer's most relevant one. */
  private async resync(user: User): Promise<User> {
    const stripe = this.billing.stripe!;
    let sub: Stripe.Subscription | undefined;
    const readAt = new Date();
    try {
      if (user.stripeSubscriptionId) sub = await stripe.subscriptions.retrieve(user.stripeSubscriptionId);
      else if (user.stripeCustomerId) {
        const list = await stripe.subscriptions.list({ customer: user.stripeCustomerId, status: 'all', limit: 10 });
        sub = [...list.data].sort(
          (a, b) =>
            Number(isLiveStripeStatus(b.status)) - Number(isLiveStripeStatus(a.status)) || b.created - a.created,
        )[0];
      }
    } catch (err) {
      throw new BillingUnavailableError('Could not refresh your subscription status', err);
    }
    return sub ? this.observe(user, snapshotOfSubscription(sub), readAt) : user;
  }

  private async priceIdFor(stripe: Stripe, tier: Tier, cycle: BillingCycle): Promise<string> {
    const key = lookupKeyFor(tier, cycle);
    let prices: Stripe.ApiList<Stripe.Price>;
    try {
      prices = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
    } catch (err) {
      throw new BillingUnavailableError('Failed to create checkout session', err);
    }
    const price = prices.data[0];
    if (!price)
      throw new AppError(
        `The ${TIER_NAMES[tier]} ${cycle} price (${key}) is not set up in Stripe yet. Please contact support.`,
        'BILLING_NOT_CONFIGURED',
        503,
      );
    return price.id;
  }

  /**
   * The tier's yearly coupon, read live: the yearly Price is the list price and the coupon brings
   * it to the advertised yearly price, so a checkout must never go out without it by accident.
   */
  private async couponFor(stripe: Stripe, tier: Tier, cycle: BillingCycle): Promise<string | null> {
    if (cycle !== 'yearly') return null;
    try {
      const coupon = await stripe.coupons.retrieve(yearlyCouponIdFor(tier));
      return coupon.valid ? coupon.id : null;
    } catch (err) {
      if ((err as { code?: string }).code === 'resource_missing') return null;
      throw new BillingUnavailableError('Failed to create checkout session', err);
    }
  }

  /** The user's Stripe customer, created once (the idempotency key makes concurrent first checkouts share one). */
  private async ensureCustomer(stripe: Stripe, user: User): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    let customer: Stripe.Customer;
    try {
      customer = await stripe.customers.create(
        { email: user.email ?? undefined, name: user.displayName ?? undefined, metadata: { userId: user.id } },
        { idempotencyKey: `synth-customer-${user.id}` },
      );
    } catch (err) {
      throw new BillingUnavailableError('Failed to create checkout session', err);
    }
    const stored = await this.em.transactional(async (tem) => {
      const u = await lockUser(tem as EntityManager, { id: user.id });
      if (!u) throw new AppError('User not found', 'NOT_FOUND', 404);
      u.stripeCustomerId ??= customer.id;
      return u.stripeCustomerId;
    });
    user.stripeCustomerId = stored;
    return stored;
  }

  /**
   * Upgrade, downgrade or cycle switch of a live subscription: the one item gets the new price,
   * prorated on the next invoice. Null when Stripe says the subscription has ended (then: checkout).
   */
  private async changePlan(
    stripe: Stripe,
    user: User,
    subscriptionId: string,
    to: { tier: Tier; billingCycle: BillingCycle; priceId: string; coupon: string | null },
  ): Promise<CheckoutResult | null> {
    const samePlan = tierOf(effectiveStatus(user)) === to.tier && (user.billingCycle ?? 'monthly') === to.billingCycle;
    if (samePlan && !user.cancelAtPeriodEnd) {
      throw new ConflictError(`You are already on the ${TIER_NAMES[to.tier]} plan, billed ${to.billingCycle}.`);
    }
    let current: Stripe.Subscription;
    const readAt = new Date();
    try {
      current = await stripe.subscriptions.retrieve(subscriptionId);
    } catch (err) {
      throw new BillingUnavailableError('Could not change your plan', err);
    }
    if (!isLiveStripeStatus(current.status)) {
      await this.observe(user, snapshotOfSubscription(current), readAt);
      return null;
    }
    const item = current.items.data[0];
    let updated: Stripe.Subscription;
    const changedAt = new Date();
    try {
      updated = await stripe.subscriptions.update(subscriptionId, {
        // Choosing a plan again also takes back a pending cancellation.
        cancel_at_period_end: false,
        ...(samePlan
          ? {}
          : {
              items: [{ id: item.id, price: to.priceId }],
              proration_behavior: 'create_prorations' as const,
              discounts: to.coupon ? [{ coupon: to.coupon }] : '',
              metadata: { userId: user.id, tier: to.tier, billingCycle: to.billingCycle },
            }),
      });
    } catch (err) {
      throw new BillingUnavailableError('Could not change your plan', err);
    }
    const snap = snapshotOfSubscription(updated);
    const after = await this.observe(
      user,
      { ...snap, tier: to.tier, cycle: to.billingCycle, cancelAtPeriodEnd: false },
      changedAt,
    );
    return { checkoutUrl: null, sessionId: null, updated: true, status: effectiveStatus(after) };
  }
}
