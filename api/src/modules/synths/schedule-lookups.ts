// Reads schedules for the next-digest field: concurrent lookups of one synth share one describe
// call, and an answer is reused for a few seconds, so a list of synths or a busy dashboard does
// not describe each schedule again and again. Any change to the synth or its owner's plan changes
// the key, so an edit shows at once.
import type { ScheduleUpcoming, SchedulePort } from '@synth/core/schedules';
import type { Synth } from '@synth/core/synths';

const REUSE_MS = 15_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  expires: number;
  value: Promise<ScheduleUpcoming | null>;
}

// One cache per scheduler client, that is per running API.
const caches = new WeakMap<SchedulePort, Map<string, Entry>>();

/** The schedule's upcoming actions; null when there is none or the scheduler did not answer. */
export function scheduleUpcoming(
  schedules: SchedulePort,
  synth: Pick<Synth, 'id' | 'status' | 'updatedAt'>,
  userStatus: string,
  now = Date.now(),
): Promise<ScheduleUpcoming | null> {
  let cache = caches.get(schedules);
  if (!cache) caches.set(schedules, (cache = new Map()));
  const key = `${synth.id}|${synth.status}|${synth.updatedAt.getTime()}|${userStatus}`;
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value;
  if (cache.size >= MAX_ENTRIES) for (const [k, e] of cache) if (e.expires <= now) cache.delete(k);
  const value = schedules.upcoming(synth.id).catch((err: Error) => {
    // Not cached: the next request asks again.
    cache.delete(key);
    console.warn(`[schedules] next digest of synth ${synth.id} unavailable: ${err.message}`);
    return null;
  });
  cache.set(key, { expires: now + REUSE_MS, value });
  return value;
}
