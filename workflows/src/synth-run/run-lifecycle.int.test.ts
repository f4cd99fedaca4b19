// Starting a run on the real database: what a run's start does when it is run again, as it is when
// the workflow task that ran it was lost (its worker killed) and another worker runs the task.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RunLog, RunStatus, RunTrigger, SynthRun } from '@synth/core/runs';
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

describe("a run's end", () => {
  const finishRun = (runId: string, status: 'succeeded' | 'failed', error?: string) =>
    lifecycleActivities(real.deps).finishRun({ runId, status, error });

  it('is recorded once: a second end changes nothing, counts nothing and writes no second line', async () => {
    const run = await manualRun(RunStatus.running);
    const first = await finishRun(run.id, 'succeeded');
    expect(first).toMatchObject({ runId: run.id, status: 'succeeded', articlesFetched: 7, error: null });
    const again = await finishRun(run.id, 'failed', 'A retry that came late');
    expect(again).toEqual(first);
    const stored = await real.em().findOneOrFail(SynthRun, { id: run.id }, { populate: ['user'] });
    expect(stored).toMatchObject({ status: RunStatus.succeeded, error: null, progressCurrent: stored.progressTotal });
    expect(stored.finishedAt).toBeInstanceOf(Date);
    expect(stored.user.getEntity().executionsUsed).toBe(1);
    const lines = await real.em().find(RunLog, { run: run.id, step: 'finish' });
    expect(lines.map((l) => l.message)).toEqual(['Run complete: processed 3 of 7 articles']);
  });

  it('fails for good when the run does not exist', async () => {
    await expect(finishRun(randomUUID(), 'succeeded')).rejects.toMatchObject({ type: 'NotFound', nonRetryable: true });
  });
});
