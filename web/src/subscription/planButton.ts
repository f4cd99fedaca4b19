import type { BillingCycle, Tier } from './types';
import { TIER_ORDER, tierOf } from './status';

export type PlanButtonLabel = 'Get Started' | 'Current Plan' | 'Upgrade' | 'Downgrade' | 'Switch to Yearly' | 'Switch Plan';

/** The label of a plan card's button for the viewer's status and billing cycle (spec §2). */
export function planButtonLabel(status: string, currentCycle: BillingCycle | null | undefined, tier: Tier, cycle: BillingCycle): PlanButtonLabel {
  const current = tierOf(status);
  if (!current) return 'Get Started';
  if (tier === current) {
    if ((currentCycle ?? 'monthly') === cycle) return 'Current Plan';
    return currentCycle === 'monthly' && cycle === 'yearly' ? 'Switch to Yearly' : 'Switch Plan';
  }
  return TIER_ORDER.indexOf(tier) > TIER_ORDER.indexOf(current) ? 'Upgrade' : 'Downgrade';
}
