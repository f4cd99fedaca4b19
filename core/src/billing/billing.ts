import type Stripe from 'stripe';
import { PricingService } from './pricing';
import { createStripeClient, stripeEnvironment, type StripeSettings } from './stripe-client';

/** What billing reads of the configuration. */
export interface BillingConfig {
  stripe: StripeSettings;
  publicUrl: string;
}

/** Process-wide billing parts: the Stripe client and the pricing cache, one set per running app. */
export interface Billing {
  stripe: Stripe | null;
  webhookSecret: string | null;
  publicUrl: string;
  pricing: PricingService;
}

// Keyed by the Services object, so each bootstrap() (and each test app) gets its own client and cache.
const perApp = new WeakMap<object, Billing>();

export function billingOf(services: { config: BillingConfig }): Billing {
  let billing = perApp.get(services);
  if (!billing) {
    const { stripe: cfg, publicUrl } = services.config;
    const stripe = createStripeClient(cfg);
    billing = {
      stripe,
      webhookSecret: cfg.webhookSecret ?? null,
      publicUrl,
      pricing: new PricingService(stripe, stripeEnvironment(cfg.secretKey)),
    };
    perApp.set(services, billing);
  }
  return billing;
}
