import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { EmailDelivery } from '@synth/core/email';
import { TemporalScheduleService } from './schedule.service';
import { scheduleSpecFor } from './schedule-spec';
import { SynthService } from '@synth/core/app';
import { Synth } from '@synth/core/synths';
import { User } from '@synth/core/users';
import { RUN_WORKFLOW, RUN_WORKFLOW_TASK_TIMEOUT, SynthRun, RunLog, RunTrigger } from '@synth/core/runs';
import { msToNumber } from '@temporalio/common/lib/time';
import { rss, startFeedServer, type FeedServer } from '../../../test-support/feed-server';
import { sentEmails, waitForEmail } from '../../../dev-services/ses-store';
import { startWorker, type WorkerHarness } from '../test-support/worker-harness';
import { testRuns } from '../test-support/start-run';
import { RUN_TRIGGER, SYNTH_ID, SYNTH_USER_ID } from '../synth-run/run-search-attributes';
import { reconcileSchedules } from './reconcile';
import { recipientsWhoConfirm } from '../../../test-support/recipients';

/** Fails the send activity once, right after SES accepted the message. */
const faults = { failAfterAcceptOnce: new Set<string>() };
let h: WorkerHarness;
let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer();
  feeds.setFeed(
    '/news.xml',
    rss('News', [
      {
        title: 'Schedules ship on time',
        link: 'https://news.example.com/sched',
        description: 'A story about punctual digests and payments.',
      },
    ]),
  );
  h = await startWorker({
    wrap: (deps) => ({
      ...deps,
      afterEmailAccepted: (key) => {
        if (faults.failAfterAcceptOnce.delete(key))
          throw new Error('worker lost its database connection after SES accepted the message');
      },
    }),
  });
});
afterAll(async () => {
  await h?.close();
  await feeds?.close();
});

const scheduleService = () => new TemporalScheduleService(async () => h.client, h.taskQueue);

async function userWithSynth(fields: Record<string, unknown>) {
  const em = h.em();
  const user = await em.findOneOrFail(User, { id: (await h.newUser()).id });
  const synth = await new SynthService(em, scheduleService(), undefined, recipientsWhoConfirm(em)).create(user, {
    name: 'Scheduled synth',
    rssFeedUrls: [`${feeds.url}/news.xml`],
    ...fields,
  });
  return { em, user, synth };
}

describe('schedules', () => {
  it('keeps 09:00 New York wall-clock time across the March DST change', async () => {
    const client = h.client;
    const scheduleId = `dst-${randomUUID()}`;
    const spec = scheduleSpecFor({
      emailScheduleTime: '09:00',
      emailFrequency: 'daily',
      userTimezone: 'America/New_York',
    });
    await client.schedule.create({
      scheduleId,
      spec: { ...spec, startAt: new Date('2027-03-12T00:00:00Z') },
      action: {
        type: 'startWorkflow',
        workflowType: RUN_WORKFLOW,
        taskQueue: h.taskQueue,
        args: [{ trigger: 'scheduled' }],
      },
    });
    try {
      const next = (await client.schedule.getHandle(scheduleId).describe()).info.nextActionTimes
        .slice(0, 3)
        .map((d) => d.toISOString());
      // EST (UTC−5) before 14 March 2027, EDT (UTC−4) from then on.
      expect(next).toEqual(['2027-03-12T14:00:00.000Z', '2027-03-13T14:00:00.000Z', '2027-03-14T13:00:00.000Z']);
    } finally {
      await client.schedule.getHandle(scheduleId).delete();
    }
  });

  it('weekly means Monday and weekdays means Monday to Friday', async () => {
    const { synth } = await userWithSynth({
      emailScheduleTime: '08:15',
      emailFrequency: 'weekdays',
      userTimezone: 'UTC',
    });
    const next = (await h.client.schedule.getHandle(`synth-${synth.id}`).describe()).info.nextActionTimes;
    expect(next.length).toBeGreaterThan(4);
    expect(
      next.every((d) => d.getUTCDay() >= 1 && d.getUTCDay() <= 5 && d.getUTCHours() === 8 && d.getUTCMinutes() === 15),
    ).toBe(true);
    await scheduleService().sync({ ...synth, emailFrequency: 'weekly' } as Synth);
    const weekly = (await h.client.schedule.getHandle(`synth-${synth.id}`).describe()).info.nextActionTimes;
    expect(weekly.every((d) => d.getUTCDay() === 1)).toBe(true);
    await scheduleService().remove(synth.id);
  });

  it('reconciliation makes Temporal match the database: creates, updates and removes', async () => {
    const { synth } = await userWithSynth({ emailScheduleTime: '10:00' });
    await scheduleService().remove(synth.id);
    const orphan = randomUUID();
    await scheduleService().sync({
      id: orphan,
      name: 'gone',
      status: 'active',
      emailScheduleTime: '11:00',
      emailFrequency: 'daily',
      userTimezone: 'UTC',
      user: { id: randomUUID() },
    } as unknown as Synth);
    // Reconciliation finds schedules through Temporal's list, which shows a new one a moment after it
    // exists; an orphan in production is long listed by the time a pass runs.
    await vi.waitFor(
      async () => {
        const listed: string[] = [];
        for await (const s of h.client.schedule.list()) listed.push(s.scheduleId);
        expect(listed).toContain(`synth-${orphan}`);
      },
      { timeout: 15_000, interval: 250 },
    );
    const report = await reconcileSchedules(h.client, h.em(), scheduleService());
    expect(report.created).toBeGreaterThanOrEqual(1);
    expect(report.removed).toBeGreaterThanOrEqual(1);
    await expect(h.client.schedule.getHandle(`synth-${synth.id}`).describe()).resolves.toBeTruthy();
    await expect(h.client.schedule.getHandle(`synth-${orphan}`).describe()).rejects.toThrow();
  });
});

describe('schedules follow the plan', () => {
  const state = async (synthId: string) => (await h.client.schedule.getHandle(`synth-${synthId}`).describe()).state;

  it('a trial that ended pauses the schedule at reconciliation, and the note says why', async () => {
    const { em, user, synth } = await userWithSynth({ emailScheduleTime: '07:30' });
    expect(await state(synth.id)).toMatchObject({ paused: false, note: 'synth active' });
    user.trialStartedAt = new Date(Date.now() - 4 * 24 * 3600_000);
    await em.flush();
    await reconcileSchedules(h.client, h.em(), scheduleService());
    expect(await state(synth.id)).toMatchObject({ paused: true, note: 'paused: free trial ended' });
    await scheduleService().remove(synth.id);
  });

  it('turning the synth on after the trial ended keeps its schedule paused; subscribing resumes it', async () => {
    const { em, user, synth } = await userWithSynth({ emailScheduleTime: '07:45', status: 'inactive' });
    user.trialStartedAt = new Date(Date.now() - 4 * 24 * 3600_000);
    await em.flush();
    const synths = new SynthService(em, scheduleService(), undefined, recipientsWhoConfirm(em));
    await synths.toggle(user, synth.id);
    expect(await state(synth.id)).toMatchObject({ paused: true, note: 'paused: free trial ended' });
    user.subscriptionStatus = 'active-professional';
    await em.flush();
    await synths.update(user, synth.id, { emailScheduleTime: '08:00' });
    expect(await state(synth.id)).toMatchObject({ paused: false, note: 'synth active' });
    await scheduleService().remove(synth.id);
  });

  it("an expired trial's scheduled slot sends no email and says why in the run log", async () => {
    const to = `expired-${randomUUID().slice(0, 6)}@example.com`;
    const { em, user, synth } = await userWithSynth({ recipientEmail: to, emailScheduleTime: '06:00' });
    user.trialStartedAt = new Date(Date.now() - 4 * 24 * 3600_000);
    await em.flush();
    // A slot that fires before the schedule is paused (the hourly reconciliation has not run yet).
    await h.client.schedule.getHandle(`synth-${synth.id}`).trigger();
    const run = await waitForRun(synth.id);
    const logs = await h.em().find(RunLog, { run: run.id }, { orderBy: { seq: 'asc' } });
    expect(logs.map((l) => l.message)).toContain(
      'Email not sent: your free trial has ended. Subscribe to resume your digests.',
    );
    expect(await sentEmails(h.sesUrl, to)).toHaveLength(0);
    // The schedule's starter knows no user; the run still carries its synth, user and trigger.
    const { typedSearchAttributes } = await h.client.workflow.getHandle(run.workflowId).describe();
    expect(typedSearchAttributes.get(SYNTH_ID)).toBe(synth.id);
    expect(typedSearchAttributes.get(SYNTH_USER_ID)).toBe(user.id);
    expect(typedSearchAttributes.get(RUN_TRIGGER)).toBe('scheduled');
    await scheduleService().remove(synth.id);
  }, 90_000);

  it('a trial that used its 3 runs gets no scheduled content or email, and the run log says why', async () => {
    const to = `capped-${randomUUID().slice(0, 6)}@example.com`;
    const { em, user, synth } = await userWithSynth({ recipientEmail: to, emailScheduleTime: '06:30' });
    user.executionsUsed = 3;
    await em.flush();
    await h.client.schedule.getHandle(`synth-${synth.id}`).trigger();
    const run = await waitForRun(synth.id);
    expect(run.status).toBe('canceled');
    expect(run.articlesFetched).toBe(0);
    // A skipped run is no failure: its workflow completes.
    const handle = h.client.workflow.getHandle(run.workflowId);
    expect(await handle.result()).toMatchObject({ runId: run.id, status: 'canceled' });
    const execution = await handle.describe();
    expect(execution.status.name).toBe('COMPLETED');
    expect(execution.typedSearchAttributes.get(SYNTH_USER_ID)).toBe(user.id);
    const logs = await h.em().find(RunLog, { run: run.id }, { orderBy: { seq: 'asc' } });
    expect(logs.map((l) => l.message)).toContain(
      'Run canceled: Your free trial includes 3 content creation runs. Subscribe to keep creating content.',
    );
    expect(await sentEmails(h.sesUrl, to)).toHaveLength(0);
    expect((await h.em().findOneOrFail(User, { id: user.id })).executionsUsed).toBe(3);
    await scheduleService().remove(synth.id);
  }, 90_000);
});

/** The finished scheduled run of a synth. */
async function waitForRun(synthId: string, timeoutMs = 60_000): Promise<SynthRun> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const run = await h
      .em()
      .findOne(SynthRun, { synth: synthId, trigger: RunTrigger.scheduled, finishedAt: { $ne: null } });
    if (run) return run;
    if (Date.now() > until) throw new Error(`no finished scheduled run for synth ${synthId} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('email delivery', () => {
  it('sends exactly one email when the send activity fails after SES accepted it', async () => {
    const to = `once-${randomUUID().slice(0, 6)}@example.com`;
    const { em, user, synth } = await userWithSynth({ recipientEmail: to, status: 'inactive' });
    const runs = testRuns(h, em);
    const run = await runs.startManual(user, synth.id);
    faults.failAfterAcceptOnce.add(`run:${run.id}`);
    const result = await runs.waitForResult(run, 60_000);
    expect(result.status).toBe('succeeded');
    expect(faults.failAfterAcceptOnce.size).toBe(0); // the fault fired
    expect(await sentEmails(h.sesUrl, to)).toHaveLength(1);
    const delivery = await h.em().findOneOrFail(EmailDelivery, { deliveryKey: `run:${run.id}` });
    expect(delivery.status).not.toBe('claimed');
  });

  it('a synth scheduled a minute ahead sends its digest to the local SES by itself', async () => {
    const to = `scheduled-${randomUUID().slice(0, 6)}@example.com`;
    const at = new Date(Date.now() + 60_000);
    const hhmm = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
    const { synth } = await userWithSynth({ recipientEmail: to, emailScheduleTime: hhmm, userTimezone: 'UTC' });
    const email = await waitForEmail(h.sesUrl, to, 150_000);
    expect(email.subject).toMatch(/Scheduled synth/);
    const run = await h.em().findOneOrFail(SynthRun, { synth: synth.id, trigger: RunTrigger.scheduled });
    expect(run.scheduledFor?.toISOString().slice(11, 16)).toBe(hhmm);
    // The run's steps run inside its workflow task, given the run's own timeout.
    const handle = h.client.workflow.getHandle(run.workflowId);
    const execution = await handle.describe();
    expect(execution.type).toBe(RUN_WORKFLOW);
    expect(execution.raw.executionConfig?.defaultWorkflowTaskTimeout?.seconds?.toString()).toBe(
      String(msToNumber(RUN_WORKFLOW_TASK_TIMEOUT) / 1000),
    );
    // Its schedule started it with its search attributes, so the run wrote none of its own.
    expect(execution.typedSearchAttributes.get(SYNTH_ID)).toBe(synth.id);
    expect(execution.typedSearchAttributes.get(SYNTH_USER_ID)).toBe(synth.user.id);
    expect(execution.typedSearchAttributes.get(RUN_TRIGGER)).toBe('scheduled');
    const history = await handle.fetchHistory();
    const started = history.events?.[0]?.workflowExecutionStartedEventAttributes;
    expect(Object.keys(started?.searchAttributes?.indexedFields ?? {})).toEqual(
      expect.arrayContaining(['SynthId', 'SynthUserId', 'RunTrigger']),
    );
    expect(history.events?.filter((e) => e.upsertWorkflowSearchAttributesEventAttributes)).toEqual([]);
    await scheduleService().remove(synth.id);
  }, 180_000);
});
