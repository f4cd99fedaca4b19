// Publishing to Threads through the API and a real worker, against the Threads-shaped stand-in:
// connecting (the hour-long token exchanged for a 60-day one, stored sealed), a chain of replies
// posted once however often it is asked for (each a container, then its publication), and
// refusals in a sentence.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../../test-support/app-harness';
import { toGlobalId } from '../../graphql/relay/global-id';
import { runConfigOf, RunStatus, RunTrigger, SynthRun, type PostOutput } from '@synth/core/runs';
import { User } from '@synth/core/users';
import { ConnectedAccount } from '@synth/core/publishing';
import { startFakeThreads } from '../../../../dev-services/social/index.mjs';
import { allowOnStandIn } from '../../../../test-support/social-connect';
import { startWorker, type WorkerHarness } from '../../../../workflows/src/test-support/worker-harness';

type FakeThreads = Awaited<ReturnType<typeof startFakeThreads>>;

let h: Harness;
let worker: WorkerHarness;
let threads: FakeThreads;

beforeAll(async () => {
  threads = await startFakeThreads();
  const env = {
    TEMPORAL_TASK_QUEUE: `threads-${randomUUID().slice(0, 8)}`,
    THREADS_CLIENT_ID: threads.client.id,
    THREADS_CLIENT_SECRET: threads.client.secret,
    THREADS_AUTH_URL: threads.url,
    THREADS_API_URL: threads.url,
  };
  worker = await startWorker({ env });
  h = await startApp(env);
}, 120_000);

afterAll(async () => {
  await h?.close();
  await worker?.close();
  await threads?.close();
});

const PUBLISH = 'mutation($id: ID!) { publishRunPost(postId: $id) { publication { id status url error } } }';
type Published = {
  publishRunPost: { publication: { id: string; status: string; url: string | null; error: string | null } };
};

async function connect(c: Client, name: string): Promise<string> {
  const started = await c.gql<{ connectPlatform: string }>('mutation { connectPlatform(platform: threads) }');
  if (!started.data) throw new Error(`connectPlatform failed: ${JSON.stringify(started.errors)}`);
  const res = await c.fetch(await allowOnStandIn(started.data.connectPlatform, name), { redirect: 'manual' });
  return res.headers.get('location') ?? `HTTP ${res.status}`;
}

async function userWithPost(text: string): Promise<{ c: Client; postId: string }> {
  const c = await newClient(h);
  const em = h.app.services.orm.em.fork();
  const user = await em.findOneOrFail(User, { firebaseUid: c.user.uid });
  const post: PostOutput = { contentType: 'threads', templateId: 'threaded', text };
  const run = em.create(SynthRun, {
    user,
    synth: null,
    trigger: RunTrigger.manual,
    status: RunStatus.succeeded,
    config: runConfigOf({ ...VALID_SYNTH, contentType: 'threads', contentTemplate: 'threaded' }),
    output: { posts: [post] },
    workflowId: `threads-int-${randomUUID()}`,
    startedAt: new Date(),
    finishedAt: new Date(),
  } as unknown as SynthRun);
  await em.flush();
  return { c, postId: toGlobalId('RunPost', `${run.id}:0`) };
}

describe('Threads', () => {
  it('connects with a 60-day token, stored sealed, and says when to reconnect', async () => {
    const c = await newClient(h);
    expect(await connect(c, 'Dana Reyes')).toBe('/settings/connected-accounts?platform=threads&outcome=connected');
    const em = h.app.services.orm.em.fork();
    const account = await em.findOneOrFail(ConnectedAccount, {
      user: await em.findOneOrFail(User, { firebaseUid: c.user.uid }),
      platform: 'threads',
    });
    expect(account).toMatchObject({ displayName: 'Dana Reyes', handle: 'dana_reyes' });
    expect(account.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    expect([...threads.store.tokens.keys()].some((t) => account.accessTokenSealed.includes(t))).toBe(false);
  });

  it('posts a chain once for two clicks at once: each part a published container replying to the one before', async () => {
    const tag = randomUUID().slice(0, 8);
    const text = `1/2 Rooftop solar is booming ${tag}. https://news.example/solar\n\n2/2 Grids must adapt ${tag}.`;
    const { c, postId } = await userWithPost(text);
    await connect(c, 'Robin Chain');
    const [a, b] = await Promise.all([
      c.gql<Published>(PUBLISH, { id: postId }),
      c.gql<Published>(PUBLISH, { id: postId }),
    ]);
    expect(a.errors ?? b.errors).toBeUndefined();
    expect(a.data!.publishRunPost.publication.id).toBe(b.data!.publishRunPost.publication.id);
    const again = await c.gql<Published>(PUBLISH, { id: postId });
    const chain = threads.posts.filter((p) => p.text.includes(tag));
    expect(chain.map((p) => p.text)).toEqual(text.split('\n\n'));
    expect(chain[1].repliedTo).toBe(chain[0].id);
    expect(again.data!.publishRunPost.publication).toMatchObject({
      status: 'published',
      url: `https://www.threads.com/@robin_chain/post/${chain[0].id}`,
    });
  });

  it('says "Reconnect Threads" when Threads no longer takes the token', async () => {
    const tag = randomUUID().slice(0, 8);
    const { c, postId } = await userWithPost(`Expired on Threads ${tag}`);
    await connect(c, 'Lee Expired');
    threads.store.expireAll();
    const res = await c.gql<Published>(PUBLISH, { id: postId });
    expect(res.data!.publishRunPost.publication).toMatchObject({
      status: 'failed',
      error: 'Reconnect Threads: your Threads connection has expired or was revoked, so nothing was posted.',
    });
    expect(threads.posts.some((p) => p.text === `Expired on Threads ${tag}`)).toBe(false);
  });

  it('counts each emoji as Threads does and refuses a post over 500 before sending anything', async () => {
    // 430 characters and 20 emoji of 4 bytes: 510 as Threads counts.
    const { c, postId } = await userWithPost(`${'a'.repeat(430)}${'🌞'.repeat(20)}`);
    await connect(c, 'Casey Emoji');
    const before = threads.posts.length;
    const res = await c.gql<Published>(PUBLISH, { id: postId });
    expect(res.errors![0].message).toBe('Post 1 of 1 is 510 characters as Threads counts them; Threads allows 500.');
    expect(threads.posts.length).toBe(before);
  });
});
