// One request to a platform's API, with the answers every platform shares turned into plain
// failures: unreachable or 5xx (try later), 429 (try after the reset), 401 (reconnect).
import { PublishFailure, rateLimitedFailure, reconnectFailure, unavailableFailure } from '../publish-failure';
import type { PublishingPlatformId } from './index';

const TIMEOUT_MS = 20_000;

/** How long the platform asked us to wait: Retry-After seconds, or its reset time in epoch seconds. */
function retryAfterMs(res: Response): number {
  const after = Number(res.headers.get('retry-after'));
  if (Number.isFinite(after) && after > 0) return after * 1000;
  // X names its reset x-rate-limit-reset, Bluesky ratelimit-reset, both in epoch seconds; Mastodon's
  // x-ratelimit-reset is a date.
  const header = res.headers.get('x-rate-limit-reset') ?? res.headers.get('ratelimit-reset');
  const reset = Number(header);
  if (Number.isFinite(reset) && reset > 0) return Math.max(1000, reset * 1000 - Date.now());
  const resetAt = Date.parse(res.headers.get('x-ratelimit-reset') ?? '');
  if (Number.isFinite(resetAt)) return Math.max(1000, resetAt - Date.now());
  return 60_000;
}

/** `send` is the fetch to use: a server the person named goes through instance-fetch.ts. */
export async function platformFetch(
  platform: PublishingPlatformId,
  url: string,
  init: RequestInit,
  send: typeof fetch = fetch,
): Promise<Response> {
  let res: Response;
  try {
    res = await send(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    if (err instanceof PublishFailure) throw err;
    throw unavailableFailure(platform, String((err as Error)?.message ?? err));
  }
  if (res.status === 429) throw rateLimitedFailure(platform, retryAfterMs(res), await detailOf(res));
  if (res.status >= 500) throw unavailableFailure(platform, await detailOf(res));
  if (res.status === 401) throw reconnectFailure(platform, await detailOf(res));
  return res;
}

/** What the platform said, for the worker's log only (it may carry ids or request text). */
export async function detailOf(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  return `HTTP ${res.status} ${text.slice(0, 500)}`;
}

export async function jsonOf<T>(platform: PublishingPlatformId, res: Response): Promise<T> {
  try {
    return (await res.json()) as T;
  } catch {
    throw new PublishFailure(
      'unavailable',
      'The platform sent an answer Synth could not read; the post will be tried again shortly.',
      `HTTP ${res.status} from ${platform}`,
      5_000,
    );
  }
}

export const form = (fields: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined)).toString();

export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

export interface Member {
  externalId: string;
  displayName: string;
  handle: string | null;
}

/** A token answer of either platform; `expires_in` is seconds. */
export function tokenSetOf(
  body: { access_token?: string; refresh_token?: string; expires_in?: number },
  now = Date.now(),
): TokenSet {
  if (!body.access_token) throw new Error('The platform answered without an access token.');
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token ?? null,
    expiresAt: typeof body.expires_in === 'number' ? new Date(now + body.expires_in * 1000) : null,
  };
}

/** A platform refused a post as one it already holds; LinkedIn names that post, X does not. */
export class DuplicatePost extends Error {
  constructor(readonly existingId: string | null) {
    super('duplicate');
  }
}
