// Sends one publication to its platform so that it is posted once, however often this runs:
// each part's intent is recorded before it is sent and its id after, so a run that stopped
// between the two (a killed worker, a lost answer) first finds what the platform already holds.
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConnectedAccount } from './connected-account.entity';
import type { ConnectedAccounts } from './connected-accounts.service';
import { DuplicatePost } from './clients/linkedin.client';
import { Publication } from './publication.entity';
import { duplicateFailure, PublishFailure, reconnectFailure } from './publish-failure';
import { publishingPlatform } from './platforms';

export async function publishPublication(
  em: EntityManager,
  accounts: ConnectedAccounts,
  publicationId: string,
): Promise<Publication> {
  const pub = await em.findOneOrFail(Publication, publicationId);
  if (pub.status === 'published' || pub.status === 'canceled') return pub;
  const account = await em.findOne(ConnectedAccount, { user: pub.user, platform: pub.platform });
  if (!account) throw reconnectFailure(pub.platform, 'no connected account');
  try {
    const token = await accounts.accessToken(account);
    if (pub.status !== 'publishing') {
      pub.status = 'publishing';
      await em.flush();
    }
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
    url: publishingPlatform(pub.platform).postUrl(pub.postedIds[0], account.handle ?? null),
    error: null,
  });
  await em.flush();
  return pub;
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

async function markPosted(em: EntityManager, pub: Publication, id: string): Promise<void> {
  pub.postedIds = [...pub.postedIds, id];
  pub.sendingPart = null;
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
    await markPosted(em, pub, id);
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
    await markPosted(em, pub, id);
  }
}
