import {
  ActivityFailure,
  ApplicationFailure,
  CancellationScope,
  condition,
  defineSignal,
  isCancellation,
  ParentClosePolicy,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  startChild,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import type { PublishWorkflowInput, PublishWorkflowResult } from '@synth/core/publishing';
import { RESCHEDULE_PUBLISH_SIGNAL } from '@synth/core/publishing/publish.contract';
import type { Activities } from '../activities';

// A platform that refuses for good (expired token, duplicate, too long) is not asked again; a rate
// limit or an outage is, after the wait the platform asked for. The heartbeat timeout lets another
// worker take over within seconds of one that died mid-publish.
const send = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  heartbeatTimeout: '15 seconds',
  retry: {
    initialInterval: '2 seconds',
    backoffCoefficient: 2,
    maximumInterval: '5 minutes',
    maximumAttempts: 12,
    nonRetryableErrorTypes: ['PublishRefused', 'NotFound'],
  },
});
const db = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumAttempts: 10 },
});
// Scheduling is the run's last step: a few tries, then the run ends without it (posts stay publishable by hand).
const schedulingOptions = {
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumAttempts: 3 },
} as const;
// A quick database step that finds nothing due for most runs: run in the worker that runs the
// workflow, it costs the run no workflow task of its own.
const localScheduling = proxyLocalActivities<Activities>(schedulingOptions);

/** A new time for an automatic publish that is still waiting (ISO). */
const reschedulePublishSignal = defineSignal<[string]>(RESCHEDULE_PUBLISH_SIGNAL);

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
    let at = new Date(input.publishAt).getTime();
    let moved = false;
    setHandler(reschedulePublishSignal, (iso) => {
      at = new Date(iso).getTime();
      moved = true;
    });
    try {
      // Wait for the time, starting over whenever the person sets another one.
      for (;;) {
        const wait = at - Date.now();
        if (wait <= 0) break;
        moved = false;
        if (!(await condition(() => moved, wait))) break;
      }
    } catch (err) {
      if (!isCancellation(err)) throw err;
      await CancellationScope.nonCancellable(() => db.markPublicationCanceled(input.publicationId));
      return { status: 'canceled' };
    }
  }
  try {
    // Not interrupted by a cancel: the step's claim on the publication decides. A cancel that
    // committed first makes it publish nothing, and one that came after cannot stop a thread halfway.
    return await CancellationScope.nonCancellable(() => send.publishPost(input.publicationId));
  } catch (err) {
    await CancellationScope.nonCancellable(() => db.markPublicationFailed(input.publicationId, reason(err)));
    throw ApplicationFailure.nonRetryable(reason(err), 'PublishFailed');
  }
}

/**
 * The step of a run that schedules its automatic publishing after the digest: one publishing
 * workflow per run post and platform, left running when the run ends. A failure here never fails
 * the run; its posts can still be published by hand.
 */
export async function startAutoPublish(runId: string): Promise<void> {
  try {
    const due = await localScheduling.scheduleAutoPublish({ runId });
    for (const d of due) {
      await startChild(publishPostWorkflow, {
        workflowId: d.key,
        args: [{ publicationId: d.publicationId, publishAt: d.publishAt }],
        parentClosePolicy: ParentClosePolicy.ABANDON,
      }).catch((err: unknown) => {
        // Someone published it by hand meanwhile: that workflow is the one.
        if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
      });
    }
  } catch (err) {
    if (isCancellation(err)) throw err;
  }
}
