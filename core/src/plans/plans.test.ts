import { describe, expect, it } from 'vitest';
import {
  deliveryChannelLimitMessage,
  featuresFor,
  lookupKeyFor,
  maxDeliveryChannelsFor,
  maxFeedsFor,
  parseLookupKey,
  planButtonLabel,
  planLabel,
  tierOf,
  TIERS,
  trialDaysLeft,
  trialStatusAt,
  yearlyCouponIdFor,
} from './plans';
import { effectiveStatus } from '../users/subscription-status';

const DAY = 86_400_000;

describe('status from the trial clock and the stored subscription', () => {
  const start = new Date('2026-01-01T10:00:00Z');
  it('is trial for 3 days, then trial_expired', () => {
    expect(trialStatusAt(start, new Date(start.getTime() + 3 * DAY - 1))).toBe('trial');
    expect(trialStatusAt(start, new Date(start.getTime() + 3 * DAY))).toBe('trial_expired');
    expect(trialDaysLeft(start, new Date(start.getTime() + DAY / 2))).toBe(3);
    expect(trialDaysLeft(start, new Date(start.getTime() + 2.5 * DAY))).toBe(1);
    expect(trialDaysLeft(start, new Date(start.getTime() + 9 * DAY))).toBe(0);
  });

  it('keeps a paid or canceled status whatever the trial clock says', () => {
    const late = new Date(start.getTime() + 30 * DAY);
    expect(effectiveStatus({ subscriptionStatus: 'trial', trialStartedAt: start }, late)).toBe('trial_expired');
    expect(effectiveStatus({ subscriptionStatus: 'active-basic', trialStartedAt: start }, late)).toBe('active-basic');
    expect(
      effectiveStatus({ subscriptionStatus: 'canceled', trialStartedAt: start }, new Date(start.getTime() + DAY)),
    ).toBe('canceled');
  });

  it('reads the legacy active-creator as thought-leader', () => {
    expect(tierOf('active-creator')).toBe('thought-leader');
    expect(featuresFor('active-creator')).toEqual(featuresFor('active-thought-leader'));
    expect(planLabel('active-creator')).toBe('Thought Leader');
    expect(tierOf('active-gold')).toBeNull();
  });
});

describe('features per status', () => {
  const all = {
    canUseEmail: true,
    canUseLinkedIn: true,
    canUseCustomPrompts: true,
    canUseAISummaries: true,
    canUseAIPosts: true,
  };
  const none = {
    canUseEmail: false,
    canUseLinkedIn: false,
    canUseCustomPrompts: false,
    canUseAISummaries: false,
    canUseAIPosts: false,
    canUseInternetSearch: false,
    canUseRealWorldExamples: false,
    canPublish: false,
  };
  it.each([
    ['trial', { ...all, maxRssFeeds: 10, canUseInternetSearch: true, canUseRealWorldExamples: true, canPublish: true }],
    [
      'active-basic',
      { ...all, maxRssFeeds: 10, canUseInternetSearch: false, canUseRealWorldExamples: false, canPublish: false },
    ],
    [
      'active-professional',
      { ...all, maxRssFeeds: 20, canUseInternetSearch: true, canUseRealWorldExamples: true, canPublish: true },
    ],
    [
      'active-thought-leader',
      { ...all, maxRssFeeds: 30, canUseInternetSearch: true, canUseRealWorldExamples: true, canPublish: true },
    ],
    ['trial_expired', { ...none, maxRssFeeds: 5 }],
    ['canceled', { ...none, maxRssFeeds: 5 }],
  ])('%s', (status, expected) => {
    expect(featuresFor(status)).toEqual(expected);
    expect(maxFeedsFor(status)).toBe(expected.maxRssFeeds);
  });
});

describe('plan button labels on the subscribe page', () => {
  it('offers Get Started to anyone without a paid plan', () => {
    for (const status of ['trial', 'trial_expired', 'canceled']) {
      for (const tier of TIERS) expect(planButtonLabel(status, null, tier, 'monthly')).toBe('Get Started');
    }
  });

  it('orders tiers basic < professional < thought-leader', () => {
    expect(planButtonLabel('active-basic', 'monthly', 'professional', 'monthly')).toBe('Upgrade');
    expect(planButtonLabel('active-basic', 'monthly', 'thought-leader', 'yearly')).toBe('Upgrade');
    expect(planButtonLabel('active-professional', 'yearly', 'thought-leader', 'monthly')).toBe('Upgrade');
    expect(planButtonLabel('active-professional', 'monthly', 'basic', 'monthly')).toBe('Downgrade');
    expect(planButtonLabel('active-thought-leader', 'yearly', 'professional', 'yearly')).toBe('Downgrade');
    expect(planButtonLabel('active-creator', 'monthly', 'basic', 'monthly')).toBe('Downgrade');
  });

  it('marks the current plan and cycle switches', () => {
    expect(planButtonLabel('active-professional', 'monthly', 'professional', 'monthly')).toBe('Current Plan');
    expect(planButtonLabel('active-professional', 'yearly', 'professional', 'yearly')).toBe('Current Plan');
    expect(planButtonLabel('active-professional', 'monthly', 'professional', 'yearly')).toBe('Switch to Yearly');
    expect(planButtonLabel('active-professional', 'yearly', 'professional', 'monthly')).toBe('Switch Plan');
    expect(planButtonLabel('active-basic', null, 'basic', 'monthly')).toBe('Current Plan');
  });
});

describe('Stripe names', () => {
  it('round-trips lookup keys for every tier and cycle', () => {
    expect(lookupKeyFor('basic', 'monthly')).toBe('synth_basic_monthly');
    expect(lookupKeyFor('thought-leader', 'yearly')).toBe('synth_thought_leader_yearly');
    for (const tier of TIERS)
      for (const cycle of ['monthly', 'yearly'] as const)
        expect(parseLookupKey(lookupKeyFor(tier, cycle))).toEqual({ tier, cycle });
    expect(parseLookupKey('synth_gold_monthly')).toBeNull();
    expect(parseLookupKey(null)).toBeNull();
    expect(yearlyCouponIdFor('thought-leader')).toBe('synth_thought_leader_yearly');
  });
});

describe('delivery channels per synth', () => {
  it('grow with the plan, and a plan that mails no digest delivers to no channel', () => {
    expect(maxDeliveryChannelsFor('trial_expired')).toBe(0);
    expect(maxDeliveryChannelsFor('active-basic')).toBeLessThan(maxDeliveryChannelsFor('active-professional'));
    expect(maxDeliveryChannelsFor('active-professional')).toBeLessThan(maxDeliveryChannelsFor('active-thought-leader'));
    expect(deliveryChannelLimitMessage('active-basic')).toBe(
      'Your Basic plan allows 2 delivery channels per synth. Remove one, or upgrade your subscription for more.',
    );
    expect(deliveryChannelLimitMessage('trial_expired')).toMatch(/^Your Free plan does not deliver digests\./);
  });
});
