// A run's filter step, story by story: the topic-matched articles become one item per story, the
// stories this synth already sent are left out, and each item lists the other feeds that told it.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CandidateArticle } from '../feeds/article.repository';
import { htmlToText } from '../lib/sanitize';
import { outputOf, type ArticleOutput } from '../runs/run-output';
import type { SynthRun } from '../runs/synth-run.entity';
import { recallSentStories, rememberSentStories } from './sent-story.repository';
import { selectStories } from './select-stories';

export interface DigestStories {
  /** One item per story, newest first, at most `limit`. */
  articles: ArticleOutput[];
  /** Stories found that were not sent before (before the limit). */
  fresh: number;
  skippedAsSent: number;
  /** Fresh stories more than one feed told, and how many articles they gather. */
  shared: { stories: number; articles: number };
}

type Matched = CandidateArticle & { matchedTopics: string[] };

const publishedAt = (a: Matched) => (a.publishedAt ? new Date(a.publishedAt).toISOString() : null);

export async function digestStories(em: EntityManager, opts: { synthId: string | null; articles: Matched[]; limit: number }): Promise<DigestStories> {
  const sent = opts.synthId ? await recallSentStories(em, opts.synthId) : [];
  const { stories, skippedAsSent } = selectStories(opts.articles, sent);
  const several = stories.filter((s) => s.others.length);
  const articles = stories.slice(0, opts.limit).map(({ lead, others }): ArticleOutput => ({
    id: lead.id, title: htmlToText(lead.title), link: lead.link, source: lead.feedTitle, publishedAt: publishedAt(lead),
    matchedTopics: [...new Set([lead, ...others].flatMap((a) => a.matchedTopics))],
    ...(others.length ? { alsoCoveredBy: others.map((o) => ({ id: o.id, source: o.feedTitle, link: o.link, title: htmlToText(o.title) })) } : {}),
  }));
  return {
    articles, fresh: stories.length, skippedAsSent,
    shared: { stories: several.length, articles: several.reduce((n, s) => n + 1 + s.others.length, 0) },
  };
}

/** Every article a digest item stands for: what an accepted digest makes the synth remember. */
export function articleIdsOfItems(items: Pick<ArticleOutput, 'id' | 'alsoCoveredBy'>[]): string[] {
  return items.flatMap((a) => [a.id, ...(a.alsoCoveredBy ?? []).map((c) => c.id)]);
}

/**
 * Remembers the stories of a run whose digest the mail service accepted: the items the email
 * listed (those with a summary) and the sources under their "Also covered by".
 */
export async function rememberDigestStories(em: EntityManager, run: Pick<SynthRun, 'output'> & { synth?: { id: string } | null }): Promise<void> {
  if (!run.synth) return;
  const items = (outputOf(run).articles ?? []).filter((a) => a.summary);
  if (items.length) await rememberSentStories(em, run.synth.id, articleIdsOfItems(items));
}
