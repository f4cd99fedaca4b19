import type { RunWorkflowResult } from './run.contract';
import type { SynthRun } from './synth-run.entity';

/** What a finished run reports to a caller waiting for it, read from the run row (the source of truth). */
export function runResultOf(run: SynthRun): RunWorkflowResult {
  const email = run.output?.email;
  return {
    runId: run.id,
    status: run.status,
    articlesFetched: run.articlesFetched,
    articlesFiltered: run.articlesFiltered,
    articlesProcessed: run.articlesProcessed,
    emailSent: email?.status === 'sent' || email?.status === 'already-sent',
    error: run.error ?? null,
  };
}
