import type { EntityManager } from '@mikro-orm/postgresql';
import Stripe from 'stripe';
import { AppError } from '../lib/errors';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { SchedulePort } from '../schedules/schedule.port';
import { isUuid } from '../lib/uuid';
import { effectiveStatus } from '../users/subscription-status';
import type { User } from '../users/user.entity';
import { billingOf } from './billing';
import { syncSchedulesForStatus } from '../schedules/schedule-gating';
import { recordStripeEvent, recordStripeEventOutcome } from './stripe-event.repository';
import { BillingNotConfiguredError, idOf } from './stripe-client';
import type { BillingConfig } from './billing';
import {
  applySnapshot,
  decide,
  isLiveStripeStatus,
  snapshotOfCheckout,
  snapshotOfSubscription,
  type SubscriptionSnapshot,
} from './subscription-state';
import { lockUser } from './subscription.service';

/** Stripe's default: a signed event older than 5 minutes is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
]);

export class WebhookSignatureError extends AppError {
  constructor(message: string) {
    super(message, 'BAD_SIGNATURE', 400);
  }
}

export interface WebhookResult {
  body: { received: true; duplicate?: true; ignored?: true };
  /** Work done after answering (schedule pauses and resumes), so Stripe gets its 200 fast. */
  afterResponse?: () => Promise<void>;
}

/** Verifies the signature over the raw body and the timestamp; throws a readable 400 otherwise. */
export function verifyStripeEvent(raw: unknown, signature: string | undefined, secret: string | null): Stripe.Event {
  if (!secret) throw new BillingNotConfiguredError();
  if (!Buffer.isBuffer(raw) || raw.length === 0)
    throw new WebhookSignatureError('Expected the raw JSON body of a Stripe event (Content-Type: application/json)');
  if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(raw, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (err) {
    const message = (err as Error).message ?? '';
    if (/tolerance/i.test(message)) {
      throw new WebhookSignatureError(
        `Webhook timestamp is more than ${WEBHOOK_TOLERANCE_SECONDS / 60} minutes old: refused as a possible replay`,
      );
    }
    throw new WebhookSignatureError(`Webhook signature verification failed: ${message.split('\n')[0]}`);
  }
}

interface Effect {
  outcome: string;
  user: User | null;
  statusBefore?: string;
}

/**
 * Applies each event once: its id goes into stripe_events in the same transaction as its effect,
 * and the user's row is locked, so redeliveries and concurrent deliveries change nothing twice.
 */
export class StripeWebhookService {
  constructor(private readonly services: { config: BillingConfig; orm: MikroORM; schedules: SchedulePort }) {}

  verify(raw: unknown, signature: string | undefined): Stripe.Event {
    return verifyStripeEvent(raw, signature, billingOf(this.services).webhookSecret);
  }

  async handle(event: Stripe.Event): Promise<WebhookResult> {
    if (!HANDLED_EVENTS.has(event.type)) return { body: { received: true, ignored: true } };
    const em = this.services.orm.em.fork() as EntityManager;
    const effect = await em.transactional(async (tem) => {
      const t = tem as EntityManager;
      if (!(await recordStripeEvent(t, { id: event.id, type: event.type, createdAt: new Date(event.created * 1000) })))
        return null;
      const e = await this.apply(t, event);
      await recordStripeEventOutcome(t, event.id, e.outcome, e.user?.id ?? null);
      return e;
    });
    if (!effect) return { body: { received: true, duplicate: true } };
    if (effect.outcome !== 'applied') console.info(`[billing] ${event.type} ${event.id}: ${effect.outcome}`);
    const { user, statusBefore } = effect;
    if (user && statusBefore !== undefined && effectiveStatus(user) !== statusBefore) {
      return {
        body: { received: true },
        afterResponse: () => syncSchedulesForStatus(em, this.services.schedules, user),
      };
    }
    return { body: { received: true } };
  }

  private async apply(em: EntityManager, event: Stripe.Event): Promise<Effect> {
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const customerId = idOf(session.customer as string | { id: string } | null);
        const user = await this.findUser(em, session.client_reference_id ?? session.metadata?.userId, customerId, null);
        if (!user) return { outcome: 'no matching user', user: null };
        if (customerId && !user.stripeCustomerId) user.stripeCustomerId = customerId;
        const snap = snapshotOfCheckout(session);
        if (!snap) return { outcome: 'checkout not paid yet; waiting for the subscription events', user };
        return this.applySubscription(user, snap, at);
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const snap = snapshotOfSubscription(event.data.object);
        const user = await this.findUser(em, snap.userId, snap.customerId, snap.subscriptionId);
        if (!user) return { outcome: 'no matching user', user: null };
        return this.applySubscription(user, snap, at);
      }
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const subscriptionId = invoiceSubscriptionId(invoice);
        const user = await this.findUser(
          em,
          null,
          idOf(invoice.customer as string | { id: string } | null),
          subscriptionId,
        );
        if (!user) return { outcome: 'no matching user', user: null };
        // Access stays while Stripe retries the payment (past_due); when Stripe gives up it cancels
        // the subscription or marks it unpaid, and that subscription event removes access.
        if (
          !subscriptionId ||
          user.stripeSubscriptionId !== subscriptionId ||
          !isLiveStripeStatus(user.stripeSubscriptionStatus)
        ) {
          return { outcome: 'payment failure for a subscription that is not the current one', user };
        }
        if (user.subscriptionUpdatedAt && at < user.subscriptionUpdatedAt)
          return { outcome: 'ignored: older than the state already applied', user };
        user.stripeSubscriptionStatus = 'past_due';
        user.subscriptionUpdatedAt = at;
        return { outcome: 'applied', user };
      }
      default:
        return { outcome: 'ignored', user: null };
    }
  }

  private applySubscription(user: User, snap: SubscriptionSnapshot, at: Date): Effect {
    const statusBefore = effectiveStatus(user);
    const decision = decide(user, snap, at);
    if (!decision.apply) return { outcome: `ignored: ${decision.reason}`, user, statusBefore };
    applySnapshot(user, snap, at);
    return { outcome: 'applied', user, statusBefore };
  }

  /** By our user id from Stripe metadata, else by the Stripe customer, else by the subscription; row locked. */
  private async findUser(
    em: EntityManager,
    userId: string | null | undefined,
    customerId: string | null,
    subscriptionId: string | null,
  ): Promise<User | null> {
    if (userId && isUuid(userId)) {
      const u = await lockUser(em, { id: userId });
      if (u) return u;
    }
    if (customerId) {
      const u = await lockUser(em, { stripeCustomerId: customerId });
      if (u) return u;
    }
    return subscriptionId ? lockUser(em, { stripeSubscriptionId: subscriptionId }) : null;
  }
}

/** The invoice's subscription: `parent.subscription_details` since API 2025-03-31, `subscription` before. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const parent = (
    invoice as { parent?: { subscription_details?: { subscription?: string | { id: string } } | null } | null }
  ).parent;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(parent?.subscription_details?.subscription ?? legacy ?? null);
}
