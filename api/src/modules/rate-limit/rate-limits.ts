// Counts rate-limited requests in PostgreSQL, so every API process shares one counter per caller.
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Knex } from '@mikro-orm/postgresql';
import { RateLimitedError, ServiceUnavailableError } from '@synth/core/lib';
import { ipBucket, refusalMessage, type RateLimitedAction, type RateLimitSettings } from '@synth/core/rate-limit';

/** Created by a migration (not by the library at start-up), so API instances never race to create it. */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** How long a caller is asked to wait when the counters cannot be read. */
export const STORE_OUTAGE_RETRY_SECONDS = 5;
export const STORE_OUTAGE_MESSAGE = `The service is busy right now. Try again in ${STORE_OUTAGE_RETRY_SECONDS} seconds.`;

/** Who is asking: the verified Firebase uid (null before sign-in) and the client's IP address. */
export interface Caller {
  uid: string | null;
  ip: string | null;
}

type Scope = 'user' | 'ip';

export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(knex: Knex, settings: RateLimitSettings) {
    let cleaner = true;
    for (const [action, limit] of Object.entries(settings.actions)) {
      for (const scope of ['user', 'ip'] as const) {
        const points = scope === 'user' ? limit.perUser : limit.perIp;
        if (points <= 0) continue;
        const keyPrefix = `${action}:${scope}`;
        this.limiters.set(
          keyPrefix,
          new RateLimiterPostgres({
            storeClient: knex,
            storeType: 'knex',
            tableName: RATE_LIMIT_TABLE,
            tableCreated: true,
            keyPrefix,
            points,
            duration: settings.windowSeconds,
            // All limiters share the table: one of them deleting expired rows is enough.
            clearExpiredByTimeout: cleaner,
          }),
        );
        cleaner = false;
      }
    }
  }

  /**
   * Counts one request of the caller against both their user and their address limits, and
   * throws RateLimitedError (429) when either is spent. Both counters move even on a refusal,
   * so a caller who keeps hammering keeps being refused. When the counters cannot be read the
   * request is refused with 503 and Retry-After: it was not counted, so it must not go ahead.
   */
  async take(action: RateLimitedAction, caller: Caller): Promise<void> {
    const keys: [Scope, string | null][] = [
      ['user', caller.uid],
      ['ip', caller.ip && ipBucket(caller.ip)],
    ];
    const attempts = keys.flatMap(([scope, key]) => {
      const limiter = this.limiters.get(`${action}:${scope}`);
      return limiter && key ? [limiter.consume(key)] : [];
    });
    let waitMs: number | null = null;
    for (const outcome of await Promise.allSettled(attempts)) {
      if (outcome.status === 'fulfilled') continue;
      if (!(outcome.reason instanceof RateLimiterRes)) {
        console.error(`[rate-limit] the ${action} counters could not be read`, outcome.reason);
        throw new ServiceUnavailableError(STORE_OUTAGE_MESSAGE, STORE_OUTAGE_RETRY_SECONDS);
      }
      waitMs = Math.max(waitMs ?? 0, outcome.reason.msBeforeNext);
    }
    if (waitMs === null) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new RateLimitedError(refusalMessage(action, retryAfterSeconds), retryAfterSeconds);
  }
}
