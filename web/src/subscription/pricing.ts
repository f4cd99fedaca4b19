// Price views from the pricing answer, with the fallback table of spec §9.
import type { PricingResponse, Tier, TierPricing } from '../api/types';
import { TIER_NAMES, TIER_ORDER } from './status';

export const FALLBACK_PRICING: Record<Tier, TierPricing> = {
  basic: { monthly: 19, yearly: 190, discount_percent: 20 },
  professional: { monthly: 39, yearly: 390, discount_percent: 20 },
  'thought-leader': { monthly: 99, yearly: 990, discount_percent: 20 },
};

/** Used when an answer gives prices but no discount. */
export const FALLBACK_YEARLY_DISCOUNT: Record<Tier, number> & { default: number } = {
  basic: 15,
  professional: 17,
  'thought-leader': 20,
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
