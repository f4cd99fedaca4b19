import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '../db/in-transaction';
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
  await inTransaction(em, async () => {
    await em.flush();
    await publishRun(em, run, UPDATE_TYPE[entry.level], entry.message);
  });
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
  const lastRunAt = run.finishedAt ?? null;
  await em.execute(
    'select pg_notify(?, ?)',
    notifyArgs(TOPICS.SYNTH_UPDATED, {
      userId: run.user.id,
      synthId: run.synth?.id ?? null,
      runId: run.id,
      updateType,
      message: message.slice(0, 500),
      status: run.status,
      progressCurrent: run.progressCurrent,
      progressTotal: run.progressTotal,
      articlesFetched: run.articlesFetched,
      articlesFiltered: run.articlesFiltered,
      articlesProcessed: run.articlesProcessed,
      lastRunAt: lastRunAt ? lastRunAt.toISOString() : null,
    }),
  );
}
