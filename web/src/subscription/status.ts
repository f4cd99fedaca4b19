// Subscription status rules of spec §4: values, plan names, tiers and badges.
import type { Tier } from './types';

export const TIER_ORDER: Tier[] = ['basic', 'professional', 'thought-leader'];

export const TIER_NAMES: Record<Tier, string> = {
  basic: 'Basic',
  professional: 'Professional',
  'thought-leader': 'Thought Leader',
};

/** The tier of an "active-…" status; the legacy active-creator counts as thought-leader. */
export function tierOf(status: string | null | undefined): Tier | null {
  if (!status?.startsWith('active-')) return null;
  const name = status.slice('active-'.length);
  if (name === 'creator') return 'thought-leader';
  return (TIER_ORDER as string[]).includes(name) ? (name as Tier) : null;
}

export const isActive = (status: string | null | undefined) => !!status?.startsWith('active');

/** A human plan name, e.g. for "Your {plan} plan allows up to …". */
export function planName(status: string | null | undefined): string {
  const tier = tierOf(status);
  if (tier) return TIER_NAMES[tier];
  if (status === 'trial') return 'Free Trial';
  return 'Free';
}

export type BadgeTone = 'success' | 'warning' | 'danger' | 'primary' | 'neutral';

/** The dashboard header badge. */
export function statusBadge(status: string | null | undefined): { label: string; tone: BadgeTone } {
  if (status === 'trial') return { label: 'Free Trial', tone: 'primary' };
  if (isActive(status)) return { label: 'Active Subscription', tone: 'success' };
  if (status === 'trial_expired') return { label: 'Trial Expired', tone: 'danger' };
  if (status === 'canceled') return { label: 'Subscription Canceled', tone: 'warning' };
  return { label: 'No Subscription', tone: 'neutral' };
}

export const TRIAL_DAYS = 3;
export const TRIAL_CONTENT_CREATIONS = 3;
