// The web app's DashboardQuery reads the viewer's connected accounts, synth, newest run and feeds'
// health in one statement: each reader gets only their own accounts, synth and run, the shared feed
// rows as everyone else does, and the same answer as asking for each alone.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Feed } from '@synth/core/feeds';
import { ConnectedAccount } from '@synth/core/publishing';
import { runConfigOf, RunStatus, RunTrigger, SynthRun } from '@synth/core/runs';
import { User } from '@synth/core/users';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../test-support/app-harness';
import { restSynths } from '../test-support/rest-synths';
import { graphqlBody } from '../../../test-support/json-body';
import { toGlobalId } from './relay/global-id';

let h: Harness;
beforeAll(async () => {
  h = await startApp({ TEMPORAL_TASK_QUEUE: 'dashboard-reads-int' });
});
afterAll(async () => {
  await h?.close();
});

/** The operation text Relay compiled for the web app. */
function relayOperationText(name: string): string {
  const source = fs.readFileSync(
    path.resolve(__dirname, '..', '..', '..', 'web', 'src', '__generated__', `${name}.graphql.ts`),
    'utf8',
  );
  return JSON.parse(/"text": ("(?:[^"\\]|\\.)*")/.exec(source)![1]);
}

interface SynthView {
  id: string;
  name: string;
  latestRun: { id: string; status: string; error: string | null; createdAt: string } | null;
  feedHealth: { url: string; outcome: string | null; itemCount: number | null }[];
}

interface AccountView {
  platform: string;
  connected: boolean;
  expiresAt: string | null;
}

async function dashboard(c: Client): Promise<{ synths: SynthView[]; accounts: AccountView[] }> {
  const res = await c.fetch('/graphql', {
    method: 'POST',
    body: JSON.stringify({ operationName: 'DashboardQuery', query: relayOperationText('DashboardQuery') }),
  });
  const { data, errors } = await graphqlBody<{
    connectedAccounts: AccountView[];
    viewer: { synths: { edges: { node: SynthView }[] } };
  }>(res);
  expect(errors).toBeUndefined();
  return { synths: data!.viewer.synths.edges.map((e) => e.node), accounts: data!.connectedAccounts };
}

const dashboardSynths = async (c: Client) => (await dashboard(c)).synths;

/** The same fields asked of the synth by its id, the path every other screen takes. */
async function synthById(c: Client, id: string): Promise<SynthView> {
  const res = await c.gql<{ node: SynthView }>(
    'query($id: ID!) { node(id: $id) { ... on Synth { id name latestRun { id status error createdAt } feedHealth { url outcome itemCount } } } }',
    { id },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.node;
}

const unique = () => Math.random().toString(36).slice(2, 10);

/** A signed-in user whose synth reads `feeds`, with runs of it created at the given moments. */
async function ownerWithRuns(name: string, feeds: string[], runs: { at: string; status: RunStatus; error?: string }[]) {
  const c = await newClient(h);
  const created = await c.gql('mutation($input: SynthInput!) { createSynth(input: $input) { id } }', {
    input: { ...VALID_SYNTH, name, rssFeedUrls: feeds },
  });
  expect(created.errors).toBeUndefined();
  const rawSynthId = (await restSynths(c))[0].id;
  const em = h.app.services.orm.em.fork();
  const user = await em.findOneOrFail(User, { firebaseUid: c.user.uid });
  const made = runs.map((r) =>
    em.create(SynthRun, {
      user,
      synth: rawSynthId,
      trigger: RunTrigger.scheduled,
      status: r.status,
      error: r.error ?? null,
      config: runConfigOf({ ...VALID_SYNTH, rssFeedUrls: feeds }),
      workflowId: `dashboard-reads-${unique()}`,
      createdAt: new Date(r.at),
    } as unknown as SynthRun),
  );
  await em.flush();
  return { c, user, synthId: toGlobalId('Synth', rawSynthId), runIds: made.map((r) => toGlobalId('SynthRun', r.id)) };
}

describe('DashboardQuery reads', () => {
  it("answers each viewer's own synth, newest run and shared feed health, as asking for the synth by id does", async () => {
    const shared = `https://news.example.com/${unique()}/shared.xml`;
    const own = `https://news.example.com/${unique()}/own.xml`;
    const em = h.app.services.orm.em.fork();
    em.create(Feed, {
      url: shared,
      lastFetchedAt: new Date(),
      lastOutcome: 'items',
      lastItemCount: 4,
      lastHttpStatus: 200,
    } as Feed);
    await em.flush();

    const a = await ownerWithRuns(
      'Reader A',
      [shared, own],
      [
        { at: '2026-11-20T06:00:00Z', status: RunStatus.succeeded },
        { at: '2026-11-21T06:00:00Z', status: RunStatus.failed, error: 'Every feed failed' },
      ],
    );
    // Another reader of the same feed runs later than both of A's runs.
    const b = await ownerWithRuns('Reader B', [shared], [{ at: '2026-11-22T06:00:00Z', status: RunStatus.succeeded }]);

    const [mine] = await dashboardSynths(a.c);
    expect(await dashboardSynths(a.c)).toHaveLength(1);
    expect(mine).toMatchObject({
      id: a.synthId,
      name: 'Reader A',
      latestRun: {
        id: a.runIds[1],
        status: 'failed',
        error: 'Every feed failed',
        createdAt: '2026-11-21T06:00:00.000Z',
      },
    });
    expect(mine.feedHealth.map(({ url, outcome, itemCount }) => ({ url, outcome, itemCount }))).toEqual([
      { url: shared, outcome: 'items', itemCount: 4 },
      { url: own, outcome: null, itemCount: null },
    ]);
    // Every field the two paths share answers alike.
    expect(mine).toMatchObject(await synthById(a.c, a.synthId));

    const [theirs] = await dashboardSynths(b.c);
    expect(theirs).toMatchObject({
      id: b.synthId,
      name: 'Reader B',
      latestRun: { id: b.runIds[0], status: 'succeeded' },
    });
    expect(theirs.feedHealth).toMatchObject([{ url: shared, outcome: 'items', itemCount: 4 }]);
  });

  it("answers each viewer's own connected accounts beside the synth, as the connections query alone does", async () => {
    const a = await ownerWithRuns('Connected A', [`https://news.example.com/${unique()}/a.xml`], []);
    const b = await ownerWithRuns('Connected B', [`https://news.example.com/${unique()}/b.xml`], []);
    const em = h.app.services.orm.em.fork();
    em.create(ConnectedAccount, {
      user: a.user.id,
      platform: 'linkedin',
      externalId: `li-${unique()}`,
      displayName: 'Dana Reyes',
      accessTokenSealed: 'sealed',
      expiresAt: new Date('2027-01-15T09:30:00Z'),
    } as unknown as ConnectedAccount);
    await em.flush();

    const mine = await dashboard(a.c);
    expect(mine.accounts.find((x) => x.platform === 'linkedin')).toMatchObject({
      connected: true,
      expiresAt: '2027-01-15T09:30:00.000Z',
    });
    expect(mine.accounts.filter((x) => x.connected)).toHaveLength(1);
    expect(mine.synths.map((x) => x.name)).toEqual(['Connected A']);
    const alone = await a.c.gql<{ connectedAccounts: AccountView[] }>(
      '{ connectedAccounts { platform connected expiresAt } }',
    );
    expect(alone.data!.connectedAccounts).toEqual(
      mine.accounts.map(({ platform, connected, expiresAt }) => ({ platform, connected, expiresAt })),
    );
    expect((await dashboard(b.c)).accounts.every((x) => !x.connected)).toBe(true);
  });

  it('a viewer without a synth sees none, whatever other accounts hold', async () => {
    await ownerWithRuns(
      'Someone else',
      [`https://news.example.com/${unique()}/x.xml`],
      [{ at: '2026-11-22T06:00:00Z', status: RunStatus.succeeded }],
    );
    expect(await dashboardSynths(await newClient(h))).toEqual([]);
  });

  it('a synth that never ran has no latest run', async () => {
    const { c, synthId } = await ownerWithRuns('Never ran', [`https://news.example.com/${unique()}/y.xml`], []);
    const [synth] = await dashboardSynths(c);
    expect(synth).toMatchObject({ id: synthId, latestRun: null });
  });
});
