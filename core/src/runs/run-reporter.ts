import type { EntityManager } from '@mikro-orm/postgresql';
import { notifyArgs, TOPICS, type UpdateType } from '../realtime/topics';
import { RunLog } from './run-log.entity';
import { LogLevel } from './run.enums';
import type { SynthRun } from './synth-run.entity';

const UPDATE_TYPE: Record<LogLevel, UpdateType> = { info: 'info', success: 'success', warning: 'warning', error: 'error' };

/**
 * Appends a line to a run's log, moves its progress, and publishes the change to every API
 * process through PostgreSQL NOTIFY (GraphQL synthUpdated and /ws).
 */
export async function reportRun(
  em: EntityManager,
  run: SynthRun,
  entry: { level: LogLevel; step: string; message: string; progress?: number; publish?: boolean },
): Promise<void> {
  const line = new RunLog();
  line.run = run as never;
  line.level = entry.level;
  line.step = entry.step;
  line.message = entry.message.slice(0, 2000);
  em.persist(line);
  if (entry.progress !== undefined) run.progressCurrent = Math.max(run.progressCurrent, entry.progress);
  await em.flush();
  if (entry.publish === false) return;
  await publishRun(em, run, UPDATE_TYPE[entry.level], entry.message);
}

export async function publishRun(em: EntityManager, run: SynthRun, updateType: UpdateType, message: string): Promise<void> {
  const lastRunAt = run.finishedAt ?? null;
  await em.getConnection().execute('select pg_notify(?, ?)', notifyArgs(TOPICS.SYNTH_UPDATED, {
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
  }));
}
