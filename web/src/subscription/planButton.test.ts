import { describe, expect, it } from 'vitest';
import { planButtonLabel } from './planButton';
import { planName, statusBadge, tierOf } from './status';

describe('plan button labels (spec §2)', () => {
  it('offers Get Started without a plan', () => {
    expect(planButtonLabel('trial', null, 'basic', 'yearly')).toBe('Get Started');
    expect(planButtonLabel('trial_expired', null, 'professional', 'monthly')).toBe('Get Started');
    expect(planButtonLabel('canceled', 'monthly', 'basic', 'monthly')).toBe('Get Started');
  });

  it('orders tiers basic < professional < thought-leader', () => {
    expect(planButtonLabel('active-professional', 'monthly', 'thought-leader', 'monthly')).toBe('Upgrade');
    expect(planButtonLabel('active-professional', 'monthly', 'basic', 'monthly')).toBe('Downgrade');
  });

  it('marks the current plan and cycle changes', () => {
    expect(planButtonLabel('active-basic', 'monthly', 'basic', 'monthly')).toBe('Current Plan');
    expect(planButtonLabel('active-basic', 'monthly', 'basic', 'yearly')).toBe('Switch to Yearly');
    expect(planButtonLabel('active-basic', 'yearly', 'basic', 'monthly')).toBe('Switch Plan');
  });

  it('reads the legacy active-creator as thought-leader', () => {
    expect(tierOf('active-creator')).toBe('thought-leader');
    expect(planButtonLabel('active-creator', 'yearly', 'thought-leader', 'yearly')).toBe('Current Plan');
    expect(planName('active-creator')).toBe('Thought Leader');
  });

  it('badges Free Trial, Active Subscription and Trial Expired', () => {
    expect(statusBadge('trial').label).toBe('Free Trial');
    expect(statusBadge('active-basic').label).toBe('Active Subscription');
    expect(statusBadge('trial_expired').label).toBe('Trial Expired');
  });
});
