// What each post earned, through the API: a post published to the X stand-in shows its figures on
// the run page once the stand-in has reported them, and the dashboard's chart lists the person's own
// measured posts only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../../test-support/app-harness';
import { toGlobalId } from '../../graphql/relay/global-id';
import { runConfigOf, RunStatus, RunTrigger, SynthRun } from '@synth/core/runs';
import { User } from '@synth/core/users';
import { figuresWorkflowId, Publication } from '@synth/core/publishing';
import { startFakeX } from '../../../../dev-services/social/index.mjs';
import { connectAccount } from '../../../../test-support/social-connect';
import { startWorker, type WorkerHarness } from '../../../../workflows/src/test-support/worker-harness';

let h: Harness;
let worker: WorkerHarness;
let x: Awaited<ReturnType<typeof startFakeX>>;

beforeAll(async () => {
  // The stand-in's clock runs a day a second, and the readings come a second and two after publishing.
  x = await startFakeX({ figureSpeed: 86_400 });
  const env = {
    TEMPORAL_TASK_QUEUE: `figures-${randomUUID().slice(0, 8)}`,
    X_CLIENT_ID: x.client.id,
    X_CLIENT_SECRET: x.client.secret,
    X_AUTH_URL: x.url,
    X_API_URL: x.url,
    FIGURES_FIRST_READ_SECONDS: '1',
    FIGURES_SECOND_READ_SECONDS: '2',
  };
  worker = await startWorker({ env });
  h = await startApp(env);
}, 120_000);

afterAll(async () => {
  await h?.close();
  await worker?.close();
  await x?.close();
});

const POST_FIGURES = `query($id: ID!) { node(id: $id) { ... on RunPost { publications { status figuresRead
  figures { reading shared reactions replies reposts impressions } } } } }`;
const MEASURED = '{ measuredPosts { publicationId platformLabel excerpt engagement latest { reading reactions } } }';

type PostFigures = {
  node: {
    publications: {
      status: string;
      figuresRead: boolean;
      figures: { reading: string; shared: boolean; reactions: number; replies: number }[];
    }[];
  };
};

/** A connected person with one finished run of one tweet, published through the API; answers the post's id. */
async function publishedTweet(c: Client, text: string): Promise<string> {
  const em = h.app.services.orm.em.fork();
  const user = await em.findOneOrFail(User, { firebaseUid: c.user.uid });
  const run = em.create(SynthRun, {
    user,
    synth: null,
    trigger: RunTrigger.manual,
    status: RunStatus.succeeded,
    config: runConfigOf({ ...VALID_SYNTH, emailScheduleTime: '07:05', contentType: 'twitter' }),
    output: { posts: [{ contentType: 'twitter', templateId: 'informative', text }] },
    workflowId: `figures-int-${randomUUID()}`,
    startedAt: new Date(),
    finishedAt: new Date(),
  } as unknown as SynthRun);
  await em.flush();
  const postId = toGlobalId('RunPost', `${run.id}:0`);
  const res = await c.gql<{ publishRunPost: { publication: { id: string; status: string } } }>(
    'mutation($id: ID!) { publishRunPost(postId: $id) { publication { id status } } }',
    { id: postId },
  );
  expect(res.data!.publishRunPost.publication.status).toBe('published');
  const pub = await h.app.services.orm.em.fork().findOneOrFail(Publication, { run: run.id });
  await worker.client.workflow.getHandle(figuresWorkflowId(pub.id)).result();
  return postId;
}

describe("a published post's figures", () => {
  it('show on the run page after the stand-in reports them, and in the dashboard chart of their owner only', async () => {
    const c = await newClient(h);
    await connectAccount(c, 'x', 'Figure Watcher');
    const text = `Measured tweet ${randomUUID()}`;
    const postId = await publishedTweet(c, text);

    const [pub] = (await c.gql<PostFigures>(POST_FIGURES, { id: postId })).data!.node.publications;
    expect(pub.figuresRead).toBe(true);
    expect(pub.figures.map((f) => [f.reading, f.shared])).toEqual([
      ['day', true],
      ['week', true],
    ]);
    expect(pub.figures[1].reactions).toBeGreaterThan(pub.figures[0].reactions);

    const mine = await c.gql<{ measuredPosts: { excerpt: string; engagement: number; latest: { reading: string } }[] }>(
      MEASURED,
    );
    expect(mine.data!.measuredPosts).toHaveLength(1);
    expect(mine.data!.measuredPosts[0]).toMatchObject({ excerpt: text, latest: { reading: 'week' } });
    expect(mine.data!.measuredPosts[0].engagement).toBeGreaterThanOrEqual(pub.figures[1].reactions);

    // A synth that chooses its own template says how many posts are measured until the figures count.
    const NOTE = '{ earnedPreferenceNote }';
    expect((await c.gql<{ earnedPreferenceNote: string | null }>(NOTE)).data!.earnedPreferenceNote).toBeNull();
    const created = await c.gql('mutation($input: SynthInput!) { createSynth(input: $input) { id } }', {
      input: { ...VALID_SYNTH, contentType: 'twitter', autoSelectTemplate: true },
    });
    expect(created.errors).toBeUndefined();
    expect((await c.gql<{ earnedPreferenceNote: string | null }>(NOTE)).data!.earnedPreferenceNote).toBe(
      'Once 10 of your posts have been measured (1 so far), auto-select prefers the template and length that earned the most.',
    );

    const stranger = await newClient(h);
    expect((await stranger.gql<{ measuredPosts: unknown[] }>(MEASURED)).data!.measuredPosts).toEqual([]);
    expect((await stranger.gql<PostFigures>(POST_FIGURES, { id: postId })).data?.node ?? null).toBeNull();
  }, 90_000);
});
