import type { BadgeTone } from '../components/Badge';

export const TRIGGER_LABELS: Record<string, string> = {
  scheduled: 'Scheduled',
  manual: 'Manual',
  preview: 'Editor preview',
};

export const STATUS_LABELS: Record<string, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  canceled: 'Canceled',
};

export const STATUS_TONES: Record<string, BadgeTone> = {
  queued: 'neutral',
  running: 'primary',
  succeeded: 'success',
  failed: 'danger',
  canceled: 'warning',
};

/** "$0.0012", or "free" for the offline model, or "no price" when the model is missing from the price table. */
export function costLabel(usd: number | null | undefined): string {
  if (typeof usd !== 'number') return 'no price';
  if (usd === 0) return '$0 (offline model)';
  return usd < 0.01 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}

/** What happened to the run's email, in one sentence. */
export function emailOutcomeText(email: {
  status: string;
  recipient: string | null | undefined;
  reason: string | null | undefined;
}): string {
  const to = email.recipient ?? 'your address';
  switch (email.status) {
    case 'sent':
      return `Sent to ${to}`;
    case 'alreadySent':
      return `Already sent to ${to} for this scheduled slot`;
    case 'skipped':
      return `Skipped: ${email.reason ?? 'no reason recorded'}`;
    case 'failed':
      return `Failed: ${email.reason ?? 'no reason recorded'}`;
    case 'pending':
      return 'Not sent yet: the run is still going';
    default:
      return `Not sent${email.reason ? `: ${email.reason}` : ''}`;
  }
}

/** "3 of 3 within platform limits": how many posts passed the quality check. */
export function postComplianceText(passed: number, total: number): string {
  return `${passed} of ${total} within platform limits`;
}

/** "10 checked against their articles · 2 written again · 1 replaced by sentences from the article": the faithfulness check of the run's summaries. */
export function summaryChecksText(c: { checked: number; rewritten: number; replaced: number }): string {
  return `${c.checked} checked against their articles · ${c.rewritten} written again · ${c.replaced} replaced by sentences from the article`;
}

/** "2 stories left out: already in an earlier digest". */
export function storiesSkippedText(count: number): string {
  return `${count} ${count === 1 ? 'story' : 'stories'} left out: already in an earlier digest`;
}
