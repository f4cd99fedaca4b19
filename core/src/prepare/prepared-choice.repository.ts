import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { Article } from '../feeds/article.entity';
import { pgArray } from '../lib/pg-array';
import { ArticleRating } from '../relevance/article-rating.entity';
import { SentStory } from '../stories/sent-story.entity';
import type { DigestChoice } from '../runs/digest-choice';
import { PreparedChoice } from './prepared-choice.entity';

/** A prepared choice older than this is not used: the pass runs minutes before its slot, not hours. */
export const PREPARED_CHOICE_MAX_AGE_MS = 60 * 60_000;

/**
 * The state a choice reads from the database, as one string that changes whenever any of it does:
 * per table, the rows' count and the sum of their times in microseconds (a rating given or changed,
 * a story sent or forgotten, an article's text rewritten). Read before the pass chooses, so a
 * change made while it chooses shows as a different mark at the slot.
 */
function markSql(em: EntityManager): string {
  const r = sqlNames(em, ArticleRating);
  const s = sqlNames(em, SentStory);
  const a = sqlNames(em, Article);
  const state = (table: string, time: string, where: string) =>
    `(select count(*) || ':' || coalesce(sum((extract(epoch from ${time}) * 1000000)::bigint), 0) from ${table} where ${where})`;
  return [
    state(r.table, r.col('updatedAt'), `${r.col('synth')} = ?`),
    state(s.table, s.col('sentAt'), `${s.col('synth')} = ?`),
    state(a.table, a.col('updatedAt'), `${a.col('id')} = any(?::uuid[])`),
  ].join(` || '/' || `);
}
const markParams = (synthId: string, articleIds: readonly string[]) => [synthId, synthId, pgArray(articleIds)];

/** The database's state a choice for this synth over these candidate articles reads (see markSql). */
export async function choiceMark(em: EntityManager, synthId: string, articleIds: readonly string[]): Promise<string> {
  const [row] = await em.execute<{ mark: string }[]>(
    `select ${markSql(em)} as "mark"`,
    markParams(synthId, articleIds),
  );
  return row.mark;
}

/** Keeps the pass's choice for the synth's run at the slot, replacing any earlier one. */
export async function storePreparedChoice(
  em: EntityManager,
  p: { synthId: string; inputKey: string; mark: string; choice: DigestChoice; preparedAt: Date },
): Promise<void> {
  const { table, col } = sqlNames(em, PreparedChoice);
  const cols = (['synth', 'inputKey', 'mark', 'choice', 'preparedAt'] as const).map(col);
  await em.execute(
    `insert into ${table} (${cols.join(', ')}) values (?, ?, ?, ?::jsonb, ?)
       on conflict (${col('synth')}) do update set ${cols
         .slice(1)
         .map((c) => `${c} = excluded.${c}`)
         .join(', ')}`,
    [p.synthId, p.inputKey, p.mark, JSON.stringify(p.choice), p.preparedAt],
  );
}

/**
 * The prepared choice for this synth, when it was made for the same input (`inputKey`) within the
 * last hour and nothing it read has changed since; otherwise null, and the run chooses itself.
 * One statement: the mark is compared inside it.
 */
export async function preparedChoiceFor(
  em: EntityManager,
  synthId: string,
  inputKey: string,
  articleIds: readonly string[],
): Promise<DigestChoice | null> {
  const { table, col } = sqlNames(em, PreparedChoice);
  const [row] = await em.execute<{ choice: DigestChoice }[]>(
    `select ${col('choice')} as "choice" from ${table}
      where ${col('synth')} = ? and ${col('inputKey')} = ? and ${col('preparedAt')} > now() - make_interval(secs => ?)
        and ${col('mark')} = ${markSql(em)}`,
    [synthId, inputKey, PREPARED_CHOICE_MAX_AGE_MS / 1000, ...markParams(synthId, articleIds)],
  );
  return row?.choice ?? null;
}
