// Run history, the run page's data and post edits through GraphQL and REST: the owner sees and
// changes their runs; anyone else gets "not found" and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../../test-support/app-harness';
import { restSynths } from '../../test-support/rest-synths';
import { graphqlBody, jsonBody } from '../../../../test-support/json-body';
import type { runHistoryJson } from './run.json';
import { toGlobalId } from '../../graphql/relay/global-id';
import { runConfigOf, RunStatus, RunTrigger, SynthRun, type RunOutput } from '@synth/core/runs';
import { TRIAL_EXECUTION_CAP } from '@synth/core/plans';
import { User } from '@synth/core/users';

/** The REST run history of a synth. */
type RunHistoryBody = { runs: ReturnType<typeof runHistoryJson>[]; totalCount: number };

let h: Harness;
beforeAll(async () => {
  h = await startApp({ TEMPORAL_TASK_QUEUE: 'runs-int' });
});
afterAll(async () => {
  await h?.close();
});

const OUTPUT: RunOutput = {
  articles: [
    {
      id: 'a1',
      title: 'Central bank sets new payment rules',
      link: 'https://news.example.com/payments',
      source: 'Example News',
      publishedAt: null,
      summary: 'Banks must settle instant payments within ten seconds.',
    },
    { id: 'a2', title: 'Unsummarised item', link: null, source: null, publishedAt: null },
  ],
  posts: [
    {
      contentType: 'linkedin',
      templateId: 'informative',
      text: 'Instant payments are coming. https://news.example.com/payments',
    },
  ],
  email: { status: 'skipped', reason: 'Nothing new today; no email sent (your setting)' },
};

/** A user with a synth and one finished run of it, written as the worker would leave it. */
async function ownerWithRun(
  status = RunStatus.succeeded,
): Promise<{ c: Client; synthId: string; rawSynthId: string; rawRunId: string; runId: string; postId: string }> {
  const c = await newClient(h);
  const created = await c.gql<{ createSynth: { id: string } }>(
    'mutation($input: SynthInput!) { createSynth(input: $input) { id } }',
    { input: { ...VALID_SYNTH, recipientEmail: 'reader@example.com' } },
  );
  const synthId = created.data!.createSynth.id;
  const rawSynthId = (await restSynths(c))[0].id;
  const em = h.app.services.orm.em.fork();
  const user = await em.findOneOrFail(User, { firebaseUid: c.user.uid });
  const config = runConfigOf({
    ...VALID_SYNTH,
    emailScheduleTime: '07:05',
    recipientEmail: 'reader@example.com',
    contentType: 'linkedin',
  });
  const run = em.create(SynthRun, {
    user,
    synth: rawSynthId,
    trigger: RunTrigger.manual,
    status,
    config,
    output: OUTPUT,
    workflowId: `runs-int-${Date.now()}-${Math.random()}`,
    startedAt: new Date('2026-11-23T06:05:00Z'),
    finishedAt: new Date('2026-11-23T06:06:00Z'),
    articlesFetched: 7,
    articlesFiltered: 2,
    articlesProcessed: 1,
    tokensUsed: 1234,
  } as unknown as SynthRun);
  await em.flush();
  return {
    c,
    synthId,
    rawSynthId,
    rawRunId: run.id,
    runId: toGlobalId('SynthRun', run.id),
    postId: toGlobalId('RunPost', `${run.id}:0`),
  };
}

const RUN_FIELDS = `id status trigger timezone synthName articlesFetched articlesFiltered articlesProcessed tokensUsed estimatedCostUsd error
  email { status recipient reason } articles { title link source summary } posts { id contentType text originalText edited } digestHtml`;
const POST_QUERY = 'query($id: ID!) { node(id: $id) { id ... on RunPost { text edited } } }';
const UPDATE = 'mutation($id: ID!, $text: String!) { updateRunPost(id: $id, text: $text) { id text edited } }';
const REGENERATE =
  'mutation($id: ID!) { regenerateRunPost(id: $id) { post { id text edited } user { executionsUsed } } }';

describe('run history and the run page', () => {
  it('shows the owner each run with counts, cost, email outcome, articles, posts and the digest as emailed', async () => {
    const { c, synthId, runId, postId } = await ownerWithRun();
    const res = await c.gql<{ node: { runs: { totalCount: number; edges: { node: Record<string, unknown> }[] } } }>(
      `query($id: ID!) { node(id: $id) { ... on Synth { runs(first: 5) { totalCount edges { node { ${RUN_FIELDS} } } } } } }`,
      { id: synthId },
    );
    expect(res.errors).toBeUndefined();
    const run = res.data!.node.runs.edges[0].node as Record<string, unknown> & { digestHtml: string };
    expect(res.data!.node.runs.totalCount).toBe(1);
    expect(run).toMatchObject({
      id: runId,
      status: 'succeeded',
      trigger: 'manual',
      timezone: 'Europe/Paris',
      synthName: 'Fintech digest',
      articlesFetched: 7,
      articlesFiltered: 2,
      articlesProcessed: 1,
      tokensUsed: 1234,
      estimatedCostUsd: 0,
      error: null,
      email: {
        status: 'skipped',
        recipient: 'reader@example.com',
        reason: 'Nothing new today; no email sent (your setting)',
      },
      posts: [{ id: postId, contentType: 'linkedin', edited: false, text: OUTPUT.posts![0].text }],
    });
    expect(run.articles).toEqual([
      {
        title: 'Central bank sets new payment rules',
        link: 'https://news.example.com/payments',
        source: 'Example News',
        summary: 'Banks must settle instant payments within ten seconds.',
      },
      { title: 'Unsummarised item', link: null, source: null, summary: null },
    ]);
    expect(run.digestHtml).toContain('Central bank sets new payment rules');
    expect(run.digestHtml).toContain('Instant payments are coming.');

    const viewer = await c.gql<{ viewer: { runs: { edges: { node: { id: string } }[] } } }>(
      '{ viewer { runs(first: 5) { edges { node { id } } } } }',
    );
    expect(viewer.data!.viewer.runs.edges.map((e) => e.node.id)).toEqual([runId]);
  });

  it('shows the stories folded into an item, the post check, stories held back as already sent, and search in the cost', async () => {
    const { c, runId, rawRunId, rawSynthId } = await ownerWithRun();
    const em = h.app.services.orm.em.fork();
    const run = await em.findOneOrFail(SynthRun, rawRunId);
    run.output = {
      ...OUTPUT,
      articles: [
        {
          ...OUTPUT.articles![0],
          alsoCoveredBy: [
            {
              id: 'a3',
              title: 'Instant payments get a ten-second rule',
              link: 'https://other.example.org/rule',
              source: 'Other Daily',
            },
          ],
        },
      ],
      searchCost: { requests: 2, usd: 0.01 },
      postCompliance: { passed: 1, total: 1 },
      storiesSkippedAsSent: 3,
    };
    await em.flush();
    const res = await c.gql<{ node: Record<string, unknown> }>(
      'query($id: ID!) { node(id: $id) { ... on SynthRun { estimatedCostUsd storiesSkippedAsSent postCompliance { passed total } articles { title alsoCoveredBy { title link source } } } } }',
      { id: runId },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.node).toEqual({
      estimatedCostUsd: 0.01,
      storiesSkippedAsSent: 3,
      postCompliance: { passed: 1, total: 1 },
      articles: [
        {
          title: 'Central bank sets new payment rules',
          alsoCoveredBy: [
            {
              title: 'Instant payments get a ten-second rule',
              link: 'https://other.example.org/rule',
              source: 'Other Daily',
            },
          ],
        },
      ],
    });
    const rest = await jsonBody<RunHistoryBody>(await c.fetch(`/api/synths/${rawSynthId}/runs`));
    expect(rest.runs[0]).toMatchObject({
      estimatedCostUsd: 0.01,
      storiesSkippedAsSent: 3,
      postCompliance: { passed: 1, total: 1 },
    });
  });

  it('pages the history newest first, and the REST shim answers the same runs', async () => {
    const { c, synthId, rawSynthId, rawRunId, runId } = await ownerWithRun();
    const em = h.app.services.orm.em.fork();
    const user = await em.findOneOrFail(User, { firebaseUid: c.user.uid });
    const newer = em.create(SynthRun, {
      user,
      synth: rawSynthId,
      trigger: RunTrigger.scheduled,
      status: RunStatus.failed,
      error: 'Every feed failed',
      config: runConfigOf(VALID_SYNTH),
      workflowId: `runs-int-newer-${Date.now()}`,
    } as unknown as SynthRun);
    await em.flush();
    const page1 = await c.gql<{
      node: {
        runs: {
          pageInfo: { hasNextPage: boolean; endCursor: string };
          edges: { node: { id: string; email: { status: string } } }[];
        };
      };
    }>(
      'query($id: ID!) { node(id: $id) { ... on Synth { runs(first: 1) { pageInfo { hasNextPage endCursor } edges { node { id email { status } } } } } } }',
      { id: synthId },
    );
    const first = page1.data!.node.runs;
    expect(first.edges.map((e) => e.node.id)).toEqual([toGlobalId('SynthRun', newer.id)]);
    expect(first.edges[0].node.email.status).toBe('notSent');
    expect(first.pageInfo.hasNextPage).toBe(true);
    const page2 = await c.gql<{
      node: { runs: { pageInfo: { hasNextPage: boolean }; edges: { node: { id: string } }[] } };
    }>(
      'query($id: ID!, $after: String) { node(id: $id) { ... on Synth { runs(first: 1, after: $after) { pageInfo { hasNextPage } edges { node { id } } } } } }',
      { id: synthId, after: first.pageInfo.endCursor },
    );
    expect(page2.data!.node.runs.edges.map((e) => e.node.id)).toEqual([runId]);
    expect(page2.data!.node.runs.pageInfo.hasNextPage).toBe(false);

    const rest = await c.fetch(`/api/synths/${rawSynthId}/runs?first=10`);
    expect(rest.status).toBe(200);
    const body = await jsonBody<RunHistoryBody>(rest);
    expect(body.totalCount).toBe(2);
    expect(body.runs.map((r) => r.id)).toEqual([newer.id, rawRunId]);
    expect(body.runs[0]).toMatchObject({
      status: 'failed',
      trigger: 'scheduled',
      error: 'Every feed failed',
      email: { status: 'notSent' },
    });
    expect(body.runs[1]).toMatchObject({
      articlesFetched: 7,
      tokensUsed: 1234,
      estimatedCostUsd: 0,
      timezone: 'Europe/Paris',
      email: { status: 'skipped', recipient: 'reader@example.com' },
    });
  });

  it('saves an edited post, shows the saved text next time, and keeps the digest as it was emailed', async () => {
    const { c, runId, postId } = await ownerWithRun();
    const saved = await c.gql<{ updateRunPost: { id: string; text: string; edited: boolean } }>(UPDATE, {
      id: postId,
      text: 'My own words.',
    });
    expect(saved.data!.updateRunPost).toEqual({ id: postId, text: 'My own words.', edited: true });
    expect((await c.gql<{ node: { text: string } }>(POST_QUERY, { id: postId })).data!.node.text).toBe('My own words.');
    const run = await c.gql<{ node: { digestHtml: string; posts: { originalText: string }[] } }>(
      'query($id: ID!) { node(id: $id) { ... on SynthRun { digestHtml posts { originalText } } } }',
      { id: runId },
    );
    expect(run.data!.node.posts[0].originalText).toBe(OUTPUT.posts![0].text);
    expect(run.data!.node.digestHtml).not.toContain('My own words.');
    const empty = await c.gql(UPDATE, { id: postId, text: '   ' });
    expect(empty.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("regenerates a post with the run's settings and counts it against the trial's content-creation cap", async () => {
    const { c, postId } = await ownerWithRun();
    const em = h.app.services.orm.em.fork();
    const before = (await em.findOneOrFail(User, { firebaseUid: c.user.uid })).executionsUsed;
    const res = await c.gql<{
      regenerateRunPost: { post: { text: string; edited: boolean }; user: { executionsUsed: number } };
    }>(REGENERATE, { id: postId });
    expect(res.errors).toBeUndefined();
    expect(res.data!.regenerateRunPost.post.text.length).toBeGreaterThan(0);
    const after = await em.fork().findOneOrFail(User, { firebaseUid: c.user.uid });
    expect(after.executionsUsed).toBe(before + 1);
    expect(res.data!.regenerateRunPost.user.executionsUsed).toBe(before + 1);

    // At the cap, Regenerate is refused exactly as a run would be, and the post stays as it is.
    await em.nativeUpdate(User, { id: after.id }, { executionsUsed: TRIAL_EXECUTION_CAP });
    const textBefore = (await c.gql<{ node: { text: string } }>(POST_QUERY, { id: postId })).data!.node.text;
    const refused = await c.gql(REGENERATE, { id: postId });
    expect(refused.errors?.[0].extensions?.code).toBe('UPGRADE_REQUIRED');
    expect((await c.gql<{ node: { text: string } }>(POST_QUERY, { id: postId })).data!.node.text).toBe(textBefore);
  });

  it('refuses edits while the run is still going', async () => {
    const { c, postId } = await ownerWithRun(RunStatus.running);
    const res = await c.gql(UPDATE, { id: postId, text: 'Too early' });
    expect(res.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await c.gql<{ node: { text: string } }>(POST_QUERY, { id: postId })).data!.node.text).toBe(
      OUTPUT.posts![0].text,
    );
  });
});

describe('another user', () => {
  it("cannot read, list, edit or regenerate someone else's runs and posts, through GraphQL or REST", async () => {
    const { c: owner, synthId, rawSynthId, runId, postId } = await ownerWithRun();
    const intruder = await newClient(h, { name: 'Intruder' });
    expect((await intruder.gql('query($id: ID!) { node(id: $id) { id } }', { id: runId })).data).toEqual({
      node: null,
    });
    expect((await intruder.gql(POST_QUERY, { id: postId })).data).toEqual({ node: null });
    expect((await intruder.gql('query($id: ID!) { node(id: $id) { id } }', { id: synthId })).data).toEqual({
      node: null,
    });
    const theirs = await intruder.gql<{ viewer: { runs: { totalCount: number } } }>(
      '{ viewer { runs { totalCount } } }',
    );
    expect(theirs.data!.viewer.runs.totalCount).toBe(0);

    for (const [query, vars] of [
      [UPDATE, { id: postId, text: 'pwned' }],
      [REGENERATE, { id: postId }],
    ] as const) {
      const res = await intruder.gql(query, vars);
      expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    }
    // A post id forged from a run id, or a run id passed as a post, is not found either.
    expect((await intruder.gql(UPDATE, { id: runId, text: 'pwned' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');

    for (const path of [
      `/api/synths/${rawSynthId}/runs`,
      `/api/synths/${rawSynthId}/logs`,
      `/api/synths/${rawSynthId}/articles`,
    ]) {
      expect((await intruder.fetch(path)).status, path).toBe(404);
    }
    expect(
      (await owner.gql<{ node: { text: string; edited: boolean } }>(POST_QUERY, { id: postId })).data!.node,
    ).toEqual({ id: postId, text: OUTPUT.posts![0].text, edited: false });
    expect((await owner.fetch(`/api/synths/${rawSynthId}/runs`)).status).toBe(200);
  });

  it('needs a signed-in caller for the run history', async () => {
    const res = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { runs { totalCount } } }' }),
    });
    const body = await graphqlBody(res);
    expect(body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
