// The dashboard's reads of one account in one statement: its connected accounts, and its synths,
// each with its newest run and the shared rows of its feeds. Asked one by one through the ORM's query
// builder they cost four round trips and most of the dashboard query's CPU; the ORM still maps the
// rows into the identity map, so every reader sees the same entities as before.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityClass } from '@mikro-orm/core';
import { feedHealthColumns, type FeedHealthRow } from '../feeds/feed.repository';
import { Feed } from '../feeds/feed.entity';
import { ConnectedAccount } from '../publishing/connected-account.entity';
import { sqlNames } from '../db/sql-names';
import { SynthRun } from '../runs/synth-run.entity';
import { Synth } from '../synths/synth.entity';

export interface SynthOverview {
  synth: Synth;
  latestRun: SynthRun | null;
  /** The shared feed rows of the synth's feeds that exist; feedHealthFrom orders and completes them. */
  feedRows: FeedHealthRow[];
}

/** The mapped columns of an entity: each is selected as `alias:column`, so two entities share a row. */
const columnNames = <T extends object>(em: EntityManager, entity: EntityClass<T>): string[] =>
  em
    .getMetadata(entity)
    .props.filter((p) => p.persist !== false && p.fieldNames?.length)
    .flatMap((p) => p.fieldNames);

/** Which parts a request asked for. */
export interface DashboardParts {
  accounts: boolean;
  synths: boolean;
}

export interface DashboardReads {
  /** The account's connections by platform, when asked. */
  accounts: ConnectedAccount[];
  /** Its synths, oldest first, when asked. */
  synths: SynthOverview[];
}

interface DashboardStatement {
  sql: string;
  synthColumns: string[];
  runColumns: string[];
}

// Built once per ORM (its metadata) and parts: the statement does not change while it runs.
const statements = new WeakMap<object, Map<string, DashboardStatement>>();

function dashboardStatement(em: EntityManager, parts: DashboardParts): DashboardStatement {
  const key = `${parts.accounts}|${parts.synths}`;
  let byParts = statements.get(em.getMetadata());
  if (!byParts) statements.set(em.getMetadata(), (byParts = new Map()));
  const cached = byParts.get(key);
  if (cached) return cached;
  const synths = sqlNames(em, Synth),
    runs = sqlNames(em, SynthRun),
    feeds = sqlNames(em, Feed),
    accounts = sqlNames(em, ConnectedAccount);
  const synthColumns = parts.synths ? columnNames(em, Synth) : [],
    runColumns = parts.synths ? columnNames(em, SynthRun) : [];
  const select = (alias: string, columns: string[]) => columns.map((f) => `${alias}."${f}" as "${alias}:${f}"`);
  const columns = [
    ...(parts.accounts
      ? [
          `(select coalesce(json_agg(a order by a.${accounts.col('platform')}), '[]'::json) from ${accounts.table} a where a.${accounts.col('user')} = v.id) as "accounts"`,
        ]
      : []),
    ...select('s', synthColumns),
    ...select('r', runColumns),
    ...(parts.synths
      ? [
          `(select coalesce(json_agg(h), '[]'::json) from (
               select ${feedHealthColumns(em, 'f')} from ${feeds.table} f
                where f.${feeds.col('url')} in (select btrim(u) from unnest(s.${synths.col('rssFeedUrls')}) u)) h) as "feedRows"`,
        ]
      : []),
  ];
  // One row even without a synth, so the accounts always come back.
  const sql = `select ${columns.join(', ')} from (select ?::uuid as id) v
    ${
      parts.synths
        ? `left join ${synths.table} s on s.${synths.col('user')} = v.id
       left join lateral (
         select * from ${runs.table} r
          where r.${runs.col('synth')} = s.${synths.col('id')} and r.${runs.col('user')} = v.id
          order by r.${runs.col('createdAt')} desc limit 1) r on true
      order by s.${synths.col('createdAt')} asc`
        : ''
    }`;
  const statement = { sql, synthColumns, runColumns };
  byParts.set(key, statement);
  return statement;
}

/** The columns of one alias out of a shared row, under their own names; null when the join found no row. */
function columnsOf(row: Record<string, unknown>, alias: string, columns: string[]): Record<string, unknown> | null {
  if (row[`${alias}:id`] == null) return null;
  return Object.fromEntries(columns.map((f) => [f, row[`${alias}:${f}`]]));
}

/** What the dashboard asked of the account, in one statement; the parts not asked come back empty. */
export async function dashboardReads(
  em: EntityManager,
  userId: string,
  parts: DashboardParts,
): Promise<DashboardReads> {
  const { sql, synthColumns, runColumns } = dashboardStatement(em, parts);
  const rows = await em.execute<Record<string, unknown>[]>(sql, [userId]);
  const accounts = parts.accounts
    ? (rows[0].accounts as Record<string, unknown>[]).map((a) => em.map(ConnectedAccount, a))
    : [];
  const synths = rows.flatMap((row) => {
    const synth = columnsOf(row, 's', synthColumns);
    if (!synth) return [];
    const run = columnsOf(row, 'r', runColumns);
    return [
      {
        synth: em.map(Synth, synth),
        latestRun: run ? em.map(SynthRun, run) : null,
        feedRows: row.feedRows as FeedHealthRow[],
      },
    ];
  });
  return { accounts, synths };
}
