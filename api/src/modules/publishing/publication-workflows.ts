// Telling a waiting publishing workflow about a change made in the app or from the email.
import { RESCHEDULE_PUBLISH_SIGNAL } from '@synth/core/publishing';
import type { Services } from '../../services';

/** Cancels each waiting workflow; one already gone (published, cancelled) is fine. */
export async function cancelPublishWorkflows(services: Services, keys: string[]): Promise<void> {
  if (!keys.length) return;
  const client = await services.temporal.get();
  await Promise.all(
    keys.map((key) =>
      client.workflow
        .getHandle(key)
        .cancel()
        .catch(() => undefined),
    ),
  );
}

export async function reschedulePublishWorkflow(services: Services, key: string, publishAt: Date): Promise<void> {
  const client = await services.temporal.get();
  await client.workflow.getHandle(key).signal(RESCHEDULE_PUBLISH_SIGNAL, publishAt.toISOString());
}
