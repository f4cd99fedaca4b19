import type Stripe from 'stripe';
import {
  BILLING_CYCLES,
  FALLBACK_PRICES,
  lookupKeyFor,
  parseLookupKey,
  TIER_NAMES,
  TIERS,
  TRIAL_DAYS,
  yearlyCouponIdFor,
  type Tier,
} from '../plans/plans';

export interface TierPricing {
  monthly: number;
  /** What one year costs the customer, after the tier's yearly coupon when there is one. */
  yearly: number;
  discount_percent: number;
  coupon_id: string | null;
}

/** Prices per tier, coupons and environment, plus trialDays and where the prices came from. */
export interface PricingResponse {
  pricing: Record<Tier, TierPricing>;
  tiers: { id: Tier; name: string }[];
  coupons: Record<string, { percent_off: number }>;
  environment: string;
  trialDays: number;
  source: 'stripe' | 'fallback';
}

const CACHE_MS = 5 * 60_000;
/** A failed read is retried sooner than a good one expires, so Stripe's prices come back quickly. */
const FALLBACK_CACHE_MS = 30_000;
// Pricing is shown on public pages: fail over to the table fast rather than wait on retries.
const READ_OPTIONS: Stripe.RequestOptions = { maxNetworkRetries: 0, timeout: 5_000 };

const round2 = (n: number) => Math.round(n * 100) / 100;

export function fallbackPricing(environment: string): PricingResponse {
  const pricing = Object.fromEntries(
    TIERS.map((t) => {
      const p = FALLBACK_PRICES[t];
      return [t, { monthly: p.monthly, yearly: p.yearly, discount_percent: p.discountPercent, coupon_id: null }];
    }),
  ) as Record<Tier, TierPricing>;
  return {
    pricing,
    tiers: TIERS.map((id) => ({ id, name: TIER_NAMES[id] })),
    coupons: {},
    environment,
    trialDays: TRIAL_DAYS,
    source: 'fallback',
  };
}

/**
 * Builds the response from our Stripe Prices (by lookup key) and yearly coupons. A tier missing
 * either of its two prices keeps its fallback row, so a half-seeded account still shows every plan.
 */
export function pricingFromStripe(
  prices: Stripe.Price[],
  coupons: Stripe.Coupon[],
  environment: string,
): PricingResponse {
  const out = fallbackPricing(environment);
  const byKey = new Map<string, Stripe.Price>();
  for (const p of prices)
    if (p.lookup_key && p.unit_amount != null && parseLookupKey(p.lookup_key)) byKey.set(p.lookup_key, p);
  const couponById = new Map(coupons.filter((c) => c.valid && c.percent_off != null).map((c) => [c.id, c]));
  let any = false;
  for (const tier of TIERS) {
    const [monthly, yearly] = BILLING_CYCLES.map((c) => byKey.get(lookupKeyFor(tier, c)));
    if (!monthly || !yearly) continue;
    any = true;
    const coupon = couponById.get(yearlyCouponIdFor(tier));
    const yearlyList = yearly.unit_amount! / 100;
    out.pricing[tier] = {
      monthly: monthly.unit_amount! / 100,
      yearly: coupon ? round2(yearlyList * (1 - coupon.percent_off! / 100)) : yearlyList,
      discount_percent: coupon?.percent_off ?? FALLBACK_PRICES[tier].discountPercent,
      coupon_id: coupon?.id ?? null,
    };
    if (coupon) out.coupons[coupon.id] = { percent_off: coupon.percent_off! };
  }
  out.source = any ? 'stripe' : 'fallback';
  return out;
}

/** Prices from Stripe, cached in memory for 5 minutes; the fallback table when Stripe is unreachable. */
export class PricingService {
  private cached?: { at: number; value: PricingResponse };
  private inflight?: Promise<PricingResponse>;

  constructor(
    private readonly stripe: Stripe | null,
    private readonly environment: string,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<PricingResponse> {
    const c = this.cached;
    if (c && this.now() - c.at < (c.value.source === 'stripe' ? CACHE_MS : FALLBACK_CACHE_MS)) return c.value;
    if (!this.stripe) return fallbackPricing(this.environment);
    this.inflight ??= this.load().finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  }

  clear(): void {
    this.cached = undefined;
  }

  private async load(): Promise<PricingResponse> {
    const stripe = this.stripe!;
    let value: PricingResponse;
    try {
      const keys = TIERS.flatMap((t) => BILLING_CYCLES.map((c) => lookupKeyFor(t, c)));
      const [prices, coupons] = await Promise.all([
        stripe.prices.list({ lookup_keys: keys, active: true, limit: 100 }, READ_OPTIONS),
        Promise.all(
          TIERS.map((t) => stripe.coupons.retrieve(yearlyCouponIdFor(t), {}, READ_OPTIONS).catch(missingAsNull)),
        ),
      ]);
      value = pricingFromStripe(prices.data, coupons.filter((c) => c !== null) as Stripe.Coupon[], this.environment);
      if (value.source === 'fallback')
        console.warn('[billing] no synth_* prices in Stripe; showing the fallback table (run seed-stripe.ts)');
    } catch (err) {
      console.warn(`[billing] pricing read from Stripe failed; showing the fallback table: ${(err as Error).message}`);
      value = fallbackPricing(this.environment);
    }
    this.cached = { at: this.now(), value };
    return value;
  }
}

/** A coupon that does not exist is simply not offered; any other failure is a failed read. */
function missingAsNull(err: unknown): null {
  if ((err as { code?: string }).code === 'resource_missing') return null;
  throw err;
}
