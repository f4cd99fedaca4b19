// A busy minute's runs made ahead and started at the slot by one workflow, on the real Temporal
// server and database, with each synth's real schedule: every due synth's run is started once and
// mails once, and a schedule whose run was made ahead skips the slot instead of having its start
// refused (a line in Temporal's log).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { TRIAL_CAP_REACHED } from '@synth/core/plans';
import { RunLog, RunStatus, SynthRun, scheduleIdFor, scheduledRunWorkflowIdFor } from '@synth/core/runs';
import { synthsDueAt, type SchedulePort } from '@synth/core/schedules';
import { SynthService } from '@synth/core/app';
import { User } from '@synth/core/users';
import { startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { sentEmails, waitForEmail } from '../../../dev-services/ses-store';
import { TemporalScheduleService } from '../schedules/schedule.service';
import { createDueSynth, noSchedules } from '../test-support/due-synth';
import { madeAheadRun } from '../test-support/made-ahead';
import { paymentsFeed } from '../test-support/payments-stories';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';
import { slotStartsWorkflowId } from './prepare-slot-id';
import { startSlotRunsWorkflow, type SlotStartsResult } from './slot-starts.workflow';

let h: WorkerHarness;
let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer();
  h = await startWorker();
});
afterAll(async () => {
  await h?.close();
  await feeds?.close();
});

const realSchedules = () => new TemporalScheduleService(async () => h.client, h.taskQueue);
/** A subscriber's synth due at `minute`; a trial that ended, or used `trialRunsUsed` runs, instead. */
async function dueSynth(
  minute: Date,
  feedUrl: string,
  opts: { schedules?: SchedulePort; trialEnded?: boolean; trialRunsUsed?: number } = {},
) {
  const em = h.em();
  const user = await em.findOneOrFail(User, { id: (await h.newUser()).id });
  if (opts.trialEnded) user.trialStartedAt = new Date(Date.now() - 4 * 24 * 3600_000);
  else if (opts.trialRunsUsed !== undefined) user.executionsUsed = opts.trialRunsUsed;
  else user.subscriptionStatus = 'active-professional';
  await em.flush();
  return createDueSynth(em, user, { minute, feedUrl, label: 'slot', schedules: opts.schedules ?? realSchedules() });
}

/** The next whole minute at least `leadMs` ahead with no synth of another test due at it. */
async function freeMinuteSoon(leadMs: number): Promise<Date> {
  for (let at = Date.now() + leadMs; ; at += 60_000) {
    const minute = new Date(Math.ceil(at / 60_000) * 60_000);
    if (!(await synthsDueAt(h.em(), minute, { limit: 1 })).length) return minute;
  }
}

/** Waits until the synth's schedule has fired for `minute` (its next firing is later). */
async function scheduleFired(synthId: string, minute: Date): Promise<void> {
  for (;;) {
    const upcoming = await realSchedules().upcoming(synthId);
    if (upcoming && upcoming.nextActionTimes[0] && upcoming.nextActionTimes[0] > minute) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The Temporal server's log lines about the synth's schedule that say a start failed. */
function failedStartLines(synthId: string): string[] {
  const log = fs.readFileSync(path.join(inject('services').dataDir, 'logs', 'temporal.log'), 'utf8');
  return log.split('\n').filter((line) => line.includes(scheduleIdFor(synthId)) && /failed to start/i.test(line));
}

const runsOf = (synthId: string) => h.em().find(SynthRun, { synth: synthId }, { orderBy: { createdAt: 'asc' } });

/** Starts the minute's starter as the look ahead does, and waits for it to end. */
async function startSlot(minute: Date, later?: () => Promise<unknown>): Promise<SlotStartsResult> {
  const starter = await h.client.workflow.start(startSlotRunsWorkflow, {
    taskQueue: h.taskQueue,
    workflowId: slotStartsWorkflowId(minute.toISOString()),
    args: [{ minute: minute.toISOString() }],
  });
  await later?.();
  return starter.result();
}

/** Each synth ran once for the slot, not before it, wrote one start line and mailed once. */
async function ranOnce(due: { synth: { id: string }; to: string }[], minute: Date): Promise<void> {
  for (const d of due) {
    const email = await waitForEmail(h.sesUrl, d.to, 60_000);
    expect(email.body.text).toContain('a move worth');
    // The local SES stamps whole seconds.
    expect(email.at * 1000).toBeGreaterThanOrEqual(minute.getTime());
  }
  for (const d of due) {
    // The run ends in the commit after SES accepted its email.
    const runs = await vi.waitFor(
      async () => {
        const mine = await runsOf(d.synth.id);
        expect(mine.map((r) => [r.status, r.scheduledFor?.toISOString()])).toEqual([
          [RunStatus.succeeded, minute.toISOString()],
        ]);
        return mine;
      },
      { timeout: 30_000, interval: 250 },
    );
    expect(runs[0].startedAt!.getTime()).toBeGreaterThanOrEqual(minute.getTime());
    const lines = await h.em().find(RunLog, { run: runs[0].id, message: 'Scheduled run started' });
    expect(lines).toHaveLength(1);
    expect(await sentEmails(h.sesUrl, d.to)).toHaveLength(1);
  }
}

describe("a busy minute's runs, started at the slot", () => {
  it('starts the run of every synth whose schedule fires (one saved after the plan too, one stopped by its trial), and leaves alone one whose plan pauses it', async () => {
    // A minute just past, so the starter starts at once; no schedule fires for these synths.
    const minute = await freeMinuteSoon(-120_000);
    const feed = paymentsFeed(feeds, 'slot', 2);
    const due = [
      await dueSynth(minute, feed, { schedules: noSchedules }),
      await dueSynth(minute, feed, { schedules: noSchedules }),
    ];
    const ended = await dueSynth(minute, feed, { schedules: noSchedules, trialEnded: true });
    // A trial that used its runs: its run is started and stops at once, saying why, as its schedule's would.
    const capped = await dueSynth(minute, feed, { schedules: noSchedules, trialRunsUsed: 3 });
    // Saved after the starter planned its batches.
    const result = await startSlot(minute, async () =>
      due.push(await dueSynth(minute, feed, { schedules: noSchedules })),
    );

    expect(result).toMatchObject({ batches: 1, started: 3, startedByTheirSchedule: 0, skipped: 1, batchesFailed: 0 });
    await ranOnce(due, minute);
    expect(await runsOf(ended.synth.id)).toEqual([]);
    const [stopped] = await runsOf(capped.synth.id);
    expect(stopped).toMatchObject({ status: RunStatus.canceled, error: TRIAL_CAP_REACHED });
    expect(await h.client.workflow.getHandle(stopped.workflowId).result()).toMatchObject({ status: 'canceled' });
    expect(await sentEmails(h.sesUrl, capped.to)).toHaveLength(0);
  }, 120_000);

  it("makes each run ahead and its schedule skips the slot: one run, one email, and no refused start in Temporal's log", async () => {
    const minute = await freeMinuteSoon(35_000);
    const feed = paymentsFeed(feeds, 'slot-race', 2);
    const due = [await dueSynth(minute, feed), await dueSynth(minute, feed), await dueSynth(minute, feed)];

    const result = await startSlot(minute, async () => {
      for (const d of due) {
        const made = await madeAheadRun(h.client, d.synth.id, minute);
        expect(made.status.name).toBe('RUNNING');
        // Its person still sees this slot as the next digest.
        const upcoming = await realSchedules().upcoming(d.synth.id);
        expect(upcoming?.nextActionTimes[0]).toEqual(minute);
        expect(upcoming?.nextActionTimes[1].getTime()).toBe(minute.getTime() + 24 * 3600_000);
      }
      expect(await runsOf(due[0].synth.id)).toEqual([]);
    });
    expect(result).toMatchObject({ minute: minute.toISOString(), batches: 1, skipped: 0, batchesFailed: 0 });
    expect(result.started).toBe(3);
    await ranOnce(due, minute);
    for (const d of due) {
      await scheduleFired(d.synth.id, minute);
      expect(failedStartLines(d.synth.id)).toEqual([]);
      await realSchedules().remove(d.synth.id);
    }
  }, 180_000);

  it('a synth retimed after its run was made ahead is not mailed at the old slot, and its next digest is the new time', async () => {
    const minute = await freeMinuteSoon(35_000);
    const feed = paymentsFeed(feeds, 'slot-retimed', 1);
    const schedules = realSchedules();
    const { synth, to } = await dueSynth(minute, feed);
    const later = new Date(minute.getTime() + 3 * 3600_000);

    const made = await startSlot(minute, async () => {
      await madeAheadRun(h.client, synth.id, minute);
      const em = h.em();
      const service = new SynthService(em, schedules);
      await service.update(await em.findOneOrFail(User, { id: synth.user.id }), synth.id, {
        emailScheduleTime: later.toISOString().slice(11, 16),
      });
      // The scheduler takes an update as a signal: its answer changes a moment later.
      while ((await schedules.upcoming(synth.id))?.nextActionTimes[0]?.getTime() !== later.getTime())
        await new Promise((r) => setTimeout(r, 250));
    });
    expect(made.started).toBe(0);
    const run = await h.client.workflow.getHandle(scheduledRunWorkflowIdFor(synth.id, minute)).result();
    expect(run).toMatchObject({
      status: 'canceled',
      emailSent: false,
      error: 'The synth is no longer due at this time',
    });
    expect(await runsOf(synth.id)).toEqual([]);
    expect(await sentEmails(h.sesUrl, to)).toHaveLength(0);
    await schedules.remove(synth.id);
  }, 180_000);
});

describe('with the slot starts turned off', () => {
  let off: WorkerHarness;
  beforeAll(async () => {
    off = await startWorker({ env: { PREPARE_STARTS_RUNS: 'false' } });
    // Read once as the worker started: the next test file's workers start them again.
    delete process.env.PREPARE_STARTS_RUNS;
  });
  afterAll(async () => {
    await off?.close();
  });

  it('plans no batch and ends at once: the schedules alone start the runs', async () => {
    const minute = await freeMinuteSoon(10 * 60_000);
    const { synth } = await dueSynth(minute, paymentsFeed(feeds, 'slot-off', 1), { schedules: noSchedules });
    const result = await off.client.workflow.execute(startSlotRunsWorkflow, {
      taskQueue: off.taskQueue,
      workflowId: slotStartsWorkflowId(minute.toISOString()),
      args: [{ minute: minute.toISOString() }],
    });
    expect(result).toMatchObject({ batches: 0, started: 0 });
    expect(await runsOf(synth.id)).toEqual([]);
  }, 60_000);
});
