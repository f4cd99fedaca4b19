// A synth's private Atom feed: the digests of its archive for the owner's own feed reader, at an
// address whose signed token names the channel. Nobody guesses it; deleting the channel ends it.
// The feed is the public archive's Atom rendering, each entry linking to the digest's private web
// edition.
import type { EntityManager } from '@mikro-orm/postgresql';
import { archiveIssues } from '../editions/archive-issues';
import { atomFeed } from '../editions/atom-feed';
import { editionViewOf } from '../editions/web-edition-page';
import { digestDateOf } from '../email/run-digest';
import { webEditionUrl } from '../email/web-edition-link';
import { signToken, verifyToken } from '../lib/signed-token';
import { isUuid } from '../lib/uuid';
import { DeliveryChannel } from './delivery-channel.entity';

/** Where private feeds are served; the signed token follows. */
export const PRIVATE_FEED_PATH = '/feeds';
const PURPOSE = 'private-feed';

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** The feed's address for its reader. */
export function privateFeedUrl(channel: { id: string; userId: string }, app: { publicUrl: string; appSecret: string }) {
  const token = signToken(PURPOSE, { c: channel.id, u: channel.userId }, app.appSecret);
  return `${base(app.publicUrl)}${PRIVATE_FEED_PATH}/${token}`;
}

/** The feed behind a token; null for a token not ours, or a channel that is gone. */
export async function privateFeed(
  em: EntityManager,
  token: string,
  app: { publicUrl: string; appSecret: string },
): Promise<string | null> {
  const claims = verifyToken(PURPOSE, token, app.appSecret);
  const channelId = claims?.c;
  const userId = claims?.u;
  if (typeof channelId !== 'string' || typeof userId !== 'string' || !isUuid(channelId) || !isUuid(userId)) return null;
  const channel = await em.findOne(
    DeliveryChannel,
    { id: channelId, user: userId, kind: 'feed' },
    { populate: ['synth'] },
  );
  if (!channel) return null;
  const synth = channel.synth.getEntity();
  const runs = await archiveIssues(em, { synthId: synth.id, userId });
  const selfUrl = privateFeedUrl({ id: channel.id, userId }, app);
  return atomFeed({
    name: synth.name,
    language: synth.digestLanguage,
    archiveUrl: selfUrl,
    feedUrl: selfUrl,
    updatedAt: channel.createdAt,
    entries: runs.map((run) => ({
      runId: run.id,
      url: webEditionUrl({ id: run.id, userId, madeAt: digestDateOf(run) }, app),
      date: digestDateOf(run),
      view: editionViewOf(run, app, { public: false }),
    })),
  });
}
