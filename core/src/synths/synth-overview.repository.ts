// The dashboard's reads of one account in one statement: its synths, each with its newest run and
// the shared rows of its feeds. Asked one by one through the ORM's query builder they cost three
// round trips and most of the dashboard query's CPU; the ORM still hydrates the synth and the run
// from the row, so every reader sees the same entities as before.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityClass } from '@mikro-orm/core';
import { feedHealthColumns, type FeedHealthRow } from '../feeds/feed.repository';
import { Feed } from '../feeds/feed.entity';
import { sqlNames } from '../db/sql-names';
import { SynthRun } from '../runs/synth-run.entity';
import { Synth } from './synth.entity';

export interface SynthOverview {
  synth: Synth;
  latestRun: SynthRun | null;
  /** The shared feed rows of the synth's feeds that exist; feedHealthFrom orders and completes them. */
  feedRows: FeedHealthRow[];
}

/** Every mapped column of the entity from table alias `alias`, each named `alias:column`, so two entities share a row. */
function prefixedColumns<T extends object>(em: EntityManager, entity: EntityClass<T>, alias: string): string {
  const meta = em.getMetadata(entity);
  return meta.props
    .filter((p) => p.persist !== false && p.fieldNames?.length)
    .flatMap((p) => p.fieldNames)
    .map((f) => `${alias}."${f}" as "${alias}:${f}"`)
    .join(', ');
}

/** The columns of one alias out of a prefixed row, under their own names; null when the join found no row. */
function columnsOf(row: Record<string, unknown>, alias: string): Record<string, unknown> | null {
  const prefix = `${alias}:`;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (key.startsWith(prefix)) out[key.slice(prefix.length)] = value;
  return out.id == null ? null : out;
}

/** The account's synths, oldest first, each with its newest run and its feeds' shared rows: one statement. */
export async function synthOverviews(em: EntityManager, userId: string): Promise<SynthOverview[]> {
  const synths = sqlNames(em, Synth), runs = sqlNames(em, SynthRun), feeds = sqlNames(em, Feed);
  const rows = await em.execute<Record<string, unknown>[]>(
    `select ${prefixedColumns(em, Synth, 's')}, ${prefixedColumns(em, SynthRun, 'r')},
            (select coalesce(json_agg(h), '[]'::json) from (
               select ${feedHealthColumns(em, 'f')} from ${feeds.table} f
                where f.${feeds.col('url')} in (select btrim(u) from unnest(s.${synths.col('rssFeedUrls')}) u)) h) as "feedRows"
       from ${synths.table} s
       left join lateral (
         select * from ${runs.table} r
          where r.${runs.col('synth')} = s.${synths.col('id')} and r.${runs.col('user')} = s.${synths.col('user')}
          order by r.${runs.col('createdAt')} desc limit 1) r on true
      where s.${synths.col('user')} = ?
      order by s.${synths.col('createdAt')} asc`,
    [userId],
  );
  return rows.map((row) => {
    const run = columnsOf(row, 'r');
    return {
      synth: em.map(Synth, columnsOf(row, 's')!),
      latestRun: run ? em.map(SynthRun, run) : null,
      feedRows: row.feedRows as FeedHealthRow[],
    };
  });
}
