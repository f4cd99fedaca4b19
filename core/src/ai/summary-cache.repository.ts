import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { pgArray } from '../lib/pg-array';
import { SummaryCache } from './summary-cache.entity';

const names = (em: EntityManager) => sqlNames(em, SummaryCache);

/**
 * Claims the summaries of these keys in one statement: new rows, or claims nobody answered within
 * `staleSeconds`. Returns the keys this call holds (and so asks the model for).
 */
export async function claimSummaries(
  em: EntityManager,
  keys: string[],
  model: string,
  staleSeconds: number,
): Promise<Set<string>> {
  if (!keys.length) return new Set();
  // Rows are claimed in the array's order: one order for every caller, so two batches that share
  // keys wait for each other instead of each holding a key the other needs (a deadlock).
  const ordered = [...new Set(keys)].sort();
  const { table, col } = names(em);
  const claimed = await em.execute<{ key: string }[]>(
    `insert into ${table} (${col('key')}, ${col('summary')}, ${col('model')}, ${col('tokensUsed')}, ${col('claimedAt')}, ${col('createdAt')})
       select k, null, ?, 0, now(), now() from unnest(?::text[]) as k
       on conflict (${col('key')}) do update set ${col('claimedAt')} = now()
         where ${table}.${col('summary')} is null and ${table}.${col('claimedAt')} < now() - make_interval(secs => ?)
     returning ${col('key')} as "key"`,
    [model, pgArray(ordered), staleSeconds],
  );
  return new Set(claimed.map((r) => r.key));
}

/** Answers a claim with the model's summary, for every run waiting on it and later ones. */
export async function storeSummary(em: EntityManager, key: string, summary: string, tokensUsed: number): Promise<void> {
  const { table, col } = names(em);
  await em.execute(
    `update ${table} set ${col('summary')} = ?, ${col('tokensUsed')} = ?, ${col('claimedAt')} = null where ${col('key')} = ?`,
    [summary, tokensUsed, key],
  );
}

/** Drops an unanswered claim so the next caller may ask the model at once. */
export async function releaseSummaryClaim(em: EntityManager, key: string): Promise<void> {
  const { table, col } = names(em);
  await em.execute(`delete from ${table} where ${col('key')} = ? and ${col('summary')} is null`, [key]);
}

/** The stored summaries of these keys, in one statement; keys only claimed or without a row are absent. */
export async function storedSummaries(em: EntityManager, keys: string[]): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const { table, col } = names(em);
  const rows = await em.execute<{ key: string; summary: string }[]>(
    `select ${col('key')} as "key", ${col('summary')} as "summary" from ${table} where ${col('key')} = any(?::text[]) and ${col('summary')} is not null`,
    [pgArray(keys)],
  );
  return new Map(rows.map((r) => [r.key, r.summary]));
}
