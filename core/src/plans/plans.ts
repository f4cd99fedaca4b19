// The single plan table (issue: plans and billing). Every screen and every server check reads it.
export type Tier = 'basic' | 'professional' | 'thought-leader';
export const TIERS: Tier[] = ['basic', 'professional', 'thought-leader'];
export const TRIAL_DAYS = 3;
export const TRIAL_EXECUTION_CAP = 3;
/** Why a trial run is refused once the cap is used, wherever the run starts. */
export const TRIAL_CAP_REACHED = `Your free trial includes ${TRIAL_EXECUTION_CAP} content creation runs. Subscribe to keep creating content.`;

/** Whether a trial has used every content-creation run it includes (a scheduled run then stands down). */
export function trialRunsUsedUp(status: string, executionsUsed: number): boolean {
  return status === 'trial' && executionsUsed >= TRIAL_EXECUTION_CAP;
}

export interface Features {
  maxRssFeeds: number;
  canUseEmail: boolean;
  canUseRealWorldExamples: boolean;
  canUseInternetSearch: boolean;
  canUseLinkedIn: boolean;
  canUseCustomPrompts: boolean;
  canUseAISummaries: boolean;
  canUseAIPosts: boolean;
  /** Publishing run posts to the platforms of the publishing registry from Synth (by hand or automatically). */
  canPublish: boolean;
}

/** Why a plan without publishing is refused, wherever a publish starts. */
export const PUBLISHING_NOT_IN_PLAN =
  'Publishing to your social networks is included in the Professional and Thought Leader plans and the free trial. Upgrade to publish from Synth.';

/** The tier behind an "active-…" status; the legacy active-creator reads as thought-leader. */
export function tierOf(status: string | null | undefined): Tier | null {
  if (!status?.startsWith('active-')) return null;
  const name = status.slice('active-'.length);
  if (name === 'creator') return 'thought-leader';
  return (TIERS as string[]).includes(name) ? (name as Tier) : null;
}

export function maxFeedsFor(status: string): number {
  if (status === 'trial') return 10;
  switch (tierOf(status)) {
    case 'basic':
      return 10;
    case 'professional':
      return 20;
    case 'thought-leader':
      return 30;
    default:
      return 5;
  }
}

/** The exact refusal users see when a synth has more feeds than the plan allows. */
export function feedLimitMessage(status: string): string {
  return `Maximum RSS feeds reached: Your ${planLabel(status)} plan allows up to ${maxFeedsFor(status)} RSS feeds. Upgrade your subscription for more feeds.`;
}

export function featuresFor(status: string): Features {
  const tier = tierOf(status);
  const paying = tier !== null;
  const trial = status === 'trial';
  const full = trial || paying;
  const search = trial || tier === 'professional' || tier === 'thought-leader';
  return {
    maxRssFeeds: maxFeedsFor(status),
    canUseEmail: full,
    canUseRealWorldExamples: search,
    canUseInternetSearch: search,
    canUseLinkedIn: full,
    canUseCustomPrompts: full,
    canUseAISummaries: full,
    canUseAIPosts: full,
    canPublish: search,
  };
}

/**
 * How many places besides email (Slack, Teams, Discord, a webhook, a private feed) one synth may
 * deliver its digest to. None without a plan that mails digests: the channels carry the same digest.
 */
export function maxDeliveryChannelsFor(status: string): number {
  if (status === 'trial') return 2;
  switch (tierOf(status)) {
    case 'basic':
      return 2;
    case 'professional':
      return 5;
    case 'thought-leader':
      return 10;
    default:
      return 0;
  }
}

/** The refusal a person sees when a synth already has as many channels as the plan allows. */
export function deliveryChannelLimitMessage(status: string): string {
  const max = maxDeliveryChannelsFor(status);
  if (max === 0)
    return `Your ${planLabel(status)} plan does not deliver digests. Subscribe to deliver this synth's digest to Slack, Teams, Discord, a webhook or a feed.`;
  return `Your ${planLabel(status)} plan allows ${max} delivery ${max === 1 ? 'channel' : 'channels'} per synth. Remove one, or upgrade your subscription for more.`;
}

/**
 * The most mail one account may cause in any 24 hours, counted server-side: digests, and requests
 * to a new recipient to confirm. They bound what a throwaway trial account can make us send.
 */
export interface DailyEmailCaps {
  digests: number;
  confirmations: number;
}

export function dailyEmailCapsFor(status: string): DailyEmailCaps {
  if (tierOf(status)) return { digests: 50, confirmations: 20 };
  // A trial schedules one digest a day; the rest is room for trying "Run Synth".
  return { digests: 5, confirmations: 3 };
}

export function planLabel(status: string | null | undefined): string {
  const tier = tierOf(status);
  if (tier) return tier.replace(/(^|-)(\w)/g, (_m, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase());
  if (status === 'trial') return 'Free Trial';
  return 'Free';
}

/** Status from the trial clock when there is no active subscription. */
export function trialStatusAt(trialStartedAt: Date, now: Date, trialDays = TRIAL_DAYS): 'trial' | 'trial_expired' {
  return now.getTime() < trialStartedAt.getTime() + trialDays * 86_400_000 ? 'trial' : 'trial_expired';
}

export function trialDaysLeft(trialStartedAt: Date, now: Date, trialDays = TRIAL_DAYS): number {
  const ms = trialStartedAt.getTime() + trialDays * 86_400_000 - now.getTime();
  return Math.max(0, Math.ceil(ms / 86_400_000));
}

// ---- Billing: cycles, display names, Stripe lookup keys, fallback prices, button labels ----

export type BillingCycle = 'monthly' | 'yearly';
export const BILLING_CYCLES: BillingCycle[] = ['monthly', 'yearly'];

export const TIER_NAMES: Record<Tier, string> = {
  basic: 'Basic',
  professional: 'Professional',
  'thought-leader': 'Thought Leader',
};

export const isTier = (v: unknown): v is Tier => typeof v === 'string' && (TIERS as string[]).includes(v);
export const isBillingCycle = (v: unknown): v is BillingCycle => v === 'monthly' || v === 'yearly';

/**
 * Prices used when Stripe cannot be reached. `yearly` is what a year costs the customer;
 * `discountPercent` is the advertised yearly saving, which the tier's Stripe coupon realises.
 */
export const FALLBACK_PRICES: Record<Tier, { monthly: number; yearly: number; discountPercent: number }> = {
  basic: { monthly: 42.99, yearly: 429.99, discountPercent: 15 },
  professional: { monthly: 85.99, yearly: 859.99, discountPercent: 17 },
  'thought-leader': { monthly: 119.99, yearly: 1199.99, discountPercent: 20 },
};

/** The Stripe Price lookup key of a tier and cycle: synth_basic_monthly … synth_thought_leader_yearly. */
export function lookupKeyFor(tier: Tier, cycle: BillingCycle): string {
  return `synth_${tier.replace(/-/g, '_')}_${cycle}`;
}

/** The tier and cycle behind one of our lookup keys; null for any other price. */
export function parseLookupKey(key: string | null | undefined): { tier: Tier; cycle: BillingCycle } | null {
  const m = /^synth_([a-z_]+)_(monthly|yearly)$/.exec(key ?? '');
  if (!m) return null;
  const tier = m[1].replace(/_/g, '-');
  return isTier(tier) ? { tier, cycle: m[2] as BillingCycle } : null;
}

/** The id of the Stripe coupon that gives a tier its yearly discount (created by seed-stripe.ts). */
export function yearlyCouponIdFor(tier: Tier): string {
  return `synth_${tier.replace(/-/g, '_')}_yearly`;
}

export type PlanButtonLabel =
  'Get Started' | 'Current Plan' | 'Upgrade' | 'Downgrade' | 'Switch to Yearly' | 'Switch Plan';

/** The label of a plan card's button on the subscribe page; tiers are ordered basic < professional < thought-leader. */
export function planButtonLabel(
  currentStatus: string | null | undefined,
  currentCycle: BillingCycle | null | undefined,
  tier: Tier,
  cycle: BillingCycle,
): PlanButtonLabel {
  const current = tierOf(currentStatus);
  if (!current) return 'Get Started';
  if (tier === current) {
    const have = currentCycle ?? 'monthly';
    if (have === cycle) return 'Current Plan';
    return have === 'monthly' && cycle === 'yearly' ? 'Switch to Yearly' : 'Switch Plan';
  }
  return TIERS.indexOf(tier) > TIERS.indexOf(current) ? 'Upgrade' : 'Downgrade';
}
