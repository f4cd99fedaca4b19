// The digest of one run, built once for the email step and for the run page, so the page shows
// exactly the message that was (or would be) emailed.
import { outputOf } from '../runs/run-output';
import type { SynthRun } from '../runs/synth-run.entity';
import { composeDigest } from './digest-composer';
import type { ComposedDigest, DigestInput } from './digest-input';
import { signUnsubscribeToken } from './unsubscribe-token';
import { webEditionUrl } from './web-edition-link';
import { feedbackLinkExpiry, feedbackUrl } from '../relevance/feedback-link';

type DigestRun = Pick<SynthRun, 'id' | 'config' | 'output' | 'scheduledFor' | 'startedAt'> & {
  synth?: { id: string } | null;
  user: { id: string };
};

/** The summarised articles the digest lists; none means a "nothing new" note. */
export function digestArticlesOf(run: Pick<SynthRun, 'output'>): DigestInput['articles'] {
  return (outputOf(run).articles ?? [])
    .filter((a) => a.summary)
    .map((a) => ({
      title: a.title,
      link: a.link,
      source: a.source,
      summary: a.summary ?? '',
      alsoCoveredBy: a.alsoCoveredBy,
      because: a.relevance?.because ?? a.matchedTopics,
      likedTitles: a.relevance?.likedTitles,
      teaserOnly: a.textSource === 'teaserOnly',
      group: a.matchedTopics?.[0] ?? a.relevance?.because?.[0],
      minute: a.minute,
      passages: a.passages,
    }));
}

/**
 * Each item's "More like this" / "Less like this" links, for the recipient's eyes only; none for a
 * preview run, which has no synth to learn, or a digest with no recipient.
 */
function withFeedbackLinks(
  run: DigestRun,
  recipient: string,
  articles: DigestInput['articles'],
  ids: string[],
  app: { publicUrl: string; appSecret: string },
): DigestInput['articles'] {
  if (!run.synth || !recipient) return articles;
  const expiresAt = feedbackLinkExpiry(digestDateOf(run));
  const urlFor = (articleId: string, liked: boolean) =>
    feedbackUrl({ runId: run.id, articleId, liked, expiresAt, recipient }, app);
  return articles.map((a, i) => ({ ...a, feedbackUrls: { more: urlFor(ids[i], true), less: urlFor(ids[i], false) } }));
}

/** The run's page in Synth, where a clipped digest's remaining items are. */
export function runPageUrl(run: Pick<SynthRun, 'id'>, app: { publicUrl: string }): string {
  return `${app.publicUrl.replace(/\/+$/, '')}/runs/${encodeURIComponent(run.id)}`;
}

export function unsubscribeUrlFor(
  run: DigestRun,
  recipient: string,
  app: { publicUrl: string; appSecret: string },
): string {
  const token = signUnsubscribeToken({ userId: run.user.id, email: recipient }, app.appSecret);
  return `${app.publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** When the run's digest was made: the date it carries and its links' clock start. */
export const digestDateOf = (run: Pick<SynthRun, 'scheduledFor' | 'startedAt'>) =>
  run.scheduledFor ?? run.startedAt ?? new Date();

/** What the email and the web edition of the run's digest are composed from, for `recipient` ('' for no one). */
export function runDigestInput(
  run: DigestRun,
  recipient: string,
  app: { publicUrl: string; appSecret: string },
  opts: { autoPublish?: DigestInput['autoPublish']; forSubscriber?: boolean } = {},
): DigestInput {
  const out = outputOf(run);
  const ids = (out.articles ?? []).filter((a) => a.summary).map((a) => a.id);
  // A subscriber's feedback would teach a synth that is not theirs, and why the owner's topics kept
  // a story is the owner's business.
  const articles = opts.forSubscriber
    ? digestArticlesOf(run).map((a) => ({ ...a, because: undefined, likedTitles: undefined }))
    : withFeedbackLinks(run, recipient, digestArticlesOf(run), ids, app);
  const madeAt = digestDateOf(run);
  return {
    synthName: run.config.name,
    runDate: madeAt,
    timezone: run.config.userTimezone,
    articles,
    posts: (out.posts ?? []).map((p) => ({ contentType: p.contentType, templateId: p.templateId, text: p.text })),
    examples: out.examples ?? [],
    nothingNew: articles.length === 0,
    appUrl: app.publicUrl,
    unsubscribeUrl: unsubscribeUrlFor(run, recipient, app),
    runUrl: runPageUrl(run, app),
    language: run.config.digestLanguage,
    autoPublish: opts.autoPublish,
    webUrl: webEditionUrl({ id: run.id, userId: run.user.id, madeAt }, app),
    forSubscriber: opts.forSubscriber,
  };
}

/** The run's digest for `recipient`, composed from what the run wrote (posts as written, not as edited later). */
export function composeRunDigest(
  run: DigestRun,
  recipient: string,
  app: { publicUrl: string; appSecret: string },
  autoPublish?: DigestInput['autoPublish'],
  opts: { forSubscriber?: boolean } = {},
): ComposedDigest & { unsubscribeUrl: string } {
  const input = runDigestInput(run, recipient, app, { autoPublish, forSubscriber: opts.forSubscriber });
  return { ...composeDigest(input), unsubscribeUrl: input.unsubscribeUrl };
}
