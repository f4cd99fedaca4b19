// A run's digest delivered to each of its synth's channels exactly once. Each delivery has a row
// claimed before the post (the email's delivery table, kind "channel"), keyed by the channel and
// the run's slot, so a retried step or a restarted worker finds it sent and posts nothing again.
// While a post is waited on, its claim is renewed; an attempt that finds a live claim waits for it
// to end. The post carries the same idempotency key on every attempt. As with email, the one
// window left is a worker dying between the channel's 2xx and the 'sent' write: its retry posts
// again (a receiver that honours the key keeps one), since a lost digest is worse than a repeat.
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  claimDelivery,
  DELIVERY_CLAIM_RENEW_MS,
  deliveryStatus,
  markDeliverySending,
  markDeliverySent,
  releaseDelivery,
  renewDeliveryClaim,
} from '../email/email-delivery.repository';
import { EmailDeliveryStatus } from '../email/email-delivery-status';
import type { TokenKeyring } from '../publishing/token-cipher';
import type { ChannelDigest } from './channel-digest';
import { CHANNEL_KIND_LABELS, isPostedKind } from './channel-kinds';
import type { ChannelOutcome } from './channel-outcome';
import { ChannelPostError, postToChannel, type ChannelPostSettings } from './channel-post';
import { openChannelValue } from './channel-secrets';
import type { DeliveryChannel } from './delivery-channel.entity';
import { renderForChannel } from './render-channel';

export interface ChannelDeliveryDeps {
  keyring: TokenKeyring;
  post: ChannelPostSettings;
  now?: () => Date;
  /** Test hook: pauses between tries (real time otherwise). */
  sleep?: (ms: number) => Promise<void>;
}

/** Tries of one post within one attempt of the run's step, and the pauses between them. */
const POST_PAUSES_MS = [1_000, 3_000];

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The delivery's key: one per channel and run slot (the email's key for the same run). */
export const channelDeliveryKey = (channelId: string, runKey: string) => `channel:${channelId}:${runKey}`;

async function postWithRetries(
  channel: DeliveryChannel,
  message: unknown,
  key: string,
  deps: ChannelDeliveryDeps,
): Promise<void> {
  const owner = { id: channel.id, userId: channel.user.id };
  const url = openChannelValue(channel.sealedUrl ?? '', deps.keyring, owner, 'url');
  const secret = channel.sealedSecret ? openChannelValue(channel.sealedSecret, deps.keyring, owner, 'secret') : null;
  const sleep = deps.sleep ?? realSleep;
  for (let attempt = 0; ; attempt++) {
    try {
      await postToChannel({ kind: channel.kind, url, secret }, message, key, deps.post, deps.now?.());
      return;
    } catch (err) {
      const pause = POST_PAUSES_MS[attempt];
      if (!(err instanceof ChannelPostError) || !err.retryable || pause === undefined) throw err;
      await sleep(pause);
    }
  }
}

/** Takes the delivery's claim, waiting out another attempt's live one; false when it was sent meanwhile. */
async function takeClaim(em: EntityManager, id: string, deps: ChannelDeliveryDeps): Promise<boolean> {
  const sleep = deps.sleep ?? realSleep;
  for (;;) {
    if (await markDeliverySending(em, id)) return true;
    if ((await deliveryStatus(em, id)) === EmailDeliveryStatus.sent) return false;
    await sleep(DELIVERY_CLAIM_RENEW_MS);
  }
}

async function deliverOne(
  em: EntityManager,
  channel: DeliveryChannel,
  digest: ChannelDigest,
  run: { id: string; key: string },
  deps: ChannelDeliveryDeps,
): Promise<ChannelOutcome> {
  const base = { channelId: channel.id, kind: channel.kind, name: channel.name };
  const key = channelDeliveryKey(channel.id, run.key);
  const label = `${CHANNEL_KIND_LABELS[channel.kind]}: ${channel.name}`;
  const claim = await claimDelivery(em, { deliveryKey: key, runId: run.id, recipient: label, kind: 'channel' });
  if (claim.status === EmailDeliveryStatus.sent) return { ...base, status: 'already-sent' };
  if (!(await takeClaim(em, claim.id, deps))) return { ...base, status: 'already-sent' };
  const message = renderForChannel(channel.kind, digest, { id: key, sentAt: deps.now?.() ?? new Date() });
  const renewal = setInterval(() => {
    renewDeliveryClaim(em.fork(), claim.id).catch((err: unknown) =>
      console.warn(`[worker] channel ${channel.id}: its claim could not be renewed: ${String(err)}`),
    );
  }, DELIVERY_CLAIM_RENEW_MS);
  try {
    await postWithRetries(channel, message, key, deps);
  } catch (err) {
    await releaseDelivery(em, claim.id);
    const reason = err instanceof ChannelPostError ? err.message : 'The channel could not be reached.';
    if (!(err instanceof ChannelPostError)) console.warn(`[worker] channel ${channel.id}: ${String(err)}`);
    return { ...base, status: 'failed', reason };
  } finally {
    clearInterval(renewal);
  }
  await markDeliverySent(em, claim.id, key);
  return { ...base, status: 'sent' };
}

/**
 * Posts the digest to every channel that is posted to, at once; one channel failing does not stop
 * the others. A private feed is read, not posted to, so it has no outcome here.
 */
export async function deliverToChannels(
  em: EntityManager,
  channels: DeliveryChannel[],
  digest: ChannelDigest,
  run: { id: string; key: string },
  deps: ChannelDeliveryDeps,
): Promise<ChannelOutcome[]> {
  const posted = channels.filter((c) => isPostedKind(c.kind) && c.sealedUrl);
  // Each delivery gets its own context, so their statements do not share one connection's turn.
  return Promise.all(posted.map((c) => deliverOne(em.fork(), c, digest, run, deps)));
}
