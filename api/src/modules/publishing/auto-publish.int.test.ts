// Automatic publishing through the API and a real worker, against the LinkedIn stand-in: a synth's
// posts publish themselves after the digest unless cancelled from the email's link or the app, and
// the time can be set by hand.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../../test-support/app-harness';
import { toGlobalId } from '../../graphql/relay/global-id';
import { runConfigOf, RunStatus, RunTrigger, SynthRun } from '@synth/core/runs';
import { User } from '@synth/core/users';
import {
  autoPublishNotice,
  cancelAutoPublishUrl,
  clientsFor,
  Publication,
  PUBLISH_WORKFLOW,
  scheduleAutoPublish,
} from '@synth/core/publishing';
import { startFakeLinkedIn } from '../../../../dev-services/social/index.mjs';
import { connectAccount } from '../../../../test-support/social-connect';
import { startWorker, type WorkerHarness } from '../../../../workflows/src/test-support/worker-harness';

let h: Harness;
let worker: WorkerHarness;
let linkedin: Awaited<ReturnType<typeof startFakeLinkedIn>>;
let taskQueue: string;

beforeAll(async () => {
  linkedin = await startFakeLinkedIn();
  taskQueue = `auto-publish-${randomUUID().slice(0, 8)}`;
  const env = {
    TEMPORAL_TASK_QUEUE: taskQueue,
    LINKEDIN_CLIENT_ID: linkedin.client.id,
    LINKEDIN_CLIENT_SECRET: linkedin.client.secret,
    LINKEDIN_AUTH_URL: linkedin.url,
    LINKEDIN_API_URL: linkedin.url,
  };
  worker = await startWorker({ env });
  h = await startApp(env);
}, 120_000);

afterAll(async () => {
  await h?.close();
  await worker?.close();
  await linkedin?.close();
});

const em = () => h.app.services.orm.em.fork() as EntityManager;
const platforms = () => clientsFor(h.app.services.config.publishing.apps);
/** What the run's publishing step schedules with: the platforms, and the mailer that tells the owner first. */
const scheduling = () => {
  const { config, mailer } = h.app.services;
  return {
    platforms: platforms(),
    mailer,
    app: { from: config.email.from, publicUrl: config.publicUrl, appSecret: config.appSecret },
  };
};

/** A connected user whose synth publishes automatically after `minutes`, with one finished run of it. */
async function synthWithRun(minutes: number): Promise<{ c: Client; runId: string; text: string }> {
  const c = await newClient(h);
  await connectAccount(c, 'linkedin', 'Auto Poster');
  const created = await c.gql<{ createSynth: { id: string } }>(
    'mutation($input: SynthInput!) { createSynth(input: $input) { id } }',
    { input: VALID_SYNTH },
  );
  const synthId = created.data!.createSynth.id;
  const set = await c.gql<{ setAutoPublish: { autoPublishMinutes: number | null } }>(
    'mutation($id: ID!, $m: Int) { setAutoPublish(synthId: $id, minutes: $m) { autoPublishMinutes } }',
    { id: synthId, m: minutes },
  );
  expect(set.data!.setAutoPublish.autoPublishMinutes).toBe(minutes);
  const e = em();
  const user = await e.findOneOrFail(User, { firebaseUid: c.user.uid });
  const text = `Automatic post ${randomUUID()}`;
  const rawSynthId = Buffer.from(synthId, 'base64url').toString('utf8').split(':')[1];
  const run = e.create(SynthRun, {
    user,
    synth: rawSynthId,
    trigger: RunTrigger.scheduled,
    status: RunStatus.succeeded,
    workflowId: `auto-${randomUUID()}`,
    config: runConfigOf({ ...VALID_SYNTH, emailScheduleTime: '07:05', contentType: 'linkedin' }),
    output: { posts: [{ contentType: 'linkedin', templateId: 'informative', text }] },
  } as unknown as SynthRun);
  await e.flush();
  return { c, runId: run.id, text };
}

/** Schedules the run's automatic publish as the run's last step does, due `inMs` from now, and starts its workflow. */
async function schedule(runId: string, minutes: number, inMs: number) {
  const [due] = await scheduleAutoPublish(em(), runId, scheduling(), new Date(Date.now() - minutes * 60_000 + inMs));
  await worker.client.workflow.start(PUBLISH_WORKFLOW, {
    taskQueue,
    workflowId: due.key,
    args: [{ publicationId: due.publicationId, publishAt: due.publishAt }],
  });
  return due;
}

describe('automatic publishing at the best time', () => {
  it("waits for LinkedIn's usual good time after the digest, and the settings and the run page say when and why", async () => {
    const { c, runId } = await synthWithRun(30);
    const SYNTHS = '{ viewer { synths(first: 1) { edges { node { id autoPublishBestTime autoPublishPreview } } } } }';
    type Synths = {
      viewer: {
        synths: { edges: { node: { id: string; autoPublishBestTime: boolean; autoPublishPreview: string[] } }[] };
      };
    };
    const before = (await c.gql<Synths>(SYNTHS)).data!.viewer.synths.edges[0].node;
    expect(before).toMatchObject({ autoPublishBestTime: false, autoPublishPreview: [] });
    const set = await c.gql<{ setAutoPublish: { autoPublishBestTime: boolean; autoPublishPreview: string[] } }>(
      'mutation($id: ID!) { setAutoPublish(synthId: $id, minutes: 30, bestTime: true) { autoPublishBestTime autoPublishPreview } }',
      { id: before.id },
    );
    expect(set.data!.setAutoPublish.autoPublishBestTime).toBe(true);
    // Nothing of this person is measured yet: the preview gives LinkedIn's usual good time, in Paris.
    expect(set.data!.setAutoPublish.autoPublishPreview).toEqual([
      expect.stringMatching(
        /^Goes out (Tuesday|Wednesday|Thursday) 08:30, a good time on LinkedIn: people read LinkedIn most on weekday mornings, Tuesday to Thursday\.$/,
      ),
    ]);
    // The digest went out on Monday 30 November 2026 at 12:00 in Paris.
    const [due] = await scheduleAutoPublish(em(), runId, scheduling(), new Date('2026-11-30T11:00:00Z'));
    expect(due.publishAt).toBe('2026-12-01T07:30:00.000Z');
    const page = await c.gql<{ node: { publications: { status: string; publishNote: string | null }[] } }>(
      'query($id: ID!) { node(id: $id) { ... on RunPost { publications { status publishNote } } } }',
      { id: toGlobalId('RunPost', `${runId}:0`) },
    );
    expect(page.data!.node.publications).toEqual([
      {
        status: 'scheduled',
        publishNote:
          'Goes out Tuesday 08:30, a good time on LinkedIn: people read LinkedIn most on weekday mornings, Tuesday to Thursday.',
      },
    ]);
  });
});

describe('automatic publishing', () => {
  it('is off by default, refuses a delay out of bounds, and publishes by itself when due', async () => {
    const c = await newClient(h);
    const created = await c.gql<{ createSynth: { id: string; autoPublishMinutes: number | null } }>(
      'mutation($input: SynthInput!) { createSynth(input: $input) { id autoPublishMinutes } }',
      { input: VALID_SYNTH },
    );
    expect(created.data!.createSynth.autoPublishMinutes).toBeNull();
    const bad = await c.gql('mutation($id: ID!) { setAutoPublish(synthId: $id, minutes: 2) { id } }', {
      id: created.data!.createSynth.id,
    });
    expect(bad.errors?.[0].message).toBe('Automatic publishing waits between 5 and 1440 minutes after the digest.');

    const { runId, text } = await synthWithRun(30);
    const due = await schedule(runId, 30, 1500);
    expect(await worker.client.workflow.getHandle(due.key).result()).toMatchObject({ status: 'published' });
    expect(linkedin.posts.filter((p) => p.commentary === text)).toHaveLength(1);
  });

  it("the digest's cancel link shows a button, and pressing it stops the publish before and after it is scheduled", async () => {
    const { c, runId, text } = await synthWithRun(30);
    const user = await em().findOneOrFail(User, { firebaseUid: c.user.uid });
    const notice = await autoPublishNotice(em(), runId, platforms());
    expect(notice!.platforms).toEqual(['LinkedIn']);
    const url = new URL(cancelAutoPublishUrl(h.app.services.config, runId, user.id, notice!.at));
    const page = await fetch(`${h.url}${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button type="submit">Cancel automatic publishing</button>');
    expect(await em().count(Publication, { run: runId })).toBe(0);
    const pressed = await fetch(`${h.url}${url.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: url.searchParams.get('token')! }),
    });
    expect(await pressed.text()).toContain('Automatic publishing cancelled');
    // The run's last step finds it cancelled and schedules nothing.
    expect(await scheduleAutoPublish(em(), runId, scheduling())).toEqual([]);
    expect(linkedin.posts.some((p) => p.commentary === text)).toBe(false);
    const forged = await fetch(
      `${h.url}${url.pathname}?token=${encodeURIComponent(`${url.searchParams.get('token')!}x`)}`,
    );
    expect(forged.status).toBe(400);
  });

  it('cancelling in the app stops a waiting publish; setting the time by hand publishes then', async () => {
    const first = await synthWithRun(30);
    const waiting = await schedule(first.runId, 30, 10 * 60_000);
    const CANCEL = 'mutation($id: ID!) { cancelPublication(publicationId: $id) { publications { status } } }';
    const stranger = await newClient(h);
    expect((await stranger.gql(CANCEL, { id: waiting.publicationId })).errors?.[0].message).toBe(
      'Publication not found',
    );
    const cancelled = await first.c.gql<{ cancelPublication: { publications: { status: string }[] } }>(CANCEL, {
      id: waiting.publicationId,
    });
    expect(cancelled.data!.cancelPublication.publications[0].status).toBe('canceled');
    expect(await worker.client.workflow.getHandle(waiting.key).result()).toEqual({ status: 'canceled' });

    const second = await synthWithRun(30);
    const later = await schedule(second.runId, 30, 10 * 60_000);
    const soon = new Date(Date.now() + 1500).toISOString();
    const moved = await second.c.gql(
      'mutation($id: ID!, $at: DateTimeISO!) { reschedulePublication(publicationId: $id, publishAt: $at) { id } }',
      { id: later.publicationId, at: soon },
    );
    expect(moved.errors).toBeUndefined();
    expect(await worker.client.workflow.getHandle(later.key).result()).toMatchObject({ status: 'published' });
    expect(linkedin.posts.filter((p) => p.commentary === second.text)).toHaveLength(1);
    expect(linkedin.posts.some((p) => p.commentary === first.text)).toBe(false);
  });

  it('a cancel racing the publish either wins, and nothing is posted, or is refused because the post went out', async () => {
    const CANCEL = 'mutation($id: ID!) { cancelPublication(publicationId: $id) { id } }';
    const outcomes = new Set<string>();
    for (const lagMs of [-300, 0, 250, 500, 1000, 3000]) {
      const { c, runId, text } = await synthWithRun(30);
      const due = await schedule(runId, 30, 600);
      await new Promise((r) => setTimeout(r, Math.max(0, 600 + lagMs)));
      const cancel = await c.gql(CANCEL, { id: due.publicationId });
      const ended = await worker.client.workflow.getHandle(due.key).result();
      const row = await em().findOneOrFail(Publication, due.publicationId);
      const posted = linkedin.posts.filter((p) => p.commentary === text);
      if (cancel.errors) {
        expect(cancel.errors[0].message).toBe(
          'This post is no longer waiting to be published, so its automatic publish cannot be changed.',
        );
        expect(ended).toMatchObject({ status: 'published' });
        expect(row.status).toBe('published');
        expect(posted).toHaveLength(1);
        outcomes.add('published');
      } else {
        expect(ended).toEqual({ status: 'canceled' });
        expect(row.status).toBe('canceled');
        expect(posted).toHaveLength(0);
        outcomes.add('canceled');
      }
    }
    // The lags straddle the moment of publishing, so both orders of events were seen.
    expect(outcomes).toEqual(new Set(['published', 'canceled']));
  });
});
