// A busy minute's runs started at the slot by one workflow, on the real Temporal server and database,
// with each synth's real schedule firing at the same slot as the backstop: every due synth's run
// is started once and mails once, whoever started it first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRIAL_CAP_REACHED } from '@synth/core/plans';
import { RunLog, RunStatus, SynthRun } from '@synth/core/runs';
import { synthsDueAt, type SchedulePort } from '@synth/core/schedules';
import { User } from '@synth/core/users';
import { startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { sentEmails, waitForEmail } from '../../../dev-services/ses-store';
import { TemporalScheduleService } from '../schedules/schedule.service';
import { createDueSynth, noSchedules } from '../test-support/due-synth';
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

/** Each synth ran once for the slot, wrote one start line and mailed once. */
async function ranOnce(due: { synth: { id: string }; to: string }[], minute: Date): Promise<void> {
  for (const d of due) {
    const email = await waitForEmail(h.sesUrl, d.to, 60_000);
    expect(email.body.text).toContain('a move worth');
  }
  for (const d of due) {
    const runs = await runsOf(d.synth.id);
    expect(runs.map((r) => [r.status, r.scheduledFor?.toISOString()])).toEqual([
      [RunStatus.succeeded, minute.toISOString()],
    ]);
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

  it("each synth's own schedule firing at the same slot starts no second run, whichever starts first", async () => {
    const minute = await freeMinuteSoon(25_000);
    const feed = paymentsFeed(feeds, 'slot-race', 2);
    const due = [await dueSynth(minute, feed), await dueSynth(minute, feed), await dueSynth(minute, feed)];

    const result = await startSlot(minute);
    expect(result).toMatchObject({ minute: minute.toISOString(), batches: 1, skipped: 0, batchesFailed: 0 });
    expect(result.started + result.startedByTheirSchedule).toBe(3);
    for (const d of due) await scheduleFired(d.synth.id, minute);
    await ranOnce(due, minute);
    for (const d of due) await realSchedules().remove(d.synth.id);
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
