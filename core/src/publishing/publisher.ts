// Sends one publication to its platform so that it is posted once, however often this runs:
// each part's intent is recorded before it is sent and its id after, so a run that stopped
// between the two (a killed worker, a lost answer) first finds what the platform already holds.
// The platform's client does the sending (platforms/<platform>.client.ts); this keeps the records.
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConnectedAccount } from './connected-account.entity';
import type { ConnectedAccounts } from './connected-accounts.service';
import { mayBeLive, Publication } from './publication.entity';
import { PublishFailure, reconnectFailure } from './publish-failure';
import type { AccountRef, PlatformClient, PublishDocument, PublishJob } from './platforms/platform-client';
import { outputOf } from '../runs/run-output';
import { SynthRun } from '../runs/synth-run.entity';
import { Carousel } from '../carousel/carousel.entity';

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
): Promise<Publication> {
  const pub = await claimForPublishing(em, publicationId);
  if (pub.status !== 'publishing') return pub;
  const client = accounts.clients.get(pub.platform);
  // A carousel's words were fixed with it; a run post's are taken as saved now.
  if (!mayBeLive(pub) && !pub.carousel) await takeSavedText(em, pub, client);
  const account = await em.findOne(ConnectedAccount, { user: pub.user, platform: pub.platform });
  if (!account) throw reconnectFailure(pub.platform, 'no connected account');
  try {
    const job = jobFor(em, client, pub, account);
    await withAccessToken(accounts, client, account, (token) => client.publish(token, job));
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
    url: liveUrl(client, pub, account),
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
  return em.findOneOrFail(Publication, publicationId, { refresh: true, populate: ['carousel'] });
}

/** The post as saved now, as the platform takes it; a saved text the platform would refuse stops the publish. */
async function takeSavedText(em: EntityManager, pub: Publication, client: PlatformClient): Promise<void> {
  const run = await em.findOneOrFail(SynthRun, pub.run.id);
  const post = outputOf(run).posts?.[pub.postIndex];
  if (!post) throw new PublishFailure('refused', 'The post was not found in its run, so nothing was published.');
  const preview = client.compose(post.editedText ?? post.text, { linkAsFirstComment: pub.linkAsFirstComment });
  if (preview.problem) throw new PublishFailure('tooLong', `${preview.problem} Nothing was published.`);
  Object.assign(pub, { parts: preview.parts, firstComment: preview.firstComment, costUsd: preview.costUsd });
  await em.flush();
}

/** The address of the post's first part, once it is live. */
function liveUrl(client: PlatformClient, pub: Publication, account: ConnectedAccount): string | null {
  return pub.postedIds.length
    ? client.platform.postUrl(pub.postedIds[0], account.handle ?? null, account.instance ?? null)
    : null;
}

/** The publication's records as the platform's client keeps them while it sends. */
function jobFor(em: EntityManager, client: PlatformClient, pub: Publication, account: ConnectedAccount): PublishJob {
  return {
    key: pub.key,
    account: accountRefOf(account),
    get parts() {
      return pub.parts;
    },
    get postedIds() {
      return pub.postedIds;
    },
    get firstComment() {
      return pub.firstComment ?? null;
    },
    get commentPosted() {
      return pub.commentPosted;
    },
    document: documentFor(em, pub),
    async markSending(index) {
      const resumed = pub.sendingPart === index;
      pub.sendingPart = index;
      await em.flush();
      return resumed;
    },
    async clearIntent() {
      pub.sendingPart = null;
      await em.flush();
    },
    // The first part's address is kept at once, so a publish that stops later still links to what is live.
    async markPosted(id) {
      pub.postedIds = [...pub.postedIds, id];
      pub.sendingPart = null;
      pub.url ??= liveUrl(client, pub, account);
      await em.flush();
    },
    async markCommentPosted() {
      pub.commentPosted = true;
      pub.sendingPart = null;
      await em.flush();
    },
  };
}

/** The publication's carousel as the platform uploads it: its PDF read only when it is sent. */
function documentFor(em: EntityManager, pub: Publication): PublishDocument | undefined {
  const carousel = pub.carousel;
  if (!carousel) return undefined;
  return {
    get title() {
      return carousel.getEntity().title;
    },
    get uploadedId() {
      return pub.documentId ?? null;
    },
    async bytes() {
      return (await em.findOneOrFail(Carousel, carousel.id, { populate: ['pdf'] })).pdf;
    },
    async markUploaded(id) {
      pub.documentId = id;
      await em.flush();
    },
  };
}

/** The connected account as a platform's client acts for it. */
export const accountRefOf = (account: ConnectedAccount): AccountRef => ({
  externalId: account.externalId,
  handle: account.handle ?? null,
  instance: account.instance ?? null,
});

/**
 * Calls the platform with the account's access token. A platform may refuse a token before its
 * stated end (revoked, rotated elsewhere): where tokens refresh, the refresh token gets one chance
 * to replace it, and only a refused refresh asks the person to reconnect. Calling again is safe:
 * what the platform refused did not happen, and posted parts are recorded.
 */
export async function withAccessToken<T>(
  accounts: ConnectedAccounts,
  client: PlatformClient,
  account: ConnectedAccount,
  call: (token: string) => Promise<T>,
): Promise<T> {
  const token = await accounts.accessToken(account);
  try {
    return await call(token);
  } catch (err) {
    if (!(err instanceof PublishFailure && err.kind === 'reconnect') || !client.refresh) throw err;
    return call(await accounts.refreshAccessToken(account, err.detail));
  }
}
