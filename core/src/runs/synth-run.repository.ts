import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { pgArray } from '../lib/pg-array';
import { Synth } from '../synths/synth.entity';
import { User } from '../users/user.entity';
import { RunStatus } from './run.enums';
import { SynthRun } from './synth-run.entity';

/** The first key of the advisory locks on run rows' workflow ids (the second is the id's hash). */
const RUN_ROW_LOCKS = 7301;

/** Statuses a run leaves exactly once. */
const OPEN_STATUSES = [RunStatus.queued, RunStatus.running];

/** Whether a run has ended (succeeded, failed or canceled): nothing moves it any more. */
export const hasEnded = (status: RunStatus): boolean => !OPEN_STATUSES.includes(status);

/**
 * Moves a queued or running run to its final status in one conditional update, so of two racing
 * or retried calls only the first wins. A succeeded run shows its progress complete. Returns the row
 * as this call left it (its columns, for the caller's entity to take), or null when it was not this
 * call that moved it.
 */
export async function finishRunOnce(
  em: EntityManager,
  runId: string,
  status: RunStatus,
  error: string | null,
): Promise<Record<string, unknown> | null> {
  const { table, col } = sqlNames(em, SynthRun);
  const moved = await em.execute<Record<string, unknown>[]>(
    `update ${table} set ${col('status')} = ?, ${col('error')} = ?, ${col('finishedAt')} = now(),
        ${col('progressCurrent')} = ${status === RunStatus.succeeded ? col('progressTotal') : col('progressCurrent')}, ${col('updatedAt')} = now()
      where ${col('id')} = ? and ${col('status')} in (${OPEN_STATUSES.map(() => '?').join(', ')}) returning *`,
    [status, error, runId, ...OPEN_STATUSES],
  );
  return moved[0] ?? null;
}

/** Counts one run against the user's executions (an atomic increment, no read-modify-write). */
export async function countExecution(em: EntityManager, userId: string): Promise<void> {
  const { table, col } = sqlNames(em, User);
  await em.execute(
    `update ${table} set ${col('executionsUsed')} = ${col('executionsUsed')} + 1, ${col('updatedAt')} = now() where ${col('id')} = ?`,
    [userId],
  );
}

/** Copies a succeeded run's figures onto its synth (the dashboard's "last run" stats). */
export async function recordSynthRunStats(
  em: EntityManager,
  synthId: string,
  run: Pick<SynthRun, 'finishedAt' | 'articlesFetched' | 'articlesFiltered' | 'articlesProcessed'>,
): Promise<void> {
  const { table, col } = sqlNames(em, Synth);
  await em.execute(
    `update ${table} set ${col('lastRunAt')} = ?, ${col('articlesFetched')} = ?, ${col('articlesFiltered')} = ?, ${col('articlesProcessed')} = ?, ${col('updatedAt')} = now() where ${col('id')} = ?`,
    [run.finishedAt, run.articlesFetched, run.articlesFiltered, run.articlesProcessed, synthId],
  );
}

/** When the synth's latest succeeded run started, or null if it has none. */
export async function lastSucceededRunStartedAt(em: EntityManager, synthId: string): Promise<Date | null> {
  const { table, col } = sqlNames(em, SynthRun);
  const [row] = await em.execute<{ startedAt: Date | null }[]>(
    `select ${col('startedAt')} as "startedAt" from ${table} where ${col('synth')} = ? and ${col('status')} = ? order by ${col('startedAt')} desc limit 1`,
    [synthId, RunStatus.succeeded],
  );
  return row?.startedAt ? new Date(row.startedAt) : null;
}

/**
 * Holds, until the caller's transaction ends, the right to write the rows of these workflow ids: a
 * scheduled run's row is written by its slot's starter or by the run itself, and of the two only
 * the one that holds it looks and writes at a time, so neither finds its commit refused. Taken in
 * id order, so two holders of several never wait on each other in a circle.
 */
export async function holdRunWorkflowIds(em: EntityManager, workflowIds: string[]): Promise<void> {
  if (!em.isInTransaction()) throw new Error('holdRunWorkflowIds needs a transaction');
  if (!workflowIds.length) return;
  await em.execute(
    // unnest yields the ids in the sorted array's order.
    `select pg_advisory_xact_lock(${RUN_ROW_LOCKS}, hashtext(w)) from unnest(?::text[]) as w`,
    [pgArray([...new Set(workflowIds)].sort())],
  );
}
