import { Context } from '@temporalio/activity';

/** Often enough for a heartbeat timeout of 30 s or more (Temporal sends at most one per 80% of it anyway). */
const HEARTBEAT_EVERY_MS = 5_000;

/**
 * A heartbeat for progress made (a feed read, a summary written), once the step has run for
 * HEARTBEAT_EVERY_MS: each heartbeat that reaches Temporal is a request and a write of the run's
 * state there, and most digests of a busy minute are done within a few seconds. The heartbeat
 * timeout runs from the step's start either way. A local activity sends none: the SDK keeps its
 * workflow task alive instead.
 */
export function heartbeatIfLong(): void {
  const activity = Context.current();
  if (activity.info.isLocal) return;
  if (Date.now() - activity.info.currentAttemptScheduledTimestampMs >= HEARTBEAT_EVERY_MS) activity.heartbeat();
}

/**
 * Runs `work` while heartbeating, so Temporal can tell a slow call (SES taking a minute to answer)
 * from a dead worker without a short start-to-close timeout. Called outside an activity, as tests
 * call a step directly, or in a local activity (see heartbeatIfLong), it only runs `work`.
 */
export async function withHeartbeats<T>(work: () => Promise<T>): Promise<T> {
  let activity: Context;
  try {
    activity = Context.current();
  } catch {
    return work();
  }
  if (activity.info.isLocal) return work();
  // The first heartbeat comes after HEARTBEAT_EVERY_MS, not at once (see heartbeatIfLong).
  const timer = setInterval(() => activity.heartbeat(), HEARTBEAT_EVERY_MS);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
