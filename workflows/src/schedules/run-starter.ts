import type { Client } from '@temporalio/client';
import { RUN_WORKFLOW, RUN_WORKFLOW_TASK_TIMEOUT, type RunWorkflowInput } from '@synth/core/runs';
import { runStartTags } from './run-start-tags';

/** A run a person starts (Run now, a preview, "Send it anyway"), its row already written. */
export interface PersonStartedRun {
  id: string;
  workflowId: string;
  trigger: RunWorkflowInput['trigger'];
  synthId: string | null;
  userId: string;
}

/**
 * Starts the runs a person asks for. Where the server knows the run search attributes, the run
 * carries them from its start, as a scheduled run does: the Temporal UI lists it by synth and owner
 * at once, and the run does not write them itself.
 */
export class TemporalRunStarter {
  private readonly tagsOf: ReturnType<typeof runStartTags>;

  constructor(
    private readonly client: () => Promise<Client>,
    private readonly taskQueue: string,
  ) {
    this.tagsOf = runStartTags(client);
  }

  async start(run: PersonStartedRun): Promise<void> {
    const client = await this.client();
    const input: RunWorkflowInput = { runId: run.id, trigger: run.trigger };
    const tags = await this.tagsOf({ synthId: run.synthId, userId: run.userId, trigger: run.trigger });
    await client.workflow.start(RUN_WORKFLOW, {
      taskQueue: this.taskQueue,
      workflowId: run.workflowId,
      workflowTaskTimeout: RUN_WORKFLOW_TASK_TIMEOUT,
      args: [input],
      ...tags,
    });
  }
}
