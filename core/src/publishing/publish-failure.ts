// Why a publish did not happen, as a sentence the person reads on the run page. `retryAfterMs`
// marks the failures worth trying again (rate limits, outages); the rest are final.
import { publishingPlatform, type PublishingPlatformId } from './platforms';

export type PublishFailureKind = 'reconnect' | 'duplicate' | 'tooLong' | 'rateLimited' | 'unavailable' | 'refused';

export class PublishFailure extends Error {
  constructor(
    readonly kind: PublishFailureKind,
    message: string,
    readonly detail = '',
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'PublishFailure';
  }

  get retryable(): boolean {
    return this.retryAfterMs !== null;
  }
}

export function reconnectFailure(platform: PublishingPlatformId, detail = ''): PublishFailure {
  const p = publishingPlatform(platform);
  return new PublishFailure(
    'reconnect',
    `${p.reconnectLabel}: your ${p.label} connection has expired or was revoked, so nothing was posted.`,
    detail,
  );
}

export function duplicateFailure(platform: PublishingPlatformId, detail = ''): PublishFailure {
  const p = publishingPlatform(platform);
  return new PublishFailure(
    'duplicate',
    `${p.label} refused this post as a duplicate: the same text is already on your ${p.label} account.`,
    detail,
  );
}

export function rateLimitedFailure(platform: PublishingPlatformId, retryAfterMs: number, detail = ''): PublishFailure {
  const p = publishingPlatform(platform);
  return new PublishFailure(
    'rateLimited',
    `${p.label} asked Synth to slow down; the post will be tried again shortly.`,
    detail,
    retryAfterMs,
  );
}

export function unavailableFailure(platform: PublishingPlatformId, detail = ''): PublishFailure {
  const p = publishingPlatform(platform);
  return new PublishFailure(
    'unavailable',
    `${p.label} could not be reached; the post will be tried again shortly.`,
    detail,
    5_000,
  );
}

export function refusedFailure(platform: PublishingPlatformId, detail = ''): PublishFailure {
  const p = publishingPlatform(platform);
  return new PublishFailure('refused', `${p.label} refused the post, so nothing was published.`, detail);
}
