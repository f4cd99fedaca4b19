// "Send it anyway" through GraphQL on the real API, PostgreSQL and Temporal: the owner's synth
// forgets the story it sent and a new run starts with it first; another user's attempt, or an
// article the run did not hold back as already sent, changes nothing and says so.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../../test-support/app-harness';
import { restSynths } from '../../test-support/rest-synths';
import { toGlobalId } from '../../graphql/relay/global-id';
import { Article, Feed } from '@synth/core/feeds';
import { runConfigOf, RunStatus, RunTrigger, SynthRun, type RunOutput } from '@synth/core/runs';
import { NOT_HELD_BACK_AS_SENT, rememberSentStories, SentStory } from '@synth/core/stories';
import { User } from '@synth/core/users';

let h: Harness;
beforeAll(async () => {
  h = await startApp({ TEMPORAL_TASK_QUEUE: 'send-anyway-int' });
});
afterAll(async () => {
  await h?.close();
});

const SEND =
  'mutation($run: ID!, $article: String!) { sendStoryAnyway(runId: $run, articleId: $article) { id status } }';

/** A synth that sent a story, and a run that held back another outlet's copy of it as already sent. */
async function ownerWithHeldBackStory(): Promise<{
  c: Client;
  synthId: string;
  runId: string;
  heldBack: string;
  copy: string;
}> {
  const c = await newClient(h);
  await c.gql('mutation($input: SynthInput!) { createSynth(input: $input) { id } }', { input: VALID_SYNTH });
  const synthId = (await restSynths(c))[0].id;
  const em = h.app.services.orm.em.fork();
  const user = await em.findOneOrFail(User, { firebaseUid: c.user.uid });
  const feed = em.create(Feed, { url: `https://feeds.example.com/${randomUUID()}.xml` } as never);
  const story = (title: string, description: string) =>
    em.create(Article, {
      feed,
      itemKey: randomUUID(),
      link: `https://news.example.com/${randomUUID()}`,
      canonicalUrl: `https://news.example.com/${randomUUID()}`,
      title,
      description,
    } as never) as Article;
  const sent = story(
    'Lendora fined £4.2 million over affordability checks',
    'The Payment Systems Regulator fined Lendora £4.2 million for approving loans without checking income.',
  );
  const copy = story(
    'Lendora hit with £4.2m penalty',
    'Lendora must pay £4.2m after the regulator found it approved loans without checking what customers earned.',
  );
  await em.flush();
  await rememberSentStories(em, synthId, [sent.id]);
  const output: RunOutput = {
    articles: [],
    leftOut: [
      {
        id: copy.id,
        title: copy.title,
        link: copy.link ?? null,
        source: 'City Ledger',
        publishedAt: null,
        reason: { kind: 'alreadySent', sentRunId: null, sentTitle: sent.title, sentAt: new Date().toISOString() },
      },
    ],
  };
  const run = em.create(SynthRun, {
    user,
    synth: synthId,
    trigger: RunTrigger.scheduled,
    status: RunStatus.succeeded,
    config: runConfigOf(VALID_SYNTH),
    output,
    workflowId: `send-anyway-int-${randomUUID()}`,
    startedAt: new Date(),
    finishedAt: new Date(),
  } as unknown as SynthRun);
  await em.flush();
  return { c, synthId, runId: toGlobalId('SynthRun', run.id), heldBack: copy.id, copy: sent.id };
}

const remembered = (synthId: string) => h.app.services.orm.em.fork().count(SentStory, { synth: synthId });
const runsOf = (synthId: string) =>
  h.app.services.orm.em.fork().find(SynthRun, { synth: synthId }, { orderBy: { createdAt: 'asc' } });

describe('Send it anyway', () => {
  it('refuses another user, and an article the run did not hold back as already sent, changing nothing', async () => {
    const { c, synthId, runId, heldBack, copy } = await ownerWithHeldBackStory();
    const stranger = await newClient(h);
    const theirs = await stranger.gql(SEND, { run: runId, article: heldBack });
    expect(theirs.errors?.[0]).toMatchObject({ message: 'Run not found', extensions: { code: 'NOT_FOUND' } });

    for (const article of [copy, randomUUID(), 'x'.repeat(100_000)]) {
      const refused = await c.gql(SEND, { run: runId, article });
      expect(refused.errors?.[0].message).toBe(NOT_HELD_BACK_AS_SENT);
    }
    expect(await remembered(synthId)).toBe(1);
    expect(await runsOf(synthId)).toHaveLength(1);
  });

  it('forgets the story the synth sent and starts a run now that asks for the article first', async () => {
    const { c, synthId, runId, heldBack } = await ownerWithHeldBackStory();
    const sent = await c.gql<{ sendStoryAnyway: { id: string; status: string } }>(SEND, {
      run: runId,
      article: heldBack,
    });
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendStoryAnyway.id).not.toBe(runId);

    expect(await remembered(synthId)).toBe(0);
    const [, started] = await runsOf(synthId);
    expect(toGlobalId('SynthRun', started.id)).toBe(sent.data!.sendStoryAnyway.id);
    expect(started.trigger).toBe(RunTrigger.manual);
    expect(started.output).toEqual({ sendAnyway: [heldBack] });
  });
});
