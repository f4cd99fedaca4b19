// Sets up a Stripe account (test mode) for Synth in one command, idempotently:
//
//   STRIPE_SECRET_KEY=sk_test_… npx tsx --tsconfig api/tsconfig.json api/src/modules/billing/seed-stripe.ts
//
// It creates what is missing and leaves what is right alone, so it can run again at any time:
// - one Product per tier (ids synth_basic, synth_professional, synth_thought_leader);
// - one Price per tier and cycle, found by lookup key (synth_basic_monthly … synth_thought_leader_yearly).
//   A price whose amount changed in plans.ts gets a new Price that takes over the lookup key
//   (transfer_lookup_key), and the old one is archived: existing subscribers keep their price;
// - one Coupon per tier (synth_<tier>_yearly, percent off forever) that checkout applies to yearly
//   plans. The yearly Price is the list price, so list minus coupon is exactly the yearly price
//   of the plan table (e.g. 505.87 − 15 % = 429.99).
// Against a live key (sk_live_…) it refuses unless run with --live.
// Then point a webhook endpoint at https://<host>/api/webhooks/stripe (events: checkout.session.completed,
// customer.subscription.created/updated/deleted, invoice.payment_failed) and set STRIPE_WEBHOOK_SECRET.
import type Stripe from 'stripe';
import { loadConfig } from '@synth/core/config';
import {
  BILLING_CYCLES,
  FALLBACK_PRICES,
  lookupKeyFor,
  TIER_NAMES,
  TIERS,
  yearlyCouponIdFor,
  type BillingCycle,
  type Tier,
} from '@synth/core/plans';
import { createStripeClient, stripeEnvironment } from '@synth/core/billing';

/** The amount of a Price in cents; the yearly one before its coupon. */
export function priceCents(tier: Tier, cycle: BillingCycle): number {
  const p = FALLBACK_PRICES[tier];
  if (cycle === 'monthly') return Math.round(p.monthly * 100);
  return Math.round((p.yearly * 100) / (1 - p.discountPercent / 100));
}

const productIdFor = (tier: Tier) => `synth_${tier.replace(/-/g, '_')}`;

const isMissing = (err: unknown) => (err as { code?: string }).code === 'resource_missing';

async function ensureProduct(stripe: Stripe, tier: Tier, log: (m: string) => void): Promise<string> {
  const id = productIdFor(tier);
  try {
    const existing = await stripe.products.retrieve(id);
    if (!existing.active) await stripe.products.update(id, { active: true });
    log(`product ${id}: exists`);
  } catch (err) {
    if (!isMissing(err)) throw err;
    await stripe.products.create({ id, name: `Synth ${TIER_NAMES[tier]}`, metadata: { tier } });
    log(`product ${id}: created`);
  }
  return id;
}

async function ensurePrice(
  stripe: Stripe,
  tier: Tier,
  cycle: BillingCycle,
  product: string,
  log: (m: string) => void,
): Promise<void> {
  const key = lookupKeyFor(tier, cycle);
  const amount = priceCents(tier, cycle);
  const interval = cycle === 'yearly' ? 'year' : 'month';
  const [current] = (await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 })).data;
  if (
    current &&
    current.unit_amount === amount &&
    current.currency === 'usd' &&
    current.recurring?.interval === interval
  ) {
    log(`price ${key}: exists (${(amount / 100).toFixed(2)} USD per ${interval})`);
    return;
  }
  const created = await stripe.prices.create({
    product,
    currency: 'usd',
    unit_amount: amount,
    recurring: { interval },
    lookup_key: key,
    transfer_lookup_key: true,
    nickname: `${TIER_NAMES[tier]} ${cycle}`,
    metadata: { tier, billingCycle: cycle },
  });
  if (current) await stripe.prices.update(current.id, { active: false });
  log(
    `price ${key}: ${current ? `replaced ${current.id} by` : 'created'} ${created.id} (${(amount / 100).toFixed(2)} USD per ${interval})`,
  );
}

async function ensureCoupon(stripe: Stripe, tier: Tier, log: (m: string) => void): Promise<void> {
  const id = yearlyCouponIdFor(tier);
  const percent = FALLBACK_PRICES[tier].discountPercent;
  try {
    const existing = await stripe.coupons.retrieve(id);
    if (existing.percent_off !== percent) {
      log(
        `coupon ${id}: exists with ${existing.percent_off} % off, not ${percent} %; coupons cannot change: delete it in Stripe and run again`,
      );
    } else log(`coupon ${id}: exists (${percent} % off)`);
  } catch (err) {
    if (!isMissing(err)) throw err;
    await stripe.coupons.create({
      id,
      percent_off: percent,
      duration: 'forever',
      name: `${TIER_NAMES[tier]} yearly ${percent}% off`,
      metadata: { tier },
    });
    log(`coupon ${id}: created (${percent} % off)`);
  }
}

export async function seedStripe(stripe: Stripe, log: (m: string) => void = console.log): Promise<void> {
  for (const tier of TIERS) {
    const product = await ensureProduct(stripe, tier, log);
    for (const cycle of BILLING_CYCLES) await ensurePrice(stripe, tier, cycle, product, log);
    await ensureCoupon(stripe, tier, log);
  }
}

async function main() {
  const config = loadConfig();
  const stripe = createStripeClient(config.stripe);
  if (!stripe) {
    console.error('Set STRIPE_SECRET_KEY (a test-mode key, sk_test_…) to seed a Stripe account.');
    process.exitCode = 2;
    return;
  }
  const env = stripeEnvironment(config.stripe.secretKey);
  if (env === 'production' && !process.argv.includes('--live')) {
    console.error(
      'STRIPE_SECRET_KEY is a live key: run again with --live if you really mean to seed the live account.',
    );
    process.exitCode = 2;
    return;
  }
  console.log(`Seeding Stripe (${env})${config.stripe.apiBase ? ` at ${config.stripe.apiBase}` : ''} ...`);
  await seedStripe(stripe);
  console.log('Done. Prices are cached by the API for 5 minutes.');
}

if (require.main === module) {
  main().catch((err) => {
    console.error(`Seeding failed: ${(err as Error).message}`);
    process.exitCode = 1;
  });
}
