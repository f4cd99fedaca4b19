// The single plan table (issue: plans and billing). Every screen and every server check reads it.
export type Tier = 'basic' | 'professional' | 'thought-leader';
export const TIERS: Tier[] = ['basic', 'professional', 'thought-leader'];
export const TRIAL_DAYS = 3;
export const TRIAL_EXECUTION_CAP = 3;

export interface Features {
  maxRssFeeds: number;
  canUseEmail: boolean;
  canUseRealWorldExamples: boolean;
  canUseInternetSearch: boolean;
  canUseLinkedIn: boolean;
  canUseCustomPrompts: boolean;
  canUseAISummaries: boolean;
  canUseAIPosts: boolean;
}

/** The tier behind an "active-…" status; the legacy active-creator reads as thought-leader. */
export function tierOf(status: string): Tier | null {
  if (!status.startsWith('active-')) return null;
  const name = status.slice('active-'.length);
  if (name === 'creator') return 'thought-leader';
  return (TIERS as string[]).includes(name) ? (name as Tier) : null;
}

export function maxFeedsFor(status: string): number {
  if (status === 'trial') return 10;
  switch (tierOf(status)) {
    case 'basic': return 10;
    case 'professional': return 20;
    case 'thought-leader': return 30;
    default: return 5;
  }
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
  };
}

export function planLabel(status: string): string {
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
