import Stripe from 'stripe';
import { AppError } from '../lib/errors';

/** Features that need Stripe answer this when no STRIPE_SECRET_KEY is set; status, features and pricing still work. */
export class BillingNotConfiguredError extends AppError {
  constructor() {
    super('Billing is not configured on this server', 'BILLING_NOT_CONFIGURED', 503);
  }
}

/** Stripe answered with an error or could not be reached. */
export class BillingUnavailableError extends AppError {
  constructor(what: string, cause?: unknown) {
    super(
      `${what}: the payment provider could not be reached. Please try again in a minute.`,
      'BILLING_UNAVAILABLE',
      502,
    );
    if (cause) console.warn(`[billing] ${what}:`, (cause as Error).message ?? cause);
  }
}

/**
 * The one Stripe client of the process, or null without a secret key. STRIPE_API_BASE points it
 * elsewhere (stripe-mock, e.g. http://127.0.0.1:12111) with the same protocol.
 */
/** The Stripe settings config.ts reads (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE). */
export interface StripeSettings {
  secretKey?: string;
  webhookSecret?: string;
  apiBase?: string;
}

export function createStripeClient(cfg: StripeSettings): Stripe | null {
  if (!cfg.secretKey) return null;
  const opts: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Synth' } };
  if (cfg.apiBase) {
    const base = new URL(cfg.apiBase);
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    opts.protocol = protocol;
    opts.host = base.hostname;
    opts.port = base.port || (protocol === 'http' ? 80 : 443);
  }
  return new Stripe(cfg.secretKey, opts);
}

/** 'production' for a live key, 'test' otherwise (the pricing answer's `environment`). */
export function stripeEnvironment(secretKey: string | undefined): string {
  if (!secretKey) return 'unconfigured';
  return /^(sk|rk)_live_/.test(secretKey) ? 'production' : 'test';
}

export function requireStripe(stripe: Stripe | null): Stripe {
  if (!stripe) throw new BillingNotConfiguredError();
  return stripe;
}

export const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === 'string' ? v : v.id;
