import { outputOf, RunStatus, type SynthRun } from '@synth/core/runs';
import { RunEmailStatus, type RunEmailOutcome } from './run.types';

const FROM_OUTPUT: Record<string, RunEmailStatus> = {
  sent: RunEmailStatus.sent,
  skipped: RunEmailStatus.skipped,
  'already-sent': RunEmailStatus.alreadySent,
  failed: RunEmailStatus.failed,
};

/** The email step's record on the run, or what its absence means for a run still going or already over. */
export function emailOutcomeOf(run: Pick<SynthRun, 'output' | 'status' | 'config' | 'error'>): RunEmailOutcome {
  const email = outputOf(run).email;
  const recipient = run.config.recipientEmail ?? null;
  if (email)
    return { status: FROM_OUTPUT[email.status] ?? RunEmailStatus.notSent, recipient, reason: email.reason ?? null };
  const open = run.status === RunStatus.queued || run.status === RunStatus.running;
  if (open) return { status: RunEmailStatus.pending, recipient, reason: null };
  const reason =
    run.status === RunStatus.canceled
      ? 'The run was canceled before its email step'
      : 'The run failed before its email step';
  return { status: RunEmailStatus.notSent, recipient, reason };
}
