// Price views from the pricing answer, with the built-in fallback table.
import { FALLBACK_PRICES, TIER_NAMES, TIERS as TIER_ORDER, type Tier } from '@synth/core/pure';
import type { PricingResponse, TierPricing } from './types';

/**
 * The API's own fallback table (the prices seeded into Stripe), bundled so
 * the page shows the same prices the server would when the pricing request itself fails.
 */
const FALLBACK_PRICING = Object.fromEntries(
  TIER_ORDER.map((tier) => [
    tier,
    {
      monthly: FALLBACK_PRICES[tier].monthly,
      yearly: FALLBACK_PRICES[tier].yearly,
      discount_percent: FALLBACK_PRICES[tier].discountPercent,
    },
  ]),
) as Record<Tier, TierPricing>;

/** Used when an answer gives prices but no discount. */
const FALLBACK_YEARLY_DISCOUNT: Record<Tier, number> & { default: number } = {
  ...(Object.fromEntries(TIER_ORDER.map((tier) => [tier, FALLBACK_PRICES[tier].discountPercent])) as Record<
    Tier,
    number
  >),
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

/** The GraphQL pricing answer in the pricing answer's shape; null (the fallback table) when it lists no tier. */
export function pricingFromGraphQL(
  answer:
    | {
        readonly tiers: readonly {
          readonly id: string;
          readonly name: string;
          readonly monthly: number;
          readonly yearly: number;
          readonly discountPercent: number;
        }[];
      }
    | null
    | undefined,
): PricingResponse | null {
  const tiers = (answer?.tiers ?? []).filter((t) => (TIER_ORDER as string[]).includes(t.id));
  if (!tiers.length) return null;
  return {
    pricing: Object.fromEntries(
      tiers.map((t) => [t.id, { monthly: t.monthly, yearly: t.yearly, discount_percent: t.discountPercent }]),
    ),
    tiers: tiers.map((t) => ({ id: t.id as Tier, name: t.name })),
  };
}

export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}
