import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/in-transaction';
import { pgArray } from '../lib/pg-array';
import { notifyArgs, TOPICS, type UpdateType } from '../realtime/topics';
import { RunLog } from './run-log.entity';
import { LogLevel } from './run.enums';
import type { SynthRun } from './synth-run.entity';

const UPDATE_TYPE: Record<LogLevel, UpdateType> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

type RunLogEntry = { level: LogLevel; step: string; message: string; progress?: number };

/**
 * Appends a line to a run's log, moves its progress, and publishes the change to every API
 * process through PostgreSQL NOTIFY (GraphQL synthUpdated and /ws). The line, the run's other
 * changes and the notification are one transaction (NOTIFY is delivered when it commits).
 */
export async function reportRun(em: EntityManager, run: SynthRun, entry: RunLogEntry): Promise<void> {
  queueRunLog(em, run, entry);
  const held = heldReports.get(run);
  if (held) return void held.push({ type: UPDATE_TYPE[entry.level], message: entry.message });
  await inTransaction(em, async () => {
    await em.flush();
    await publishRun(em, run, UPDATE_TYPE[entry.level], entry.message);
  });
}

/** Runs whose reports wait for the next write (see holdRunReports), with the notifications owed. */
const heldReports = new WeakMap<SynthRun, { type: UpdateType; message: string }[]>();

/**
 * From now on the run's reports wait to be written together, by writeHeldRunReports (before the run
 * waits on the network) or by releaseRunReports (at the end of the step). A run whose quick steps
 * follow each other (feeds that did not change, summaries already written) then costs one
 * transaction and one rewrite of its output for them instead of one each, and a person watching
 * still gets every line and notification, a moment later and together.
 */
export function holdRunReports(run: SynthRun): void {
  if (!heldReports.has(run)) heldReports.set(run, []);
}

/**
 * Writes what the run's held reports changed (its lines, its progress and output) in one
 * transaction, with one notification per report, in the order they were made.
 */
export async function writeHeldRunReports(em: EntityManager, run: SynthRun): Promise<void> {
  const held = heldReports.get(run);
  if (!held?.length) return;
  const owed = held.splice(0);
  await inTransaction(em, async () => {
    await em.flush();
    await publishRunsUpdates(
      em,
      owed.map((u) => ({ run, ...u })),
    );
  });
}

/** Writes the held reports and reports at once again from now on. */
export async function releaseRunReports(em: EntityManager, run: SynthRun): Promise<void> {
  try {
    await writeHeldRunReports(em, run);
  } finally {
    heldReports.delete(run);
  }
}

/**
 * Appends a line nobody needs to see live (a skipped feed, an unread page): it is written with the
 * run's next flush, usually the step's own report, instead of costing a transaction of its own.
 */
export function queueRunLog(em: EntityManager, run: SynthRun, entry: RunLogEntry): void {
  const line = new RunLog();
  line.run = run as never;
  line.level = entry.level;
  line.step = entry.step;
  line.message = entry.message.slice(0, 2000);
  em.persist(line);
  if (entry.progress !== undefined) run.progressCurrent = Math.max(run.progressCurrent, entry.progress);
}

export async function publishRun(
  em: EntityManager,
  run: SynthRun,
  updateType: UpdateType,
  message: string,
): Promise<void> {
  await publishRunsUpdates(em, [{ run, type: updateType, message }]);
}

/**
 * One notification per update, in the order given, in one statement: a run's held reports, or the
 * starts of many runs recorded together, cost one round trip to the database instead of one each.
 * Each carries its run's figures as they are now.
 */
export async function publishRunsUpdates(
  em: EntityManager,
  updates: { run: SynthRun; type: UpdateType; message: string }[],
): Promise<void> {
  if (!updates.length) return;
  const notifications = updates.map(({ run, type, message }) =>
    notifyArgs(TOPICS.SYNTH_UPDATED, {
      userId: run.user.id,
      synthId: run.synth?.id ?? null,
      runId: run.id,
      updateType: type,
      message: message.slice(0, 500),
      status: run.status,
      progressCurrent: run.progressCurrent,
      progressTotal: run.progressTotal,
      articlesFetched: run.articlesFetched,
      articlesFiltered: run.articlesFiltered,
      articlesProcessed: run.articlesProcessed,
      lastRunAt: run.finishedAt ? run.finishedAt.toISOString() : null,
    }),
  );
  // unnest yields the payloads in array order, and PostgreSQL delivers a transaction's
  // notifications in the order they were made.
  await em.execute('select pg_notify(?, p) from unnest(?::text[]) as p', [
    notifications[0][0],
    pgArray(notifications.map(([, payload]) => payload)),
  ]);
}
