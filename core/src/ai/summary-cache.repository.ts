import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { SummaryCache } from './summary-cache.entity';

const names = (em: EntityManager) => sqlNames(em, SummaryCache);

/**
 * Claims the summary of a key in one statement: a new row, or a claim nobody answered within
 * `staleSeconds`. Returns whether this call holds the claim (and so asks the model).
 */
export async function claimSummary(em: EntityManager, key: string, model: string, staleSeconds: number): Promise<boolean> {
  const { table, col } = names(em);
  const claimed = await em.getConnection().execute<{ key: string }[]>(
    `insert into ${table} (${col('key')}, ${col('summary')}, ${col('model')}, ${col('tokensUsed')}, ${col('claimedAt')}, ${col('createdAt')}) values (?, null, ?, 0, now(), now())
       on conflict (${col('key')}) do update set ${col('claimedAt')} = now()
         where ${table}.${col('summary')} is null and ${table}.${col('claimedAt')} < now() - make_interval(secs => ?)
     returning ${col('key')}`,
    [key, model, staleSeconds],
  );
  return claimed.length > 0;
}

/** Answers a claim with the model's summary, for every run waiting on it and later ones. */
export async function storeSummary(em: EntityManager, key: string, summary: string, tokensUsed: number): Promise<void> {
  const { table, col } = names(em);
  await em.getConnection().execute(
    `update ${table} set ${col('summary')} = ?, ${col('tokensUsed')} = ?, ${col('claimedAt')} = null where ${col('key')} = ?`,
    [summary, tokensUsed, key],
  );
}

/** Drops an unanswered claim so the next caller may ask the model at once. */
export async function releaseSummaryClaim(em: EntityManager, key: string): Promise<void> {
  const { table, col } = names(em);
  await em.getConnection().execute(`delete from ${table} where ${col('key')} = ? and ${col('summary')} is null`, [key]);
}

/** The stored summary of a key; null while it is only claimed or when there is no row. */
export async function storedSummary(em: EntityManager, key: string): Promise<string | null> {
  const { table, col } = names(em);
  const [row] = await em.getConnection().execute<{ summary: string | null }[]>(`select ${col('summary')} as "summary" from ${table} where ${col('key')} = ?`, [key]);
  return row?.summary ?? null;
}
