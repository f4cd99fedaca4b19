import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { FALLBACK_PRICES, TIERS } from '@synth/core/plans';
import { pricingFromStripe } from '@synth/core/billing';
import { priceCents, seedStripe } from './seed-stripe';

/** An in-memory Stripe with just the calls the seed makes. */
function fakeStripe() {
  const products = new Map<string, { id: string; active: boolean }>();
  const prices: {
    id: string;
    lookup_key: string | null;
    unit_amount: number;
    currency: string;
    recurring: { interval: string };
    active: boolean;
    product: string;
  }[] = [];
  const coupons = new Map<string, { id: string; percent_off: number; valid: boolean }>();
  const calls: string[] = [];
  const missing = () => Object.assign(new Error('No such object'), { code: 'resource_missing' });
  const stripe = {
    products: {
      retrieve: async (id: string) => {
        const p = products.get(id);
        if (!p) throw missing();
        return p;
      },
      create: async (p: { id: string }) => {
        calls.push(`product ${p.id}`);
        products.set(p.id, { id: p.id, active: true });
        return p;
      },
      update: async () => ({}),
    },
    prices: {
      list: async ({ lookup_keys }: { lookup_keys: string[] }) => ({
        data: prices.filter((p) => p.active && p.lookup_key && lookup_keys.includes(p.lookup_key)),
      }),
      create: async (p: {
        lookup_key: string;
        unit_amount: number;
        currency: string;
        recurring: { interval: string };
        product: string;
        transfer_lookup_key?: boolean;
      }) => {
        calls.push(`price ${p.lookup_key}`);
        if (p.transfer_lookup_key) for (const old of prices) if (old.lookup_key === p.lookup_key) old.lookup_key = null;
        const price = { id: `price_${prices.length}`, active: true, ...p };
        prices.push(price);
        return price;
      },
      update: async (id: string, u: { active: boolean }) =>
        Object.assign(
          prices.find((p) => p.id === id)!,
          u,
        ),
    },
    coupons: {
      retrieve: async (id: string) => {
        const c = coupons.get(id);
        if (!c) throw missing();
        return c;
      },
      create: async (c: { id: string; percent_off: number }) => {
        calls.push(`coupon ${c.id}`);
        coupons.set(c.id, { ...c, valid: true });
        return c;
      },
    },
  };
  return { stripe: stripe as unknown as Stripe, calls, prices, coupons };
}

describe('seed-stripe', () => {
  it('yearly list price minus the coupon is exactly the yearly price of the plan table', () => {
    for (const tier of TIERS) {
      const list = priceCents(tier, 'yearly');
      const { yearly, discountPercent } = FALLBACK_PRICES[tier];
      // Stripe rounds the discount amount to the cent.
      expect((list - Math.round((list * discountPercent) / 100)) / 100).toBe(yearly);
    }
  });

  it('creates products, prices and coupons once; a second run changes nothing; the API reads them back', async () => {
    const fake = fakeStripe();
    await seedStripe(fake.stripe, () => {});
    expect(fake.calls).toHaveLength(3 + 6 + 3);
    fake.calls.length = 0;
    await seedStripe(fake.stripe, () => {});
    expect(fake.calls).toEqual([]);

    const p = pricingFromStripe(
      fake.prices as unknown as Stripe.Price[],
      [...fake.coupons.values()] as unknown as Stripe.Coupon[],
      'test',
    );
    expect(p.source).toBe('stripe');
    for (const tier of TIERS) {
      expect(p.pricing[tier]).toEqual({
        monthly: FALLBACK_PRICES[tier].monthly,
        yearly: FALLBACK_PRICES[tier].yearly,
        discount_percent: FALLBACK_PRICES[tier].discountPercent,
        coupon_id: expect.stringMatching(/_yearly$/),
      });
    }
  });
});
