import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { candidateArticles } from '../feeds/article.repository';
import { SentStory } from './sent-story.entity';
import { fingerprintOf, type Fingerprint } from './story-fingerprint';
import { NO_TOPIC_STEMS, type TopicStems } from './topic-stems';

/** How long a synth remembers what it sent: a story back after a month is worth reading again. */
export const SENT_STORY_MEMORY_DAYS = 30;

/** A remembered story as the next run compares against it. */
export interface SentStoryMemory {
  canonicalUrl: string | null;
  fingerprint: Fingerprint;
  /** The article the digest carried, its title and when: what the run page names as already sent. */
  articleId?: string;
  title?: string;
  sentAt?: Date;
}

const names = (em: EntityManager) => sqlNames(em, SentStory);
const windowStart = (now: Date) => new Date(now.getTime() - SENT_STORY_MEMORY_DAYS * 86_400_000);

/** What this synth's digests carried within the memory window. */
export async function recallSentStories(
  em: EntityManager,
  synthId: string,
  now = new Date(),
): Promise<SentStoryMemory[]> {
  const { table, col } = names(em);
  const rows = await em.execute<
    { articleId: string; title: string; sentAt: Date; canonicalUrl: string | null; fingerprint: Fingerprint | string }[]
  >(
    `select ${col('articleId')} as "articleId", ${col('title')} as "title", ${col('sentAt')} as "sentAt", ${col('canonicalUrl')} as "canonicalUrl", ${col('fingerprint')} as "fingerprint"
     from ${table} where ${col('synth')} = ? and ${col('sentAt')} > ?`,
    [synthId, windowStart(now)],
  );
  return rows.map((r) => ({
    ...r,
    sentAt: new Date(r.sentAt),
    fingerprint: typeof r.fingerprint === 'string' ? JSON.parse(r.fingerprint) : r.fingerprint,
  }));
}

/**
 * Remembers the articles an accepted digest carried (each story's lead and the sources under "Also
 * covered by"), fingerprinted without the synth's topic words, and forgets this synth's stories
 * older than the window. Safe to repeat: an article already remembered only has its time moved on.
 */
export async function rememberSentStories(
  em: EntityManager,
  synthId: string,
  articleIds: string[],
  sentAt = new Date(),
  ignore: TopicStems = NO_TOPIC_STEMS,
): Promise<number> {
  const { table, col } = names(em);
  const rows = await candidateArticles(em, [...new Set(articleIds)]);
  if (rows.length) {
    const values = rows.map(() => '(gen_random_uuid(), now(), now(), ?, ?, ?, ?, ?::jsonb, ?)').join(', ');
    const params = rows.flatMap((r) => [
      synthId,
      r.id,
      r.canonicalUrl,
      r.title,
      JSON.stringify(fingerprintOf(r, { ignore })),
      sentAt,
    ]);
    await em.execute(
      `insert into ${table} (${col('id')}, ${col('createdAt')}, ${col('updatedAt')}, ${col('synth')}, ${col('articleId')}, ${col('canonicalUrl')}, ${col('title')}, ${col('fingerprint')}, ${col('sentAt')})
       values ${values}
       on conflict (${col('synth')}, ${col('articleId')}) do update set ${col('sentAt')} = excluded.${col('sentAt')}, ${col('updatedAt')} = now()`,
      params,
    );
  }
  await em.execute(`delete from ${table} where ${col('synth')} = ? and ${col('sentAt')} <= ?`, [
    synthId,
    windowStart(sentAt),
  ]);
  return rows.length;
}

/** Forgets that this synth sent these articles, so a run may send their story again. Returns how many it forgot. */
export async function forgetSentStories(em: EntityManager, synthId: string, articleIds: string[]): Promise<number> {
  if (!articleIds.length) return 0;
  const { table, col } = names(em);
  const res = await em.execute<{ affectedRows?: number }>(
    `delete from ${table} where ${col('synth')} = ? and ${col('articleId')} in (${articleIds.map(() => '?').join(', ')})`,
    [synthId, ...articleIds],
    'run',
  );
  return res.affectedRows ?? 0;
}
