// Starts a publication's workflow under its key and waits a little for the post, so a click
// usually answers with the link; a slower platform leaves it "publishing" for the page to follow.
import { WorkflowIdConflictPolicy, WorkflowIdReusePolicy } from '@temporalio/common';
import { AppError } from '@synth/core/lib';
import {
  Publication,
  PUBLISH_WORKFLOW,
  RESCHEDULE_PUBLISH_SIGNAL,
  type PublishWorkflowInput,
} from '@synth/core/publishing';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Services } from '../../services';

const ANSWER_WITHIN_MS = 20_000;

export async function runPublication(
  services: Services,
  em: EntityManager,
  publication: Publication,
  start: boolean,
): Promise<Publication> {
  let client;
  try {
    client = await services.temporal.get();
  } catch {
    throw new AppError(
      'The scheduler could not be reached. Please try again in a minute.',
      'SCHEDULER_UNAVAILABLE',
      503,
    );
  }
  const input: PublishWorkflowInput = {
    publicationId: publication.id,
    publishAt: publication.publishAt?.toISOString() ?? null,
  };
  if (start && publication.status === 'scheduled') {
    // Published by hand while it waited: the waiting workflow is told to go now, or started if it
    // never was (its run's publishing step stopped before starting it).
    await client.workflow.signalWithStart(PUBLISH_WORKFLOW, {
      taskQueue: services.config.temporal.taskQueue,
      workflowId: publication.key,
      args: [input],
      signal: RESCHEDULE_PUBLISH_SIGNAL,
      signalArgs: [new Date().toISOString()],
    });
  } else if (start) {
    await client.workflow.start(PUBLISH_WORKFLOW, {
      taskQueue: services.config.temporal.taskQueue,
      workflowId: publication.key,
      args: [input],
      // A second click joins the running publish; a failed or cancelled one may be started again under the same key (the publication row says whether it posted).
      workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
      workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE,
    });
  }
  if (publication.status === 'published' || (publication.status === 'scheduled' && !start)) return publication;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.workflow
      .getHandle(publication.key)
      .result()
      .catch(() => undefined),
    new Promise((r) => {
      timer = setTimeout(r, ANSWER_WITHIN_MS);
    }),
  ]);
  clearTimeout(timer);
  await em.refresh(publication);
  return publication;
}
