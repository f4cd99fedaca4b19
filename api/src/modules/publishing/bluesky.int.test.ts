// Publishing to Bluesky through the API and a real worker, against the Bluesky-shaped stand-in:
// connecting with an app password (kept by nobody, the session sealed), a thread of replies posted
// once however often it is asked for, its link as a card, expired sessions refreshed, and refusals
// in a sentence.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../../test-support/app-harness';
import { toGlobalId } from '../../graphql/relay/global-id';
import { runConfigOf, RunStatus, RunTrigger, SynthRun, type PostOutput } from '@synth/core/runs';
import { User } from '@synth/core/users';
import { ConnectedAccount, openToken } from '@synth/core/publishing';
import { startFakeBluesky, WRONG_APP_PASSWORD } from '../../../../dev-services/social/index.mjs';
import { startWorker, type WorkerHarness } from '../../../../workflows/src/test-support/worker-harness';

type FakeBluesky = Awaited<ReturnType<typeof startFakeBluesky>>;

let h: Harness;
let worker: WorkerHarness;
let bsky: FakeBluesky;

beforeAll(async () => {
  bsky = await startFakeBluesky();
  const env = { TEMPORAL_TASK_QUEUE: `bluesky-${randomUUID().slice(0, 8)}`, BLUESKY_SERVICE_URL: bsky.url };
  worker = await startWorker({ env });
  h = await startApp(env);
}, 120_000);

afterAll(async () => {
  await h?.close();
  await worker?.close();
  await bsky?.close();
});

const APP_PASSWORD = 'abcd-efgh-ijkl-mnop';
const CONNECT =
  'mutation($id: String!, $pw: String!) { connectPlatformWithAppPassword(platform: bluesky, identifier: $id, appPassword: $pw) { platform connected displayName handle signIn } }';
type Connected = {
  connectPlatformWithAppPassword: {
    platform: string;
    connected: boolean;
    displayName: string | null;
    handle: string | null;
    signIn: string;
  }[];
};
const PUBLISH = 'mutation($id: ID!) { publishRunPost(postId: $id) { publication { id status url error } } }';
type Published = {
  publishRunPost: { publication: { id: string; status: string; url: string | null; error: string | null } };
};

async function connect(c: Client, handle: string, password = APP_PASSWORD) {
  return c.gql<Connected>(CONNECT, { id: handle, pw: password });
}

/** A signed-in user with one finished run whose only post is `text`; answers the post's id. */
async function userWithPost(text: string): Promise<{ c: Client; postId: string }> {
  const c = await newClient(h);
  const em = h.app.services.orm.em.fork();
  const user = await em.findOneOrFail(User, { firebaseUid: c.user.uid });
  const post: PostOutput = { contentType: 'bluesky', templateId: 'threaded', text };
  const run = em.create(SynthRun, {
    user,
    synth: null,
    trigger: RunTrigger.manual,
    status: RunStatus.succeeded,
    config: runConfigOf({ ...VALID_SYNTH, contentType: 'bluesky', contentTemplate: 'threaded' }),
    output: { posts: [post] },
    workflowId: `bluesky-int-${randomUUID()}`,
    startedAt: new Date(),
    finishedAt: new Date(),
  } as unknown as SynthRun);
  await em.flush();
  return { c, postId: toGlobalId('RunPost', `${run.id}:0`) };
}

async function accountOf(c: Client): Promise<ConnectedAccount> {
  const em = h.app.services.orm.em.fork();
  return em.findOneOrFail(ConnectedAccount, {
    user: await em.findOneOrFail(User, { firebaseUid: c.user.uid }),
    platform: 'bluesky',
  });
}

describe('connecting Bluesky', () => {
  it('connects with a handle and app password, keeps the session sealed and the password nowhere', async () => {
    const c = await newClient(h);
    const res = await connect(c, '@dana.bsky.social');
    expect(res.errors).toBeUndefined();
    expect(res.data!.connectPlatformWithAppPassword.find((a) => a.platform === 'bluesky')).toMatchObject({
      connected: true,
      handle: 'dana.bsky.social',
      signIn: 'appPassword',
    });
    const account = await accountOf(c);
    expect(JSON.stringify(account)).not.toContain(APP_PASSWORD);
    expect(account.externalId).toMatch(/^did:plc:/);
    const opened = openToken(account.accessTokenSealed, h.app.services.config.publishing.tokenKeyring, {
      userId: account.user.id,
      platform: 'bluesky',
    }).token;
    expect(account.accessTokenSealed).not.toContain(opened);
    expect(account.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('says in a sentence when Bluesky refuses the app password, or is given the account password', async () => {
    const c = await newClient(h);
    const wrong = await connect(c, 'sam.bsky.social', WRONG_APP_PASSWORD);
    expect(wrong.errors![0].message).toContain(
      'Bluesky did not accept that handle and app password. Check both, or make a new app password, and try again.',
    );
    const account = await connect(c, 'sam.bsky.social', 'my-real-password');
    expect(account.errors![0].message).toContain('make an app password for Synth in Bluesky and use that');
    const em = h.app.services.orm.em.fork();
    expect(await em.count(ConnectedAccount, { user: await em.findOneOrFail(User, { firebaseUid: c.user.uid }) })).toBe(
      0,
    );
  });

  it('disconnecting ends the session at Bluesky', async () => {
    const c = await newClient(h);
    await connect(c, 'lee.bsky.social');
    const before = bsky.revoked.length;
    await c.gql('mutation { disconnectPlatform(platform: bluesky) { platform } }');
    expect(bsky.revoked.length).toBe(before + 1);
  });
});

describe('publishing to Bluesky', () => {
  it('posts a thread once for two clicks at once: replies name root and parent, the link is a card and a facet', async () => {
    const tag = randomUUID().slice(0, 8);
    const link = `https://news.example/energy/storage-prices-fall-for-the-third-quarter-${tag}`;
    const text = `1/2 Battery storage got cheaper again ${tag}. ${link}\n\n2/2 Utilities expect it to last ${tag}.`;
    const { c, postId } = await userWithPost(text);
    await connect(c, 'robin.bsky.social');
    const [a, b] = await Promise.all([
      c.gql<Published>(PUBLISH, { id: postId }),
      c.gql<Published>(PUBLISH, { id: postId }),
    ]);
    expect(a.errors ?? b.errors).toBeUndefined();
    expect(a.data!.publishRunPost.publication.id).toBe(b.data!.publishRunPost.publication.id);
    const again = await c.gql<Published>(PUBLISH, { id: postId });
    const thread = bsky.posts.filter((p) => p.text.includes(tag));
    expect(thread).toHaveLength(2);
    const [first, second] = thread;
    // The long address shows short, and the facet keeps all of it.
    expect(first.text).not.toContain(link);
    expect(first.value.facets[0].features[0].uri).toBe(link);
    expect(first.value.embed.external.uri).toBe(link);
    expect(second.value.reply).toEqual({
      root: { uri: first.uri, cid: first.cid },
      parent: { uri: first.uri, cid: first.cid },
    });
    const rkey = first.uri.split('/').pop();
    expect(again.data!.publishRunPost.publication).toMatchObject({
      status: 'published',
      url: `https://bsky.app/profile/${encodeURIComponent(first.did)}/post/${rkey}`,
    });
  });

  it('refreshes a session Bluesky has expired and posts once', async () => {
    const tag = randomUUID().slice(0, 8);
    const { c, postId } = await userWithPost(`Expired and refreshed ${tag}`);
    await connect(c, 'quinn.bsky.social');
    const before = await accountOf(c);
    bsky.expireAll();
    const res = await c.gql<Published>(PUBLISH, { id: postId });
    expect(res.data!.publishRunPost.publication).toMatchObject({ status: 'published', error: null });
    expect(bsky.posts.filter((p) => p.text === `Expired and refreshed ${tag}`)).toHaveLength(1);
    expect((await accountOf(c)).accessTokenSealed).not.toBe(before.accessTokenSealed);
  });

  it('waits out a rate limit and posts once', async () => {
    const tag = randomUUID().slice(0, 8);
    const { c, postId } = await userWithPost(`Patient post ${tag}`);
    await connect(c, 'pat.bsky.social');
    bsky.rateLimitNext(1);
    const res = await c.gql<Published>(PUBLISH, { id: postId });
    expect(res.data!.publishRunPost.publication.status).toBe('published');
    expect(bsky.posts.filter((p) => p.text === `Patient post ${tag}`)).toHaveLength(1);
  });

  it('refuses a post over 300 characters as Bluesky counts them before sending anything', async () => {
    const { c, postId } = await userWithPost(`${'Grid upgrades '.repeat(25)}${randomUUID()}`);
    await connect(c, 'casey.bsky.social');
    const before = bsky.posts.length;
    const res = await c.gql<Published>(PUBLISH, { id: postId });
    expect(res.errors![0].message).toMatch(
      /^Post 1 of 1 is 3\d\d characters as Bluesky counts them; Bluesky allows 300\.$/,
    );
    expect(bsky.posts.length).toBe(before);
  });
});
