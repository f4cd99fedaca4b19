import type Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { fallbackPricing, PricingService, pricingFromStripe } from './pricing';

const price = (lookup_key: string, cents: number) =>
  ({ id: `price_${lookup_key}`, lookup_key, unit_amount: cents }) as Stripe.Price;
const coupon = (id: string, percent_off: number) => ({ id, percent_off, valid: true }) as Stripe.Coupon;

describe('pricing', () => {
  it('falls back to the built-in price table', () => {
    const p = fallbackPricing('test');
    expect(p.pricing).toEqual({
      basic: { monthly: 42.99, yearly: 429.99, discount_percent: 15, coupon_id: null },
      professional: { monthly: 85.99, yearly: 859.99, discount_percent: 17, coupon_id: null },
      'thought-leader': { monthly: 119.99, yearly: 1199.99, discount_percent: 20, coupon_id: null },
    });
    expect(p.tiers).toEqual([
      { id: 'basic', name: 'Basic' },
      { id: 'professional', name: 'Professional' },
      { id: 'thought-leader', name: 'Thought Leader' },
    ]);
    expect(p).toMatchObject({ coupons: {}, environment: 'test', trialDays: 3, source: 'fallback' });
  });

  it('reads Stripe prices by lookup key; the yearly coupon gives the yearly price and discount', () => {
    const p = pricingFromStripe(
      [
        price('synth_basic_monthly', 4299),
        price('synth_basic_yearly', 50587),
        price('synth_professional_monthly', 9000),
        price('other_key', 1),
      ],
      [coupon('synth_basic_yearly', 15), coupon('unrelated', 50)],
      'production',
    );
    expect(p.source).toBe('stripe');
    expect(p.pricing.basic).toEqual({
      monthly: 42.99,
      yearly: 429.99,
      discount_percent: 15,
      coupon_id: 'synth_basic_yearly',
    });
    // professional lacks its yearly price: the whole row stays on the table
    expect(p.pricing.professional).toEqual({ monthly: 85.99, yearly: 859.99, discount_percent: 17, coupon_id: null });
    expect(p.coupons).toEqual({ synth_basic_yearly: { percent_off: 15 } });
    expect(p.environment).toBe('production');
  });

  it('caches a Stripe answer for 5 minutes and retries a failed read sooner', async () => {
    let now = 0;
    const list = vi
      .fn()
      .mockResolvedValue({ data: [price('synth_basic_monthly', 100), price('synth_basic_yearly', 1000)] });
    const retrieve = vi
      .fn()
      .mockRejectedValue(Object.assign(new Error('No such coupon'), { code: 'resource_missing' }));
    const stripe = { prices: { list }, coupons: { retrieve } } as unknown as Stripe;
    const svc = new PricingService(stripe, 'test', () => now);
    expect((await svc.get()).pricing.basic).toMatchObject({ monthly: 1, yearly: 10, coupon_id: null });
    now = 4 * 60_000;
    await svc.get();
    expect(list).toHaveBeenCalledTimes(1);
    now = 5 * 60_000 + 1;
    await svc.get();
    expect(list).toHaveBeenCalledTimes(2);

    list.mockRejectedValue(new Error('connect ECONNREFUSED'));
    now += 10 * 60_000;
    expect((await svc.get()).source).toBe('fallback');
    now += 31_000;
    await svc.get();
    expect(list).toHaveBeenCalledTimes(4);
  });

  it('answers from the table without Stripe', async () => {
    expect((await new PricingService(null, 'unconfigured').get()).source).toBe('fallback');
  });
});
