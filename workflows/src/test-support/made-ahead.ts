import type { Client, WorkflowExecutionDescription } from '@temporalio/client';
import { scheduledRunWorkflowIdFor } from '@synth/core/runs';

/** Waits until a busy minute's starter has made the synth's run for `minute` ahead of it. */
export async function madeAheadRun(
  client: Client,
  synthId: string,
  minute: Date,
): Promise<WorkflowExecutionDescription> {
  const handle = client.workflow.getHandle(scheduledRunWorkflowIdFor(synthId, minute));
  for (;;) {
    const made = await handle.describe().catch(() => null);
    if (made) return made;
    await new Promise((r) => setTimeout(r, 250));
  }
}
