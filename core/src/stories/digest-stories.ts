// A run's filter step, story by story: the topic-matched articles become one item per story, the
// stories this synth already sent are left out, and each item lists the other feeds that told it.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CandidateArticle } from '../feeds/article.repository';
import { htmlToText } from '../lib/sanitize';
import { relatedTermsOf } from '../relevance/topic-terms';
import { outputOf, type ArticleOutput, type LeftOutArticle } from '../runs/run-output';
import type { SynthRun } from '../runs/synth-run.entity';
import { recallSentStories, rememberSentStories } from './sent-story.repository';
import { runsThatSent } from './sent-story-runs';
import { selectStories } from './select-stories';
import { topicStems } from './topic-stems';

export interface DigestStories {
  /** One item per story, most relevant first when scores are given (else newest first), at most `limit`. */
  articles: ArticleOutput[];
  /** Stories found that were not sent before (before the limit). */
  fresh: number;
  skippedAsSent: number;
  /** Fresh stories more than one feed told, and how many articles they gather. */
  shared: { stories: number; articles: number };
  /**
   * Articles read and not listed as items, each with its reason: every article of a story an
   * earlier digest carried (`alreadySent`, with that digest's run and title), and the other
   * outlets' copies of a kept story (`sameStoryAs`, also shown under the item's "Also covered by").
   */
  leftOut: LeftOutArticle[];
}

type Matched = CandidateArticle & { matchedTopics: string[] };

export interface DigestStoriesOptions {
  synthId: string | null;
  articles: Matched[];
  limit: number;
  /** The synth's topics: their words are no evidence that two articles tell the same story. */
  topics?: readonly string[];
  /** The related terms the relevance filter matched the topics by, ignored the same way (by default those of the topics). */
  relatedTerms?: readonly string[];
  /** Articles the person asked to send anyway: their stories come first, so the item limit keeps them. */
  first?: readonly string[];
  /**
   * Each article's relevance score (the reader's learned taste applied). A reader looks at a digest's
   * first items first, and the item limit keeps the first ones: the most relevant story should lead,
   * not merely the newest. Stories then follow their best member's score, newest first on a tie.
   */
  scores?: ReadonlyMap<string, number>;
}

const publishedAt = (a: Matched) => (a.publishedAt ? new Date(a.publishedAt).toISOString() : null);
const leftOutOf = (a: Matched, reason: LeftOutArticle['reason']): LeftOutArticle => ({
  id: a.id,
  title: htmlToText(a.title),
  link: a.link,
  source: a.feedTitle,
  publishedAt: publishedAt(a),
  reason,
});

export async function digestStories(em: EntityManager, opts: DigestStoriesOptions): Promise<DigestStories> {
  const sent = opts.synthId ? await recallSentStories(em, opts.synthId) : [];
  const ignore = topicStems(opts.topics ?? [], opts.relatedTerms ?? relatedTermsOf(opts.topics ?? []));
  const selected = selectStories(opts.articles, sent, { ignore });
  const { heldBack } = selected;
  const asked = new Set(opts.first ?? []);
  const isAsked = (s: (typeof selected.stories)[number]) => s.members.some((m) => asked.has(m.article.id));
  const scoreOf = (s: (typeof selected.stories)[number]) =>
    Math.max(...s.members.map((m) => opts.scores?.get(m.article.id) ?? 0));
  // Array.prototype.sort is stable, so equal scores keep the stories' newest-first order.
  const ranked = opts.scores ? [...selected.stories].sort((a, b) => scoreOf(b) - scoreOf(a)) : selected.stories;
  const stories = [...ranked.filter(isAsked), ...ranked.filter((s) => !isAsked(s))];
  const several = stories.filter((s) => s.others.length);
  const listed = stories.slice(0, opts.limit);
  const articles = listed.map(({ lead, others }): ArticleOutput => ({
    id: lead.id,
    title: htmlToText(lead.title),
    link: lead.link,
    source: lead.feedTitle,
    publishedAt: publishedAt(lead),
    matchedTopics: [...new Set([lead, ...others].flatMap((a) => a.matchedTopics))],
    ...(others.length
      ? {
          alsoCoveredBy: others.map((o) => ({
            id: o.id,
            source: o.feedTitle,
            link: o.link,
            title: htmlToText(o.title),
          })),
        }
      : {}),
  }));
  const sentRuns = opts.synthId
    ? await runsThatSent(
        em,
        opts.synthId,
        heldBack.flatMap((h) => (h.sent.articleId ? [h.sent.articleId] : [])),
      )
    : new Map<string, string>();
  const leftOut = [
    ...heldBack.flatMap(({ story, sent: s }) =>
      [story.lead, ...story.others].map((a) =>
        leftOutOf(a, {
          kind: 'alreadySent',
          sentRunId: (s.articleId && sentRuns.get(s.articleId)) || null,
          sentTitle: s.title ?? htmlToText(a.title),
          sentAt: s.sentAt?.toISOString() ?? null,
        }),
      ),
    ),
    ...listed.flatMap(({ lead, others }) =>
      others.map((o) =>
        leftOutOf(o, {
          kind: 'sameStoryAs',
          articleId: lead.id,
          title: htmlToText(lead.title),
          source: lead.feedTitle,
        }),
      ),
    ),
  ];
  return {
    articles,
    fresh: stories.length,
    skippedAsSent: heldBack.length,
    leftOut,
    shared: { stories: several.length, articles: several.reduce((n, s) => n + 1 + s.others.length, 0) },
  };
}

/** Every article a digest item stands for: what an accepted digest makes the synth remember. */
export function articleIdsOfItems(items: Pick<ArticleOutput, 'id' | 'alsoCoveredBy'>[]): string[] {
  return items.flatMap((a) => [a.id, ...(a.alsoCoveredBy ?? []).map((c) => c.id)]);
}

/**
 * Remembers the stories of a run whose digest the mail service accepted: the items the email
 * listed (those with a summary) and the sources under their "Also covered by", fingerprinted
 * without the topics the run used and their related terms.
 */
export async function rememberDigestStories(
  em: EntityManager,
  run: Pick<SynthRun, 'output'> & { synth?: { id: string } | null; config?: { topics?: string[] } | null },
): Promise<void> {
  if (!run.synth) return;
  const items = (outputOf(run).articles ?? []).filter((a) => a.summary);
  const topics = run.config?.topics ?? [];
  if (items.length)
    await rememberSentStories(
      em,
      run.synth.id,
      articleIdsOfItems(items),
      new Date(),
      topicStems(topics, relatedTermsOf(topics)),
    );
}
