// Sends one publication to its platform so that it is posted once, however often this runs:
// each part's intent is recorded before it is sent and its id after, so a run that stopped
// between the two (a killed worker, a lost answer) first finds what the platform already holds.
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConnectedAccount } from './connected-account.entity';
import type { ConnectedAccounts } from './connected-accounts.service';
import { DuplicatePost } from './clients/linkedin.client';
import { mayBeLive, Publication } from './publication.entity';
import { duplicateFailure, PublishFailure, reconnectFailure } from './publish-failure';
import { publishingPlatform } from './platforms';
import { publishPreview } from './publish-preview';
import type { XPrices } from './x-prices';
import { outputOf } from '../runs/run-output';
import { SynthRun } from '../runs/synth-run.entity';

/**
 * Publishes the publication, or resumes it where an earlier attempt stopped. A waiting automatic
 * publish is claimed first with a conditional update, so a cancel that committed first always wins;
 * then, while nothing of it is live, its parts are taken from the post's saved text at this moment,
 * so an edit saved while it waited is what goes out.
 */
export async function publishPublication(
  em: EntityManager,
  accounts: ConnectedAccounts,
  publicationId: string,
  xPrices: XPrices,
): Promise<Publication> {
  const pub = await claimForPublishing(em, publicationId);
  if (pub.status !== 'publishing') return pub;
  if (!mayBeLive(pub)) await takeSavedText(em, pub, xPrices);
  const account = await em.findOne(ConnectedAccount, { user: pub.user, platform: pub.platform });
  if (!account) throw reconnectFailure(pub.platform, 'no connected account');
  try {
    const token = await accounts.accessToken(account);
    if (pub.platform === 'linkedin') await sendToLinkedIn(em, accounts, pub, account, token);
    else await sendToXRefreshingOnce(em, accounts, pub, account, token);
  } catch (err) {
    // The platform no longer takes this token: the connection says so until the person reconnects.
    if (
      err instanceof PublishFailure &&
      err.kind === 'reconnect' &&
      (!account.expiresAt || account.expiresAt > new Date())
    ) {
      account.expiresAt = new Date();
      await em.flush();
    }
    throw err;
  }
  Object.assign(pub, {
    status: 'published',
    publishedAt: new Date(),
    url: liveUrl(pub, account),
    error: null,
  });
  await em.flush();
  return pub;
}

/**
 * The publication as this attempt may work on it: a scheduled one becomes 'publishing' only while it
 * is still scheduled. Anything else (published, cancelled, or failed and not asked again) is
 * answered as it stands and nothing is sent.
 */
async function claimForPublishing(em: EntityManager, publicationId: string): Promise<Publication> {
  await em.nativeUpdate(Publication, { id: publicationId, status: 'scheduled' }, { status: 'publishing' });
  return em.findOneOrFail(Publication, publicationId, { refresh: true });
}

/** The post as saved now, as the platform takes it; a saved text the platform would refuse stops the publish. */
async function takeSavedText(em: EntityManager, pub: Publication, xPrices: XPrices): Promise<void> {
  const run = await em.findOneOrFail(SynthRun, pub.run.id);
  const post = outputOf(run).posts?.[pub.postIndex];
  if (!post) throw new PublishFailure('refused', 'The post was not found in its run, so nothing was published.');
  const preview = publishPreview(pub.platform, post.editedText ?? post.text, {
    linkAsFirstComment: pub.linkAsFirstComment,
    xPrices,
  });
  if (preview.problem) throw new PublishFailure('tooLong', `${preview.problem} Nothing was published.`);
  Object.assign(pub, { parts: preview.parts, firstComment: preview.firstComment, costUsd: preview.costUsd });
  await em.flush();
}

/** The address of the post's first part, once it is live. */
function liveUrl(pub: Publication, account: ConnectedAccount): string | null {
  return pub.postedIds.length
    ? publishingPlatform(pub.platform).postUrl(pub.postedIds[0], account.handle ?? null)
    : null;
}

/** Records that part `index` is about to be sent; answers whether an earlier attempt had already begun sending it. */
async function markSending(em: EntityManager, pub: Publication, index: number): Promise<boolean> {
  const resumed = pub.sendingPart === index;
  pub.sendingPart = index;
  await em.flush();
  return resumed;
}

async function clearIntent(em: EntityManager, pub: Publication): Promise<void> {
  pub.sendingPart = null;
  await em.flush();
}

/** Records a part as live; the first part's address is kept at once, so a publish that stops later still links to what is live. */
async function markPosted(em: EntityManager, pub: Publication, account: ConnectedAccount, id: string): Promise<void> {
  pub.postedIds = [...pub.postedIds, id];
  pub.sendingPart = null;
  pub.url ??= liveUrl(pub, account);
  await em.flush();
}

async function sendToLinkedIn(
  em: EntityManager,
  accounts: ConnectedAccounts,
  pub: Publication,
  account: ConnectedAccount,
  token: string,
) {
  const client = accounts.clients.linkedin;
  if (!pub.postedIds.length) {
    const resumed = await markSending(em, pub, 0);
    let id: string;
    try {
      id = await client.createPost(token, account.externalId, pub.parts[0]);
    } catch (err) {
      // LinkedIn names the post it already holds: after an attempt that may have sent ours, that is ours.
      if (!(err instanceof DuplicatePost)) throw err;
      if (!resumed || !err.existingId) throw duplicateFailure('linkedin', 'duplicate post');
      id = err.existingId;
    }
    await markPosted(em, pub, account, id);
  }
  if (pub.firstComment && !pub.commentPosted) {
    // The comment is the part after the post: its intent is recorded like the post's.
    const resumed = await markSending(em, pub, pub.parts.length);
    const postId = pub.postedIds[0];
    // When LinkedIn will not show the comments, an earlier attempt may have posted it: a missing
    // link is better than the same comment twice.
    const lookup = resumed
      ? await client.findOwnComment(token, account.externalId, postId, pub.firstComment)
      : 'absent';
    if (lookup === 'absent') {
      try {
        await client.createComment(token, account.externalId, postId, pub.firstComment);
      } catch (err) {
        // LinkedIn answered with a refusal (a rate limit, an expired token), so nothing was posted
        // and the next attempt need not look; only a lost answer leaves the intent standing.
        if (err instanceof PublishFailure && err.kind !== 'unavailable') await clearIntent(em, pub);
        throw err;
      }
    }
    pub.commentPosted = true;
    pub.sendingPart = null;
    await em.flush();
  }
}

/**
 * X may refuse an access token before its stated end (revoked, rotated elsewhere): the refresh
 * token gets one chance to replace it, and only a refused refresh asks the person to reconnect.
 * Sending again is safe: the tweet X refused was not posted, and posted ones are recorded.
 */
async function sendToXRefreshingOnce(
  em: EntityManager,
  accounts: ConnectedAccounts,
  pub: Publication,
  account: ConnectedAccount,
  token: string,
) {
  try {
    await sendToX(em, accounts, pub, account, token);
  } catch (err) {
    if (!(err instanceof PublishFailure && err.kind === 'reconnect')) throw err;
    const fresh = await accounts.refreshAccessToken(account, err.detail);
    await sendToX(em, accounts, pub, account, fresh);
  }
}

async function sendToX(
  em: EntityManager,
  accounts: ConnectedAccounts,
  pub: Publication,
  account: ConnectedAccount,
  token: string,
) {
  const client = accounts.clients.x;
  for (let i = pub.postedIds.length; i < pub.parts.length; i++) {
    const resumed = await markSending(em, pub, i);
    let id: string | null = null;
    // X does not say which tweet a duplicate matches: look at the account's own latest tweets.
    if (resumed)
      id = (await client.recentTweets(token, account.externalId)).find((t) => t.text === pub.parts[i])?.id ?? null;
    if (!id) {
      try {
        id = await client.createTweet(token, pub.parts[i], i ? pub.postedIds[i - 1] : null);
      } catch (err) {
        if (err instanceof DuplicatePost) throw duplicateFailure('x', 'duplicate tweet');
        throw err;
      }
    }
    await markPosted(em, pub, account, id);
  }
}
