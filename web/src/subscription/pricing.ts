// Price views from the pricing answer, with the fallback table of spec §9.
import { FALLBACK_PRICES } from '@synth/core/pure';
import type { PricingResponse, Tier, TierPricing } from '../api/types';
import { TIER_NAMES, TIER_ORDER } from './status';

/**
 * The API's own fallback table (spec §9, second table, the prices seeded into Stripe), bundled so
 * the page shows the same prices the server would when the pricing request itself fails.
 */
export const FALLBACK_PRICING = Object.fromEntries(
  TIER_ORDER.map((tier) => [tier, { monthly: FALLBACK_PRICES[tier].monthly, yearly: FALLBACK_PRICES[tier].yearly, discount_percent: FALLBACK_PRICES[tier].discountPercent }]),
) as Record<Tier, TierPricing>;

/** Used when an answer gives prices but no discount. */
export const FALLBACK_YEARLY_DISCOUNT: Record<Tier, number> & { default: number } = {
  ...(Object.fromEntries(TIER_ORDER.map((tier) => [tier, FALLBACK_PRICES[tier].discountPercent])) as Record<Tier, number>),
  default: 17,
};

export interface PriceView {
  tier: Tier;
  name: string;
  monthly: number;
  yearly: number;
  /** The yearly price per month. */
  yearlyMonthly: number;
  discountPercentage: number;
}

export function priceViews(response: PricingResponse | null): PriceView[] {
  const pricing = response?.pricing ?? FALLBACK_PRICING;
  const names = new Map(response?.tiers?.map((t) => [t.id, t.name]) ?? []);
  return TIER_ORDER.filter((tier) => pricing[tier]).map((tier) => {
    const p = pricing[tier] as TierPricing;
    return {
      tier,
      name: names.get(tier) ?? TIER_NAMES[tier],
      monthly: p.monthly,
      yearly: p.yearly,
      yearlyMonthly: Math.round((p.yearly / 12) * 100) / 100,
      discountPercentage: p.discount_percent ?? FALLBACK_YEARLY_DISCOUNT[tier] ?? FALLBACK_YEARLY_DISCOUNT.default,
    };
  });
}

export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}
