// Posting a message to a channel's webhook address. Every address is a stranger's, so every post
// goes through the guarded fetcher (no private addresses, no redirects, bounded time and size), and
// production posts only to https addresses: the address is the channel's credential.
import { guardedFetch, type GuardedFetchOptions } from '../feeds/guarded-fetch';
import { isFeedFetchError } from '../feeds/feed-errors';
import { MAX_URL_CHARS } from '../lib/input-limits';
import { parseHttpUrl } from '../lib/http-url';
import { CHANNEL_KIND_LABELS, type ChannelKind } from './channel-kinds';
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookSignature } from './webhook-signature';

/** How a server reaches channels: production's rules, or a developer's stand-ins on loopback. */
export interface ChannelPostSettings {
  allowPrivateNetworks: boolean;
  requireHttps: boolean;
  /** Test hooks of the guarded fetcher. */
  lookup?: GuardedFetchOptions['lookup'];
  treatAsPublic?: GuardedFetchOptions['treatAsPublic'];
}

/** A post the channel did not take, with the sentence the owner reads and whether a later try may pass. */
export class ChannelPostError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ChannelPostError';
  }
}

/** Why a typed webhook address cannot be used (one sentence), or the address. */
export function checkChannelUrl(raw: string, kind: ChannelKind, requireHttps: boolean): URL | string {
  const label = CHANNEL_KIND_LABELS[kind];
  if (raw.length > MAX_URL_CHARS) return `The ${label} webhook address must be at most ${MAX_URL_CHARS} characters.`;
  const url = parseHttpUrl(raw);
  if (!url) return `The ${label} webhook address must be a web address starting with https://.`;
  if (requireHttps && url.protocol !== 'https:')
    return `The ${label} webhook address must start with https://, so the messages cannot be read on the way.`;
  if (url.username || url.password) return `The ${label} webhook address must not contain a user name or password.`;
  return url;
}

const TIMEOUTS = { connectTimeoutMs: 5_000, totalTimeoutMs: 15_000, maxBytes: 64 * 1024, maxRedirects: 0 };

function refusal(kind: ChannelKind, status: number): ChannelPostError {
  const label = CHANNEL_KIND_LABELS[kind];
  if (status === 429) return new ChannelPostError(`${label} asked us to slow down (HTTP 429).`, true);
  if (status >= 500) return new ChannelPostError(`${label} had a problem on its side (HTTP ${status}).`, true);
  if (status === 404 || status === 410)
    return new ChannelPostError(
      `${label} does not know this webhook address (HTTP ${status}): it may have been deleted.`,
      false,
    );
  if (status === 401 || status === 403)
    return new ChannelPostError(
      `${label} refused the message (HTTP ${status}): the webhook is not allowed to post.`,
      false,
    );
  if (status >= 300 && status < 400)
    return new ChannelPostError(
      `The webhook address redirects elsewhere (HTTP ${status}); give the final address.`,
      false,
    );
  return new ChannelPostError(`${label} refused the message (HTTP ${status}).`, false);
}

/**
 * Posts one JSON message; resolves when the channel answered 2xx, throws a ChannelPostError
 * otherwise. The idempotency key is the same on every attempt at one delivery, and a generic
 * webhook's body is signed with its secret.
 */
export async function postToChannel(
  target: { kind: ChannelKind; url: string; secret?: string | null },
  message: unknown,
  idempotencyKey: string,
  settings: ChannelPostSettings,
  now = new Date(),
): Promise<void> {
  const checked = checkChannelUrl(target.url, target.kind, settings.requireHttps);
  if (typeof checked === 'string') throw new ChannelPostError(checked, false);
  const body = JSON.stringify(message);
  const headers: Record<string, string> = { [IDEMPOTENCY_HEADER]: idempotencyKey };
  if (target.kind === 'webhook' && target.secret) {
    const timestamp = Math.floor(now.getTime() / 1000);
    headers[TIMESTAMP_HEADER] = String(timestamp);
    headers[SIGNATURE_HEADER] = webhookSignature(target.secret, timestamp, body);
  }
  try {
    await guardedFetch(checked.href, {
      ...TIMEOUTS,
      allowPrivateNetworks: settings.allowPrivateNetworks,
      lookup: settings.lookup,
      treatAsPublic: settings.treatAsPublic,
      userAgent: 'SynthDelivery/1.0 (+https://synth.app)',
      headers,
      post: { contentType: 'application/json; charset=utf-8', body },
    });
  } catch (err) {
    if (!isFeedFetchError(err)) throw err;
    if (err.httpStatus) throw refusal(target.kind, err.httpStatus);
    const label = CHANNEL_KIND_LABELS[target.kind];
    if (err.reason === 'blocked-address')
      throw new ChannelPostError(
        `The ${label} webhook address points into a private network, which Synth does not post to.`,
        false,
      );
    if (err.reason === 'timeout') throw new ChannelPostError(`${label} did not answer in time.`, true);
    if (err.reason === 'dns')
      throw new ChannelPostError(`The ${label} webhook address's server could not be found.`, err.retryable);
    throw new ChannelPostError(`We could not reach ${label} at the webhook address.`, err.retryable);
  }
}

/** The post rules of a server's settings: production posts only to public https addresses. */
export function channelPostSettings(config: {
  isProduction: boolean;
  feeds: { allowPrivateNetworks: boolean };
}): ChannelPostSettings {
  return { allowPrivateNetworks: config.feeds.allowPrivateNetworks, requireHttps: config.isProduction };
}
