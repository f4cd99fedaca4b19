// Shapes of plans, prices and features as the web app uses them.
import type { Tier } from '@synth/core/pure';

export interface TierPricing {
  monthly: number;
  yearly: number;
  discount_percent?: number;
  coupon_id?: string | null;
}

/** Prices per tier (the pricing answer's shape), with the tiers' display names. */
export interface PricingResponse {
  pricing: Partial<Record<Tier, TierPricing>>;
  tiers?: { id: Tier; name: string }[];
  coupons?: Record<string, { percent_off?: number }>;
  environment?: string;
  trialDays?: number;
}
