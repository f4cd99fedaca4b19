import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../../test-support/app-harness';
import { toGlobalId } from '../../graphql/relay/global-id';
import { RunTrigger, SynthRun } from '@synth/core/runs';
import { User } from '@synth/core/users';
import { graphqlBody, jsonBody } from '../../../../test-support/json-body';
import { restSynths } from '../../test-support/rest-synths';
import type { ErrorBody } from '../../rest/http';
import type { userJson } from '../users/user.json';
import type { SynthBody } from './synth.routes';

let h: Harness;
beforeAll(async () => {
  h = await startApp({ TEMPORAL_TASK_QUEUE: 'synths-int' });
});
afterAll(async () => {
  await h?.close();
});

const SYNTH_FIELDS =
  'id name status rssFeedUrls topics emailScheduleTime userTimezone summaryLength stats { articlesFetched lastRun }';
const CREATE = `mutation($input: SynthInput!) { createSynth(input: $input) { ${SYNTH_FIELDS} } }`;

async function countSynths(c: Client): Promise<number> {
  return (await restSynths(c)).length;
}

async function scheduleOf(rawId: string) {
  const client = await h.app.services.temporal.get();
  return client.schedule.getHandle(`synth-${rawId}`).describe();
}

describe('synths through GraphQL', () => {
  it('creates, reads back (viewer and node), updates, toggles and deletes, keeping the Temporal schedule in step', async () => {
    const c = await newClient(h);
    const created = await c.gql<{ createSynth: { id: string; emailScheduleTime: string; status: string } }>(CREATE, {
      input: VALID_SYNTH,
    });
    expect(created.errors).toBeUndefined();
    const synth = created.data!.createSynth;
    expect(synth).toMatchObject({
      name: 'Fintech digest',
      emailScheduleTime: '07:05',
      status: 'active',
      userTimezone: 'Europe/Paris',
      summaryLength: 'brief',
    });
    expect(synth.id).not.toMatch(/^[0-9a-f-]{36}$/); // opaque global id

    const viewer = await c.gql<{
      viewer: {
        user: { displayName: string; subscriptionStatus: string };
        synths: { totalCount: number; edges: { node: { id: string } }[] };
      };
    }>('{ viewer { user { displayName subscriptionStatus } synths(first: 5) { totalCount edges { node { id } } } } }');
    expect(viewer.data!.viewer.user.subscriptionStatus).toBe('trial');
    expect(viewer.data!.viewer.synths.edges.map((e) => e.node.id)).toEqual([synth.id]);

    const node = await c.gql<{ node: { id: string; name: string } }>(
      'query($id: ID!) { node(id: $id) { id ... on Synth { name } } }',
      { id: synth.id },
    );
    expect(node.data!.node).toEqual({ id: synth.id, name: 'Fintech digest' });

    const rawId = (await restSynths(c))[0].id;
    let schedule = await scheduleOf(rawId);
    expect(schedule.spec.timezone).toBe('Europe/Paris');
    expect(schedule.spec.calendars?.[0]).toMatchObject({
      hour: [{ start: 7, end: 7, step: 1 }],
      minute: [{ start: 5, end: 5, step: 1 }],
    });
    expect(schedule.state.paused).toBe(false);
    expect(schedule.policies).toMatchObject({ overlap: 'ALLOW_ALL', catchupWindow: 3_600_000 });

    const updated = await c.gql<{ updateSynth: { emailScheduleTime: string } }>(
      'mutation($id: ID!, $input: SynthInput!) { updateSynth(id: $id, input: $input) { emailScheduleTime } }',
      { id: synth.id, input: { emailScheduleTime: '18:30', emailFrequency: 'weekdays' } },
    );
    expect(updated.data!.updateSynth.emailScheduleTime).toBe('18:30');
    schedule = await scheduleOf(rawId);
    expect(schedule.spec.calendars?.[0]).toMatchObject({
      hour: [{ start: 18, end: 18, step: 1 }],
      dayOfWeek: [{ start: 'MONDAY', end: 'FRIDAY', step: 1 }],
    });

    const toggled = await c.gql<{ toggleSynthStatus: { status: string } }>(
      'mutation($id: ID!) { toggleSynthStatus(id: $id) { status } }',
      { id: synth.id },
    );
    expect(toggled.data!.toggleSynthStatus.status).toBe('inactive');
    expect((await scheduleOf(rawId)).state.paused).toBe(true);

    const deleted = await c.gql<{ deleteSynth: { deletedSynthId: string } }>(
      'mutation($id: ID!) { deleteSynth(id: $id) { deletedSynthId } }',
      { id: synth.id },
    );
    expect(deleted.data!.deleteSynth.deletedSynthId).toBe(synth.id);
    await expect(scheduleOf(rawId)).rejects.toThrow();
    expect(await countSynths(c)).toBe(0);
  });

  it('refuses invalid input with field-level errors and changes nothing', async () => {
    const c = await newClient(h);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...VALID_SYNTH, name: '  ' }, 'name', /Name is required/],
      [{ ...VALID_SYNTH, rssFeedUrls: ['not a url'] }, 'rssFeedUrls', /Invalid feed URL/],
      [{ ...VALID_SYNTH, rssFeedUrls: [] }, 'rssFeedUrls', /At least one RSS feed URL/],
      [{ ...VALID_SYNTH, emailScheduleTime: '24:00' }, 'emailScheduleTime', /H:MM or HH:MM/],
      [{ ...VALID_SYNTH, userTimezone: 'Mars/Olympus' }, 'userTimezone', /Unknown time zone/],
    ];
    for (const [input, field, message] of cases) {
      const res = await c.gql(CREATE, { input });
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].extensions?.fieldErrors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, message: expect.stringMatching(message) })]),
      );
    }
    const badEnum = await c.gql(CREATE, { input: { ...VALID_SYNTH, summaryLength: 'huge' } });
    expect(badEnum.errors?.[0].message).toMatch(/summaryLength|SummaryLength/);
    expect(await countSynths(c)).toBe(0);
  });

  it('allows one synth per user', async () => {
    const c = await newClient(h);
    expect((await c.gql(CREATE, { input: VALID_SYNTH })).errors).toBeUndefined();
    const second = await c.gql(CREATE, { input: { ...VALID_SYNTH, name: 'Another' } });
    expect(second.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(second.errors?.[0].message).toMatch(/only 1 synth/);
    expect(await countSynths(c)).toBe(1);
  });

  it('refuses more feeds than the plan allows, even from a crafted request', async () => {
    const c = await newClient(h);
    const urls = Array.from({ length: 11 }, (_, i) => `https://example.com/feed-${i}.xml`);
    const res = await c.fetch('/api/synths', {
      method: 'POST',
      body: JSON.stringify({ ...VALID_SYNTH, rssFeedUrls: urls }),
    });
    expect(res.status).toBe(402);
    expect((await jsonBody<ErrorBody>(res)).message).toBe(
      'Maximum RSS feeds reached: Your Free Trial plan allows up to 10 RSS feeds. Upgrade your subscription for more feeds.',
    );
    expect(await countSynths(c)).toBe(0);
  });
});

describe('another user', () => {
  it('can never read, change, toggle, delete, run or subscribe to my synth', async () => {
    const owner = await newClient(h);
    const intruder = await newClient(h);
    const { data } = await owner.gql<{ createSynth: { id: string } }>(CREATE, { input: VALID_SYNTH });
    const id = data!.createSynth.id;
    const rawId = (await restSynths(owner))[0].id;

    expect((await intruder.gql('query($id: ID!) { node(id: $id) { id } }', { id })).data).toEqual({ node: null });
    for (const mutation of [
      'mutation($id: ID!) { updateSynth(id: $id, input: { name: "pwned" }) { id } }',
      'mutation($id: ID!) { toggleSynthStatus(id: $id) { id } }',
      'mutation($id: ID!) { deleteSynth(id: $id) { deletedSynthId } }',
      'mutation($id: ID!) { runSynth(id: $id) { id } }',
    ]) {
      const res = await intruder.gql(mutation, { id });
      expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    expect((await intruder.fetch('/api/synths')).status).toBe(200);
    expect(await countSynths(intruder)).toBe(0);
    for (const [method, path, body] of [
      ['PATCH', `/api/synths/${rawId}`, { name: 'pwned' }],
      ['POST', `/api/synths/${rawId}/toggle-status`, undefined],
      ['POST', `/api/synths/${rawId}/run`, undefined],
      ['GET', `/api/synths/${rawId}/logs`, undefined],
      ['GET', `/api/synths/${rawId}/articles`, undefined],
      ['POST', '/api/synths/save-state', { ...VALID_SYNTH, id: rawId }],
      ['DELETE', `/api/synths/${rawId}`, undefined],
    ] as const) {
      const res = await intruder.fetch(path, { method, body: body ? JSON.stringify(body) : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // Nor my runs: a run's global id answers null to anyone else, and its owner reads it.
    const em = h.app.services.orm.em.fork();
    const ownerRow = await em.findOneOrFail(User, { firebaseUid: owner.user.uid });
    const run = em.create(SynthRun, {
      user: ownerRow,
      synth: rawId,
      trigger: RunTrigger.manual,
      config: {},
      workflowId: `node-test-${rawId}`,
    } as unknown as SynthRun);
    await em.flush();
    const runQuery = 'query($id: ID!) { node(id: $id) { id ... on SynthRun { status } } }';
    expect((await intruder.gql(runQuery, { id: toGlobalId('SynthRun', run.id) })).data).toEqual({ node: null });
    expect(
      (await owner.gql<{ node: { status: string } }>(runQuery, { id: toGlobalId('SynthRun', run.id) })).data!.node
        .status,
    ).toBe('queued');

    const mine = await restSynths(owner);
    expect(mine[0]).toMatchObject({ name: 'Fintech digest', status: 'active' });
  });
});

describe('a caller without credentials', () => {
  it('is refused every synth mutation', async () => {
    const variables = { id: toGlobalId('Synth', '00000000-0000-0000-0000-000000000000'), input: VALID_SYNTH };
    for (const mutation of [
      'mutation($input: SynthInput!) { createSynth(input: $input) { id } }',
      'mutation($id: ID!, $input: SynthInput!) { updateSynth(id: $id, input: $input) { id } }',
      'mutation($id: ID!) { toggleSynthStatus(id: $id) { id } }',
      'mutation($id: ID!) { deleteSynth(id: $id) { deletedSynthId } }',
      'mutation($id: ID!) { runSynth(id: $id) { id } }',
      'mutation($input: SynthInput!) { previewSynth(input: $input) { id } }',
    ]) {
      const res = await fetch(`${h.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: mutation, variables }),
      });
      expect(res.status, mutation).toBe(401);
      expect((await graphqlBody(res)).errors?.[0]?.extensions?.code, mutation).toBe('UNAUTHENTICATED');
    }
  });
});

describe('REST shims', () => {
  it('user rows: POST /api/users, GET /api/users/me, PATCH /api/users/onboarded', async () => {
    const c = await newClient(h, { register: false });
    expect((await c.fetch('/api/users/me')).status).toBe(401);
    const created = await c.fetch('/api/users', {
      method: 'POST',
      body: JSON.stringify({ firebaseUid: c.user.uid, displayName: 'Rest User', email: c.user.email, photoUrl: null }),
    });
    expect(created.status).toBe(201);
    const forged = await c.fetch('/api/users', {
      method: 'POST',
      body: JSON.stringify({ firebaseUid: 'someone-else' }),
    });
    expect(forged.status).toBe(400);
    const onboarded = await c.fetch('/api/users/onboarded', {
      method: 'PATCH',
      body: JSON.stringify({ onboarded: true }),
    });
    expect((await jsonBody<ReturnType<typeof userJson>>(onboarded)).onboarded).toBe(true);
    expect(await (await c.fetch('/api/users/me')).json()).toMatchObject({
      displayName: 'Rest User',
      onboarded: true,
      firebaseUid: c.user.uid,
    });
  });

  it('synth rows: POST, GET, PATCH, toggle-status and save-state', async () => {
    const c = await newClient(h);
    const created = await c.fetch('/api/synths', {
      method: 'POST',
      body: JSON.stringify({ ...VALID_SYNTH, userId: c.user.uid }),
    });
    expect(created.status).toBe(201);
    const { id } = await jsonBody<SynthBody>(created);
    const patched = await c.fetch(`/api/synths/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ topics: ['ai', 'payments'] }),
    });
    expect((await jsonBody<SynthBody>(patched)).topics).toEqual(['ai', 'payments']);
    const toggled = await c.fetch(`/api/synths/${id}/toggle-status`, { method: 'POST' });
    expect((await jsonBody<{ status: string }>(toggled)).status).toBe('inactive');
    const saved = await c.fetch('/api/synths/save-state', {
      method: 'POST',
      body: JSON.stringify({ ...VALID_SYNTH, id, emailScheduleTime: '6:00', _timestamp: Date.now() }),
    });
    expect((await jsonBody<SynthBody>(saved)).emailScheduleTime).toBe('06:00');
    const list = await restSynths(c);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id, topics: ['payments'], status: 'inactive', emailScheduleTime: '06:00' });
    const bad = await c.fetch('/api/synths/save-state', {
      method: 'POST',
      body: JSON.stringify({ ...VALID_SYNTH, id, name: '' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Name is required' });
    const trial = await jsonBody<Pick<User, 'executionsUsed' | 'trialStartedAt'>>(await c.fetch('/api/trial-status'));
    expect(trial).toMatchObject({ executionsUsed: 0 });
    expect(typeof trial.trialStartedAt).toBe('string');
  });

  it('malformed JSON gets a readable 400', async () => {
    const c = await newClient(h);
    const res = await c.fetch('/api/synths', { method: 'POST', body: '{not json' });
    expect(res.status).toBe(400);
    expect((await jsonBody<ErrorBody>(res)).message).toBe('The request body is not valid JSON.');
  });
});
