// How a run ends, wherever it ends: in the run's own end step, in its mail step when nothing of it
// publishes itself, or at its start (a skipped run). Only the first call moves the run to a final
// state, so a retried step never counts a run twice or mails its last line twice.
import type { EntityManager } from '@mikro-orm/postgresql';
import { ApplicationFailure } from '@temporalio/activity';
import {
  countExecution,
  finishRunOnce,
  LogLevel,
  recordSynthRunStats,
  reportRun,
  runResultOf,
  RunStatus,
  SynthRun,
  type RunWorkflowResult,
} from '@synth/core/runs';

/**
 * Ends the run with `status` and records what follows (the execution counted unless `counted` is
 * false, the synth's stats, the final line and its live update); a run another call ended is read
 * as that call left it. The end is one conditional update whose row becomes the run (its owner and
 * synth are needed by id alone; a run this EntityManager holds takes the row's values). Call it
 * inside a transaction, so the end and what follows commit together.
 */
export async function endRun(
  db: EntityManager,
  runId: string,
  status: RunStatus,
  error: string | null,
  { counted = true }: { counted?: boolean } = {},
): Promise<RunWorkflowResult> {
  const moved = await finishRunOnce(db, runId, status, error);
  const run = moved ? db.map(SynthRun, moved) : await db.findOne(SynthRun, { id: runId }, { refresh: true });
  if (!run) throw ApplicationFailure.nonRetryable(`Run ${runId} does not exist`, 'NotFound');
  if (moved) await recordEnd(db, run, status, error, counted);
  return runResultOf(run);
}

/** What follows a run's end: the execution counted, the synth's stats, the final line and its live update. */
async function recordEnd(
  db: EntityManager,
  run: SynthRun,
  status: RunStatus,
  error: string | null,
  count: boolean,
): Promise<void> {
  if (count && (status === RunStatus.succeeded || status === RunStatus.failed)) await countExecution(db, run.user.id);
  if (run.synth && status === RunStatus.succeeded) await recordSynthRunStats(db, run.synth.id, run);
  const level =
    status === RunStatus.succeeded
      ? LogLevel.success
      : status === RunStatus.canceled
        ? LogLevel.warning
        : LogLevel.error;
  const message =
    status === RunStatus.succeeded
      ? `Run complete: processed ${run.articlesProcessed} of ${run.articlesFetched} articles`
      : status === RunStatus.canceled
        ? `Run canceled${error ? `: ${error}` : ''}`
        : `Run failed: ${error ?? 'unknown error'}`;
  await reportRun(db, run, { level, step: 'finish', message });
}
