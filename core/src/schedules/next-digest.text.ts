// When the next digest goes out, in plain words, for the dashboard and the synths page. Pure (no
// server imports): the API reads the times from the Temporal schedule, the web formats them here.

export type NextDigestState = 'scheduled' | 'paused' | 'unavailable';

/** Why the plan keeps a synth's schedule paused. A synth paused by its owner has no such reason. */
export type PlanPauseReason = 'trial-ended' | 'subscription-canceled';

export interface NextDigestView {
  state: NextDigestState;
  /** The schedule's next action time (ISO or Date) while scheduled. */
  at?: string | Date | null;
  timeZone: string;
  pausedReason?: PlanPauseReason | null;
}

const PAUSED_TEXT: Record<PlanPauseReason, string> = {
  'trial-ended': 'Paused: your free trial has ended. Subscribe to get your digests again.',
  'subscription-canceled': 'Paused: your subscription was canceled. Subscribe again to get your digests.',
};

/** "Mon 30 Nov, 07:00 (Europe/Paris)": the wall-clock time in the synth's own zone. */
export function formatDigestTime(at: string | Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(at));
  return `${when} (${timeZone})`;
}

/** "Next digest: Mon 30 Nov, 07:00 (Europe/Paris)", "Paused", or "Paused: your free trial has ended…". */
export function nextDigestText(d: NextDigestView): string {
  if (d.state === 'paused') return d.pausedReason ? PAUSED_TEXT[d.pausedReason] : 'Paused';
  if (d.state === 'scheduled' && d.at) return `Next digest: ${formatDigestTime(d.at, d.timeZone)}`;
  return 'Next digest: not known right now (the scheduler did not answer).';
}
