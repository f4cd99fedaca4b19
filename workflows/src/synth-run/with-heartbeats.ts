import { Context } from '@temporalio/activity';

/** Often enough for a heartbeat timeout of 30 s or more (Temporal sends at most one per 80% of it anyway). */
const HEARTBEAT_EVERY_MS = 5_000;

/**
 * Runs `work` while heartbeating, so Temporal can tell a slow call (SES taking a minute to answer)
 * from a dead worker without a short start-to-close timeout. Called outside an activity, as tests
 * call a step directly, it only runs `work`.
 */
export async function withHeartbeats<T>(work: () => Promise<T>): Promise<T> {
  let activity: Context;
  try {
    activity = Context.current();
  } catch {
    return work();
  }
  activity.heartbeat();
  const timer = setInterval(() => activity.heartbeat(), HEARTBEAT_EVERY_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
