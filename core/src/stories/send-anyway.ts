// "Send it anyway" on a story a run held back as already sent. What a person expects is to get the
// story now, so the synth forgets that it sent that story (every remembered article it matched) and
// a new run, started at once, reads the article even if it is older than the run's window and
// lists it first.
import type { EntityManager } from '@mikro-orm/postgresql';
import { candidateArticles } from '../feeds/article.repository';
import { NotFoundError } from '../lib/errors';
import { relatedTermsOf } from '../relevance/topic-terms';
import { outputOf, type LeftOutArticle } from '../runs/run-output';
import type { SynthRun } from '../runs/synth-run.entity';
import { rememberedMatches } from './select-stories';
import { forgetSentStories, recallSentStories } from './sent-story.repository';
import { topicStems } from './topic-stems';

export const NOT_HELD_BACK_AS_SENT = 'This run did not hold that story back as already sent.';
export const ARTICLE_NO_LONGER_STORED = 'That article is no longer stored, so it cannot be sent again.';

/** The article this run held back as already sent; anything else is refused with a sentence. */
export function heldBackAsSent(run: Pick<SynthRun, 'output'>, articleId: string): LeftOutArticle {
  const item = (outputOf(run).leftOut ?? []).find((a) => a.id === articleId && a.reason.kind === 'alreadySent');
  if (!item) throw new NotFoundError(NOT_HELD_BACK_AS_SENT);
  return item;
}

/**
 * Makes the synth forget it sent the story of this article, as its runs compare stories (its
 * topics and their related terms ignored). Returns how many remembered articles it forgot.
 */
export async function forgetStoryAsSent(
  em: EntityManager,
  synthId: string,
  articleId: string,
  topics: readonly string[],
): Promise<number> {
  const [article] = await candidateArticles(em, [articleId]);
  if (!article) throw new NotFoundError(ARTICLE_NO_LONGER_STORED);
  const sent = await recallSentStories(em, synthId);
  const matches = rememberedMatches([article], sent, { ignore: topicStems(topics, relatedTermsOf(topics)) });
  return forgetSentStories(
    em,
    synthId,
    matches.flatMap((m) => (m.articleId ? [m.articleId] : [])),
  );
}
