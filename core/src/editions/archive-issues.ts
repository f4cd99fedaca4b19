// The digests on a public synth's archive: its runs that ended with at least one summarised
// article, less those its owner took out, newest first. Every statement names the synth and its
// owner, so an archive never lists another synth's run.
import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { RunStatus } from '../runs/run.enums';
import { SynthRun } from '../runs/synth-run.entity';
import { UnpublishedIssue } from './unpublished-issue.entity';

/** An archive page and its feed list at most this many digests. */
export const ARCHIVE_ISSUES_SHOWN = 50;

interface Owned {
  synthId: string;
  userId: string;
}

async function issueIds(em: EntityManager, of: Owned, limit: number, runId?: string): Promise<string[]> {
  const r = sqlNames(em, SynthRun);
  const u = sqlNames(em, UnpublishedIssue);
  const rows = await em.execute<{ id: string }[]>(
    `select r.${r.col('id')} as "id" from ${r.table} r
      where r.${r.col('synth')} = ? and r.${r.col('user')} = ? and r.${r.col('status')} = ?
        and (?::uuid is null or r.${r.col('id')} = ?::uuid)
        and exists (select 1 from jsonb_array_elements(coalesce(r.${r.col('output')}->'articles', '[]'::jsonb)) a
                    where coalesce(a->>'summary', '') <> '')
        and not exists (select 1 from ${u.table} u where u.${u.col('run')} = r.${r.col('id')})
      order by coalesce(r.${r.col('scheduledFor')}, r.${r.col('startedAt')}, r.${r.col('createdAt')}) desc
      limit ?`,
    [of.synthId, of.userId, RunStatus.succeeded, runId ?? null, runId ?? null, limit],
  );
  return rows.map((row) => row.id);
}

/** The archive's digests, newest first. */
export async function archiveIssues(em: EntityManager, of: Owned, limit = ARCHIVE_ISSUES_SHOWN): Promise<SynthRun[]> {
  const ids = await issueIds(em, of, limit);
  if (!ids.length) return [];
  const runs = await em.find(SynthRun, { id: { $in: ids }, user: of.userId });
  return ids.map((id) => runs.find((run) => run.id === id)!).filter(Boolean);
}

/** One digest of the archive; null when the run is not on it (another synth's, unfinished, taken out). */
export async function archiveIssue(em: EntityManager, of: Owned, runId: string): Promise<SynthRun | null> {
  const [id] = await issueIds(em, of, 1, runId);
  return id ? em.findOne(SynthRun, { id, user: of.userId }) : null;
}

/** Whether the owner took the run's digest out of the archive. */
export async function isIssueUnpublished(em: EntityManager, userId: string, runId: string): Promise<boolean> {
  return (await em.count(UnpublishedIssue, { run: runId, user: userId })) > 0;
}

/** Takes the owner's run's digest out of the archive and its feed, or puts it back. */
export async function setIssuePublished(
  em: EntityManager,
  run: Pick<SynthRun, 'id' | 'user'>,
  published: boolean,
): Promise<void> {
  if (published) {
    await em.nativeDelete(UnpublishedIssue, { run: run.id, user: run.user.id });
    return;
  }
  const { table, col } = sqlNames(em, UnpublishedIssue);
  // ON CONFLICT: pressing Unpublish twice leaves one row.
  await em.execute(
    `insert into ${table} (${col('id')}, ${col('run')}, ${col('user')}, ${col('createdAt')}, ${col('updatedAt')})
     values (gen_random_uuid(), ?, ?, now(), now()) on conflict (${col('run')}) do nothing`,
    [run.id, run.user.id],
  );
}
