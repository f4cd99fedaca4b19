import { describe, expect, it } from 'vitest';
import { statusBadge } from './status';

describe('subscription status badge', () => {
  it('badges Free Trial, Active Subscription and Trial Expired', () => {
    expect(statusBadge('trial').label).toBe('Free Trial');
    expect(statusBadge('active-basic').label).toBe('Active Subscription');
    expect(statusBadge('trial_expired').label).toBe('Trial Expired');
  });
});
