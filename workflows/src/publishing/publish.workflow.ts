import { ActivityFailure, ApplicationFailure, CancellationScope, isCancellation, proxyActivities, sleep } from '@temporalio/workflow';
import type { PublishWorkflowInput, PublishWorkflowResult } from '@synth/core/publishing';
import type { Activities } from '../activities';

// A platform that refuses for good (expired token, duplicate, too long) is not asked again; a rate
// limit or an outage is, after the wait the platform asked for. The heartbeat timeout lets another
// worker take over within seconds of one that died mid-publish.
const send = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  heartbeatTimeout: '15 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes', maximumAttempts: 12, nonRetryableErrorTypes: ['PublishRefused', 'NotFound'] },
});
const db = proxyActivities<Activities>({ startToCloseTimeout: '30 seconds', retry: { initialInterval: '1 second', maximumAttempts: 10 } });

function reason(err: unknown): string {
  let e: unknown = err;
  while (e instanceof ActivityFailure && e.cause) e = e.cause;
  return e instanceof Error ? e.message : String(e);
}

/**
 * Publishes one run post on one platform. Its workflow id is the publication's key, so however
 * often it is asked for, one runs; an automatic publish first waits for its time and ends quietly
 * when cancelled before it.
 */
export async function publishPostWorkflow(input: PublishWorkflowInput): Promise<PublishWorkflowResult> {
  if (input.publishAt) {
    try {
      const wait = new Date(input.publishAt).getTime() - Date.now();
      if (wait > 0) await sleep(wait);
    } catch (err) {
      if (!isCancellation(err)) throw err;
      await CancellationScope.nonCancellable(() => db.markPublicationCanceled(input.publicationId));
      return { status: 'canceled' };
    }
  }
  try {
    const url = await send.publishPost(input.publicationId);
    return { status: 'published', url };
  } catch (err) {
    await CancellationScope.nonCancellable(() => db.markPublicationFailed(input.publicationId, reason(err)));
    throw ApplicationFailure.nonRetryable(reason(err), 'PublishFailed');
  }
}
