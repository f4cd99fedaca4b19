// Adding and removing a synth's delivery channels. A channel a third party owns is checked by a
// test message before it is saved, like an email recipient confirms: an address that does not take
// the test message is never stored, and the owner reads why.
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError, UpgradeRequiredError, ValidationError } from '../lib/errors';
import { deliveryChannelLimitMessage, maxDeliveryChannelsFor } from '../plans/plans';
import type { TokenKeyring } from '../publishing/token-cipher';
import { Synth } from '../synths/synth.entity';
import { User } from '../users/user.entity';
import { testChannelDigest } from './channel-digest';
import { CHANNEL_KIND_LABELS, CHANNEL_NAME_MAX, isChannelKind, isPostedKind } from './channel-kinds';
import { ChannelPostError, checkChannelUrl, postToChannel, type ChannelPostSettings } from './channel-post';
import { channelUrlHint, sealChannelValue } from './channel-secrets';
import { DeliveryChannel } from './delivery-channel.entity';
import { renderForChannel } from './render-channel';
import { newWebhookSecret } from './webhook-signature';

export interface NewChannel {
  userId: string;
  planStatus: string;
  synthId: string;
  kind: string;
  name: string;
  url?: string | null;
}

export interface ChannelDeps {
  keyring: TokenKeyring;
  post: ChannelPostSettings;
  now?: () => Date;
}

/** A synth's channels, oldest first; only the owner's. */
export function channelsOf(em: EntityManager, userId: string, synthId: string): Promise<DeliveryChannel[]> {
  return em.find(DeliveryChannel, { synth: synthId, user: userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
}

function fieldError(field: string, message: string): ValidationError {
  return new ValidationError([{ field, message }], message);
}

/**
 * Sends the new channel its test message and saves it when the channel took it. Answers the
 * channel and, for a generic webhook, its signing secret: shown to the owner once, never again.
 */
export async function addDeliveryChannel(
  em: EntityManager,
  input: NewChannel,
  deps: ChannelDeps,
): Promise<{ channel: DeliveryChannel; secret: string | null }> {
  if (input.kind.length > 16 || !isChannelKind(input.kind))
    throw fieldError('kind', 'Choose Slack, Microsoft Teams, Discord, a webhook or a private feed.');
  const kind = input.kind;
  const name = input.name.trim() || CHANNEL_KIND_LABELS[kind];
  if (name.length > CHANNEL_NAME_MAX)
    throw fieldError('name', `A channel's name must be at most ${CHANNEL_NAME_MAX} characters.`);
  const synth = await em.findOne(Synth, { id: input.synthId, user: input.userId });
  if (!synth) throw new NotFoundError('Synth not found');
  const max = maxDeliveryChannelsFor(input.planStatus);
  const count = await em.count(DeliveryChannel, { synth: synth.id, user: input.userId });
  if (count >= max) {
    const message = deliveryChannelLimitMessage(input.planStatus);
    throw max === 0 ? new UpgradeRequiredError(message) : new ConflictError(message);
  }
  // Built, not persisted: nothing is stored until the test message has gone through.
  const channel = Object.assign(new DeliveryChannel(), {
    synth: em.getReference(Synth, synth.id, { wrapped: true }),
    user: em.getReference(User, input.userId, { wrapped: true }),
    kind,
    name,
  });
  const owner = { id: channel.id, userId: input.userId };
  let secret: string | null = null;
  if (isPostedKind(kind)) {
    const raw = (input.url ?? '').trim();
    const url = checkChannelUrl(raw, kind, deps.post.requireHttps);
    if (typeof url === 'string') throw fieldError('url', url);
    secret = kind === 'webhook' ? newWebhookSecret() : null;
    const now = deps.now?.() ?? new Date();
    const message = renderForChannel(kind, testChannelDigest(synth.name, now), {
      id: `test:${channel.id}`,
      sentAt: now,
    });
    try {
      await postToChannel({ kind, url: url.href, secret }, message, `test:${channel.id}`, deps.post, now);
    } catch (err) {
      if (!(err instanceof ChannelPostError)) throw err;
      throw fieldError(
        'url',
        `The test message did not reach ${CHANNEL_KIND_LABELS[kind]}, so the channel was not saved: ${err.message}`,
      );
    }
    channel.sealedUrl = sealChannelValue(url.href, deps.keyring, owner, 'url');
    channel.hint = channelUrlHint(url);
    if (secret) channel.sealedSecret = sealChannelValue(secret, deps.keyring, owner, 'secret');
  }
  await em.persist(channel).flush();
  return { channel, secret };
}

/** Removes one of the owner's channels; another person's is not found. */
export async function removeDeliveryChannel(em: EntityManager, userId: string, channelId: string): Promise<void> {
  const removed = await em.nativeDelete(DeliveryChannel, { id: channelId, user: userId });
  if (!removed) throw new NotFoundError('Channel not found');
}
