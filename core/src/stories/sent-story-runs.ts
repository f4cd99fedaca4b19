// Which run's digest carried a remembered article: the run page links a story held back as
// already sent to that digest. Read from the runs' stored output, the one record of what each
// digest listed (its items and the sources under "Also covered by").
import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { SynthRun } from '../runs/synth-run.entity';
import { SENT_STORY_MEMORY_DAYS } from './sent-story.repository';

/** The newest run of this synth whose digest carried each article (absent when none is kept). */
export async function runsThatSent(
  em: EntityManager,
  synthId: string,
  articleIds: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (!articleIds.length) return found;
  const { table, col } = sqlNames(em, SynthRun);
  const rows = await em.execute<{ runId: string; articleId: string }[]>(
    `select distinct on (carried.id) carried.id as "articleId", r.${col('id')} as "runId"
     from ${table} r
     cross join lateral jsonb_array_elements(coalesce(r.${col('output')}->'articles', '[]'::jsonb)) item
     cross join lateral (
       select item->>'id' as id
       union all select c->>'id' from jsonb_array_elements(coalesce(item->'alsoCoveredBy', '[]'::jsonb)) c
     ) carried
     where r.${col('synth')} = ? and r.${col('createdAt')} > ? and item->>'summary' is not null and carried.id in (${articleIds.map(() => '?').join(', ')})
     order by carried.id, r.${col('createdAt')} desc`,
    // Only runs within the memory window (and a day before it) can have sent a remembered story.
    [synthId, new Date(Date.now() - (SENT_STORY_MEMORY_DAYS + 1) * 86_400_000), ...articleIds],
  );
  for (const r of rows) found.set(r.articleId, r.runId);
  return found;
}
