// Starting a run on the real database: what a run's start does when it is run again, as it is when
// the workflow task that ran it was lost (its worker killed) and another worker runs the task.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RunStatus, RunTrigger, SynthRun } from '@synth/core/runs';
import { User } from '@synth/core/users';
import { useActivityDeps } from '../test-support/activity-deps';
import { lifecycleActivities } from './run-lifecycle.activities';

const real = useActivityDeps();

/** A manual run in `status`, as the API creates it and the run's steps leave it. */
async function manualRun(status: RunStatus) {
  const db = real.em();
  const user = db.create(User, { firebaseUid: `uid-${randomUUID()}`, email: 'pat@example.com' } as never);
  const run = db.create(SynthRun, {
    user,
    synth: null,
    trigger: RunTrigger.manual,
    status,
    workflowId: `wf-${randomUUID()}`,
    startedAt: status === RunStatus.queued ? null : new Date(),
    config: { name: 'Lifecycle synth', userTimezone: 'UTC' },
    articlesFetched: 7,
    articlesFiltered: 3,
    articlesProcessed: 3,
    output: status === RunStatus.succeeded ? { email: { status: 'sent', messageId: 'ses-1' } } : {},
    error: status === RunStatus.failed ? 'None of the feeds could be read' : null,
  } as never) as SynthRun;
  await db.flush();
  return run;
}

const startAgain = (run: SynthRun) =>
  lifecycleActivities(real.deps).startRun({
    runId: run.id,
    trigger: 'manual',
    workflowId: run.workflowId,
    scheduledFor: null,
  });

describe("a run's start, run again", () => {
  it('hands back what a run that already ended recorded, and leaves it as it was', async () => {
    for (const status of [RunStatus.succeeded, RunStatus.failed]) {
      const run = await manualRun(status);
      const started = await startAgain(run);
      expect(started).toMatchObject({
        runId: run.id,
        skipped: false,
        finished: {
          runId: run.id,
          status,
          articlesFetched: 7,
          emailSent: status === RunStatus.succeeded,
          error: status === RunStatus.failed ? 'None of the feeds could be read' : null,
        },
      });
      expect((await real.em().findOneOrFail(SynthRun, { id: run.id })).status).toBe(status);
    }
  });

  it('goes on with a run still running, with nothing marked ended', async () => {
    const run = await manualRun(RunStatus.running);
    const started = await startAgain(run);
    expect(started).toMatchObject({ runId: run.id, skipped: false });
    expect(started.finished).toBeUndefined();
  });
});
