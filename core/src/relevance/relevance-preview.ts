// The editor's live preview: what a run with these topics would keep of the articles already stored
// for the synth's feeds, and why it would leave out the rest. Nothing is fetched.
import type { EntityManager } from '@mikro-orm/postgresql';
import { candidateArticles } from '../feeds/article.repository';
import { htmlToText } from '../lib/sanitize';
import { checkSynthInput } from '../synths/synth-input.check';
import type { User } from '../users/user.entity';
import type { ArticleRelevance, LeftOutArticle } from './relevance.types';
import { feedbackModelFor } from './article-rating.repository';
import { feedbackAdjuster } from './feedback-adjuster';
import { boundedLeftOut, filterByRelevance } from './relevance-filter';
import { previewArticleIds } from './preview-articles';
import { loadWordVectors } from './word-vectors';

/** How far back the preview looks: a week of a feed is what a synth's reader has seen of it. */
export const PREVIEW_DAYS = 7;
/** The articles a preview weighs at most, as many as a run considers. */
export const PREVIEW_MAX_ARTICLES = 100;

export interface PreviewKept {
  id: string;
  title: string;
  link: string | null;
  source: string | null;
  publishedAt: string | null;
  relevance: ArticleRelevance | null;
}

export interface RelevancePreview {
  /** Stored articles of the feeds within the window. */
  read: number;
  kept: PreviewKept[];
  leftOut: LeftOutArticle[];
}

/**
 * `synthId` is the caller's saved synth, if any: its ratings take part as they would in its run.
 * Feeds and topics are checked as a save checks them (lengths first, the plan's feed count).
 */
export async function relevancePreview(
  em: EntityManager,
  user: User,
  input: { synthId: string | null; rssFeedUrls: string[]; topics: string[] },
  now = new Date(),
): Promise<RelevancePreview> {
  const urls = input.rssFeedUrls.filter((u) => u.trim());
  if (!urls.length) return { read: 0, kept: [], leftOut: [] };
  const checked = checkSynthInput(user, { rssFeedUrls: urls, topics: input.topics }, true);
  const since = new Date(now.getTime() - PREVIEW_DAYS * 86_400_000);
  const ids = await previewArticleIds(em, {
    userId: user.id,
    feedUrls: checked.rssFeedUrls ?? [],
    since,
    limit: PREVIEW_MAX_ARTICLES,
  });
  const rows = await candidateArticles(em, ids);
  const model = await feedbackModelFor(em, input.synthId);
  const result = filterByRelevance(rows, checked.topics ?? [], {
    adjust: feedbackAdjuster(model),
    vectors: await loadWordVectors(),
  });
  return {
    read: rows.length,
    kept: result.kept.map((a) => ({
      id: a.id,
      title: htmlToText(a.title),
      link: a.link,
      source: a.feedTitle,
      publishedAt: a.publishedAt ? new Date(a.publishedAt).toISOString() : null,
      relevance: a.relevance ?? null,
    })),
    leftOut: boundedLeftOut(result.leftOut),
  };
}
