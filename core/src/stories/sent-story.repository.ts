import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNames } from '../db/sql-names';
import { candidateArticles } from '../feeds/article.repository';
import { SentStory } from './sent-story.entity';
import { fingerprintOf, type Fingerprint } from './story-fingerprint';

/** How long a synth remembers what it sent: a story back after a month is worth reading again. */
export const SENT_STORY_MEMORY_DAYS = 30;

/** A remembered story as the next run compares against it. */
export interface SentStoryMemory {
  canonicalUrl: string | null;
  fingerprint: Fingerprint;
}

const names = (em: EntityManager) => sqlNames(em, SentStory);
const windowStart = (now: Date) => new Date(now.getTime() - SENT_STORY_MEMORY_DAYS * 86_400_000);

/** What this synth's digests carried within the memory window. */
export async function recallSentStories(em: EntityManager, synthId: string, now = new Date()): Promise<SentStoryMemory[]> {
  const { table, col } = names(em);
  const rows = await em.getConnection().execute<{ canonicalUrl: string | null; fingerprint: Fingerprint | string }[]>(
    `select ${col('canonicalUrl')} as "canonicalUrl", ${col('fingerprint')} as "fingerprint" from ${table} where ${col('synth')} = ? and ${col('sentAt')} > ?`,
    [synthId, windowStart(now)],
  );
  return rows.map((r) => ({ canonicalUrl: r.canonicalUrl, fingerprint: typeof r.fingerprint === 'string' ? JSON.parse(r.fingerprint) : r.fingerprint }));
}

/**
 * Remembers the articles an accepted digest carried (each story's lead and the sources under "Also
 * covered by"), and forgets this synth's stories older than the window. Safe to repeat: an article
 * already remembered only has its time moved on.
 */
export async function rememberSentStories(em: EntityManager, synthId: string, articleIds: string[], sentAt = new Date()): Promise<number> {
  const { table, col } = names(em);
  const conn = em.getConnection();
  const rows = await candidateArticles(em, [...new Set(articleIds)]);
  if (rows.length) {
    const values = rows.map(() => '(gen_random_uuid(), now(), now(), ?, ?, ?, ?, ?::jsonb, ?)').join(', ');
    const params = rows.flatMap((r) => [synthId, r.id, r.canonicalUrl, r.title, JSON.stringify(fingerprintOf(r)), sentAt]);
    await conn.execute(
      `insert into ${table} (${col('id')}, ${col('createdAt')}, ${col('updatedAt')}, ${col('synth')}, ${col('articleId')}, ${col('canonicalUrl')}, ${col('title')}, ${col('fingerprint')}, ${col('sentAt')})
       values ${values}
       on conflict (${col('synth')}, ${col('articleId')}) do update set ${col('sentAt')} = excluded.${col('sentAt')}, ${col('updatedAt')} = now()`,
      params,
    );
  }
  await conn.execute(`delete from ${table} where ${col('synth')} = ? and ${col('sentAt')} <= ?`, [synthId, windowStart(sentAt)]);
  return rows.length;
}
