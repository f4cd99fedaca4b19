// At most two requests at once to any one host, per worker process: several workers may each keep
// two, which is still polite for a news site, and no shared lock is needed.
import pLimit from 'p-limit';

type LimitFunction = ReturnType<typeof pLimit>;

export const REQUESTS_PER_HOST = 2;

const limits = new Map<string, LimitFunction>();

/** Runs `task` when fewer than REQUESTS_PER_HOST tasks of the same host are running. */
export function withHostLimit<T>(url: string, task: () => Promise<T>): Promise<T> {
  const host = new URL(url).host.toLowerCase();
  let limit = limits.get(host);
  if (!limit) {
    limit = pLimit(REQUESTS_PER_HOST);
    limits.set(host, limit);
  }
  return limit(async () => {
    try {
      return await task();
    } finally {
      // An idle host's limiter is dropped so the map never grows with every site ever read.
      if (limit.activeCount <= 1 && limit.pendingCount === 0) limits.delete(host);
    }
  });
}
