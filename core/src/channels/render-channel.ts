// One digest in the shape each kind of channel is posted.
import type { ChannelDigest } from './channel-digest';
import type { ChannelKind } from './channel-kinds';
import { renderDiscord } from './render-discord';
import { renderSlack } from './render-slack';
import { renderTeams } from './render-teams';
import { renderWebhook } from './render-webhook';

/** The JSON body posted to a channel; none for a feed, which is read, not posted to. */
export function renderForChannel(
  kind: ChannelKind,
  digest: ChannelDigest,
  meta: { id: string; sentAt: Date },
): unknown {
  switch (kind) {
    case 'slack':
      return renderSlack(digest);
    case 'teams':
      return renderTeams(digest);
    case 'discord':
      return renderDiscord(digest);
    case 'webhook':
      return renderWebhook(digest, meta);
    case 'feed':
      return null;
  }
}
