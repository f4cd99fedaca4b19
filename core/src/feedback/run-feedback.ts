// Recording a reader's choice on an article one of their runs read, from the run page (signed in)
// or from a digest's link (the signed token is the credential). Either way the article must be one
// the run kept or left out, and the run must belong to a saved synth: the rating is the synth's.
import type { EntityManager } from '@mikro-orm/postgresql';
import { articleTextsOf } from '../feeds/article.repository';
import { AppError, NotFoundError } from '../lib/errors';
import { htmlToText } from '../lib/sanitize';
import { outputOf } from '../runs/run-output';
import { SynthRun } from '../runs/synth-run.entity';
import { isUuid } from '../lib/uuid';
import { Synth } from '../synths/synth.entity';
import { mayReceiveDigests } from '../recipients/recipient.repository';
import { normaliseRecipient } from '../recipients/recipient.rules';
import { sqlNames } from '../db/sql-names';
import { saveRating } from '../relevance/article-rating.repository';
import { feedbackTokenHash, verifyFeedbackToken } from '../relevance/feedback-link';
import { UsedFeedbackLink } from './used-feedback-link.entity';

export const ARTICLE_NOT_IN_RUN_MESSAGE = 'This article is not one this run read, so no feedback was recorded.';
export const PREVIEW_RUN_FEEDBACK_MESSAGE =
  'Feedback belongs to a saved synth. Save this synth and run it to rate its articles.';

/** What the run read of the article: a kept item or one left out. */
interface RunItem {
  id: string;
  title: string;
  source: string | null;
  summary?: string;
}

function itemOf(run: SynthRun, articleId: string): RunItem | null {
  const out = outputOf(run);
  return out.articles?.find((a) => a.id === articleId) ?? out.leftOut?.find((a) => a.id === articleId) ?? null;
}

/** The run's article with its lead, or an error a person can read. */
async function ratedItem(em: EntityManager, run: SynthRun, articleId: string) {
  const item = isUuid(articleId) ? itemOf(run, articleId) : null;
  if (!item) throw new NotFoundError(ARTICLE_NOT_IN_RUN_MESSAGE);
  if (!run.synth) throw new AppError(PREVIEW_RUN_FEEDBACK_MESSAGE, 'PREVIEW_RUN', 400);
  const text = (await articleTextsOf(em, [item.id])).get(item.id);
  // The stored article's opening; its summary when the article has since been pruned.
  const lead = htmlToText(text?.description || text?.content || item.summary || '');
  return { synthId: run.synth.id, item, lead };
}

/** Records "More like this" (liked) or "Less like this" on one of the run's articles. The caller checked the run is theirs. */
export async function rateRunArticle(
  em: EntityManager,
  run: SynthRun,
  articleId: string,
  liked: boolean,
): Promise<void> {
  const { synthId, item, lead } = await ratedItem(em, run, articleId);
  await saveRating(em, {
    synthId,
    runId: run.id,
    articleId: item.id,
    article: { title: item.title, lead, source: item.source },
    liked,
  });
}

export type FeedbackLinkOutcome =
  | { outcome: 'ready' | 'recorded'; liked: boolean; title: string }
  | { outcome: 'invalid' | 'expired' | 'alreadyUsed' | 'notInRun' | 'notRecipient' };

/** What a digest's feedback link would record, without recording it (the page a mail scanner may open). */
export async function readFeedbackLink(
  em: EntityManager,
  token: string,
  secret: string,
  now = new Date(),
): Promise<FeedbackLinkOutcome> {
  const target = await linkTarget(em, token, secret, now);
  if (!('run' in target)) return target;
  const used = await em.count(UsedFeedbackLink, { tokenHash: feedbackTokenHash(token) });
  return used ? { outcome: 'alreadyUsed' } : { outcome: 'ready', liked: target.liked, title: target.title };
}

/**
 * Records the link's choice once. A link pressed again, or replayed by anyone who saw it, finds its
 * use already recorded and changes nothing.
 */
export async function useFeedbackLink(
  em: EntityManager,
  token: string,
  secret: string,
  now = new Date(),
): Promise<FeedbackLinkOutcome> {
  const target = await linkTarget(em, token, secret, now);
  if (!('run' in target)) return target;
  let rated: { synthId: string; item: RunItem; lead: string };
  try {
    rated = await ratedItem(em, target.run, target.articleId);
  } catch {
    return { outcome: 'notInRun' };
  }
  const { table, col } = sqlNames(em, UsedFeedbackLink);
  return em.transactional(async (tx): Promise<FeedbackLinkOutcome> => {
    // The unique token hash decides a race between two presses: only one insert returns a row.
    const claimed = await tx.execute<{ id: string }[]>(
      `insert into ${table} (${col('id')}, ${col('createdAt')}, ${col('updatedAt')}, ${col('synth')}, ${col('tokenHash')})
         values (gen_random_uuid(), now(), now(), ?, ?) on conflict (${col('tokenHash')}) do nothing returning ${col('id')} as "id"`,
      [rated.synthId, feedbackTokenHash(token)],
    );
    if (!claimed.length) return { outcome: 'alreadyUsed' };
    await saveRating(tx as EntityManager, {
      synthId: rated.synthId,
      runId: target.run.id,
      articleId: rated.item.id,
      article: { title: rated.item.title, lead: rated.lead, source: rated.item.source },
      liked: target.liked,
    });
    return { outcome: 'recorded', liked: target.liked, title: rated.item.title };
  });
}

type LinkRefusal = { outcome: 'invalid' | 'expired' | 'notInRun' | 'notRecipient' };
interface LinkTarget {
  run: SynthRun;
  articleId: string;
  liked: boolean;
  title: string;
}

async function linkTarget(
  em: EntityManager,
  token: string,
  secret: string,
  now: Date,
): Promise<LinkTarget | LinkRefusal> {
  const claims = verifyFeedbackToken(token, secret);
  if (!claims || !isUuid(claims.runId)) return { outcome: 'invalid' };
  if (claims.expiresAt <= now.getTime()) return { outcome: 'expired' };
  const run = await em.findOne(SynthRun, { id: claims.runId });
  const item = run ? itemOf(run, claims.articleId) : null;
  if (!run || !run.synth || !item) return { outcome: 'notInRun' };
  // A removed or unsubscribed reader, or anyone the digest was forwarded to, rates nothing.
  if (!(await isCurrentRecipient(em, run.synth.id, claims.recipient))) return { outcome: 'notRecipient' };
  return { run, articleId: claims.articleId, liked: claims.liked, title: item.title };
}

/** Whether the address is the synth's recipient now, confirmed and not unsubscribed. */
async function isCurrentRecipient(em: EntityManager, synthId: string, recipient: string): Promise<boolean> {
  const synth = await em.findOne(Synth, synthId, { fields: ['recipientEmail', 'user'] });
  if (!synth?.recipientEmail || normaliseRecipient(synth.recipientEmail) !== normaliseRecipient(recipient))
    return false;
  return mayReceiveDigests(em, synth.user.id, recipient);
}
