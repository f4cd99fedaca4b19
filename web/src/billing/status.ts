// How the web app shows a subscription status. Tiers, plan names and trial rules come from the
// domain's plan table (@synth/core/pure).

export const isActive = (status: string | null | undefined) => !!status?.startsWith('active');

export type BadgeTone = 'success' | 'warning' | 'danger' | 'primary' | 'neutral';

/** The dashboard header badge. */
export function statusBadge(status: string | null | undefined): { label: string; tone: BadgeTone } {
  if (status === 'trial') return { label: 'Free Trial', tone: 'primary' };
  if (isActive(status)) return { label: 'Active Subscription', tone: 'success' };
  if (status === 'trial_expired') return { label: 'Trial Expired', tone: 'danger' };
  if (status === 'canceled') return { label: 'Subscription Canceled', tone: 'warning' };
  return { label: 'No Subscription', tone: 'neutral' };
}
