// Publishing through the API and a real worker, against the LinkedIn- and X-shaped stand-ins:
// connecting, previews, one post however often it is asked for, threads, plain failures, and
// nobody touching another person's connection.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../../test-support/app-harness';
import { toGlobalId } from '../../graphql/relay/global-id';
import { runConfigOf, RunStatus, RunTrigger, SynthRun, type PostOutput } from '@synth/core/runs';
import { User } from '@synth/core/users';
import { ConnectedAccount, openToken } from '@synth/core/publishing';
import { startFakeLinkedIn, startFakeX } from '../../../../dev-services/social/index.mjs';
import { connectAccount, allowOnStandIn } from '../../../../test-support/social-connect';
import { startWorker, type WorkerHarness } from '../../../../workflows/src/test-support/worker-harness';

type FakeLinkedIn = Awaited<ReturnType<typeof startFakeLinkedIn>>;
type FakeX = Awaited<ReturnType<typeof startFakeX>>;

let h: Harness;
let worker: WorkerHarness;
let linkedin: FakeLinkedIn;
let x: FakeX;
/** Runs when the X stand-in has stored a tweet, before it answers. */
let onTweet: (tweet: { text: string }) => Promise<void> = async () => undefined;
let env: Record<string, string>;

beforeAll(async () => {
  [linkedin, x] = await Promise.all([
    startFakeLinkedIn(),
    startFakeX({ onPost: (t: object) => onTweet(t as { text: string }) }),
  ]);
  env = {
    TEMPORAL_TASK_QUEUE: `publish-${randomUUID().slice(0, 8)}`,
    LINKEDIN_CLIENT_ID: linkedin.client.id,
    LINKEDIN_CLIENT_SECRET: linkedin.client.secret,
    LINKEDIN_AUTH_URL: linkedin.url,
    LINKEDIN_API_URL: linkedin.url,
    X_CLIENT_ID: x.client.id,
    X_CLIENT_SECRET: x.client.secret,
    X_AUTH_URL: x.url,
    X_API_URL: x.url,
  };
  worker = await startWorker({ env });
  h = await startApp(env);
}, 120_000);

afterAll(async () => {
  await h?.close();
  await worker?.close();
  await Promise.all([linkedin?.close(), x?.close()]);
});

/** A signed-in user with one finished run whose posts are `posts`; answers the posts' ids. */
async function userWithRun(posts: PostOutput[], c?: Client): Promise<{ c: Client; postIds: string[]; runId: string }> {
  c ??= await newClient(h);
  const em = h.app.services.orm.em.fork();
  const user = await em.findOneOrFail(User, { firebaseUid: c.user.uid });
  const run = em.create(SynthRun, {
    user,
    synth: null,
    trigger: RunTrigger.manual,
    status: RunStatus.succeeded,
    config: runConfigOf({ ...VALID_SYNTH, emailScheduleTime: '07:05', contentType: posts[0].contentType }),
    output: { posts },
    workflowId: `publishing-int-${randomUUID()}`,
    startedAt: new Date(),
    finishedAt: new Date(),
  } as unknown as SynthRun);
  await em.flush();
  return { c, runId: run.id, postIds: posts.map((_, i) => toGlobalId('RunPost', `${run.id}:${i}`)) };
}

/** The signed-in person's X connection as stored. */
async function xAccountOf(c: Client): Promise<ConnectedAccount> {
  const em = h.app.services.orm.em.fork();
  return em.findOneOrFail(ConnectedAccount, {
    user: await em.findOneOrFail(User, { firebaseUid: c.user.uid }),
    platform: 'x',
  });
}

const linkedinPost = (text: string): PostOutput => ({ contentType: 'linkedin', templateId: 'informative', text });
const PUBLISH =
  'mutation($id: ID!, $comment: Boolean) { publishRunPost(postId: $id, linkAsFirstComment: $comment) { publication { id status url error platform costUsd } post { publications { id url } } } }';
type Published = {
  publishRunPost: {
    publication: {
      id: string;
      status: string;
      url: string | null;
      error: string | null;
      platform: string;
      costUsd: number | null;
    };
    post: { publications: { id: string; url: string | null }[] };
  };
};
const CONNECTIONS =
  '{ connectedAccounts { platform connected displayName handle needsReconnect reconnectLabel available } }';
type Connections = {
  connectedAccounts: {
    platform: string;
    connected: boolean;
    displayName: string | null;
    handle: string | null;
    needsReconnect: boolean;
    available: boolean;
  }[];
};

describe('connected accounts', () => {
  it("connects LinkedIn through the stand-in's authorize page and stores only sealed tokens", async () => {
    const c = await newClient(h);
    expect(await connectAccount(c, 'linkedin', 'Dana Reyes')).toBe(
      '/settings/connected-accounts?platform=linkedin&outcome=connected',
    );
    const list = await c.gql<Connections>(CONNECTIONS);
    expect(list.data!.connectedAccounts.find((a) => a.platform === 'linkedin')).toMatchObject({
      connected: true,
      displayName: 'Dana Reyes',
      needsReconnect: false,
      available: true,
    });
    // Neither the answer nor the schema carries a token.
    expect(JSON.stringify(list)).not.toMatch(/token/i);

    const rows = await h.app.services.orm.em
      .fork()
      .getConnection()
      .execute<{ access_token_sealed: string; user_id: string }[]>(
        'select c.access_token_sealed, c.user_id from connected_accounts c join users u on u.id = c.user_id where u.firebase_uid = ?',
        [c.user.uid],
      );
    const issued = [...linkedin.store.tokens.keys()];
    const sealed = rows[0].access_token_sealed;
    expect(issued.some((t) => sealed.includes(t))).toBe(false);
    const keyring = h.app.services.config.publishing.tokenKeyring;
    const owner = { userId: rows[0].user_id, platform: 'linkedin' };
    expect(() => openToken(sealed, { current: Buffer.alloc(32, 1), previous: [] }, owner)).toThrow();
    expect(issued).toContain(openToken(sealed, keyring, owner).token);
  });

  it('refuses a callback whose state was made for someone else, and connects nothing', async () => {
    const [alice, mallory] = [await newClient(h), await newClient(h)];
    const started = await mallory.gql<{ connectPlatform: string }>('mutation { connectPlatform(platform: linkedin) }');
    const callback = await allowOnStandIn(started.data!.connectPlatform, 'Mallory');
    const res = await alice.fetch(callback, { redirect: 'manual' });
    expect(res.headers.get('location')).toBe('/settings/connected-accounts?platform=linkedin&outcome=state');
    expect((await alice.gql<Connections>(CONNECTIONS)).data!.connectedAccounts.every((a) => !a.connected)).toBe(true);
  });

  it('disconnecting revokes the token at LinkedIn and deletes it here', async () => {
    const c = await newClient(h);
    await connectAccount(c, 'linkedin', 'Sam Disconnect');
    const before = linkedin.store.revoked.length;
    const res = await c.gql<{ disconnectPlatform: { platform: string; connected: boolean }[] }>(
      'mutation { disconnectPlatform(platform: linkedin) { platform connected } }',
    );
    expect(res.data!.disconnectPlatform.find((a) => a.platform === 'linkedin')!.connected).toBe(false);
    expect(linkedin.store.revoked.length).toBe(before + 1);
    const em = h.app.services.orm.em.fork();
    expect(await em.count(ConnectedAccount, { user: await em.findOneOrFail(User, { firebaseUid: c.user.uid }) })).toBe(
      0,
    );
  });
});

describe('publishing', () => {
  it('two publishes of the same post at once make one LinkedIn post, whose link both answers carry', async () => {
    const { c, postIds } = await userWithRun([linkedinPost(`Freight rates fell for a third week (${randomUUID()}).`)]);
    await connectAccount(c, 'linkedin', 'Robin Twice');
    const before = linkedin.posts.length;
    const [a, b] = await Promise.all([
      c.gql<Published>(PUBLISH, { id: postIds[0] }),
      c.gql<Published>(PUBLISH, { id: postIds[0] }),
    ]);
    expect(a.errors ?? b.errors).toBeUndefined();
    expect(a.data!.publishRunPost.publication.id).toBe(b.data!.publishRunPost.publication.id);
    const again = await c.gql<Published>(PUBLISH, { id: postIds[0] });
    expect(linkedin.posts.length).toBe(before + 1);
    const post = linkedin.posts.at(-1)!;
    expect(again.data!.publishRunPost.publication).toMatchObject({
      status: 'published',
      url: `https://www.linkedin.com/feed/update/${encodeURIComponent(post.id)}/`,
    });
  });

  it('posts the article link as the first comment when asked, exactly as previewed', async () => {
    const text = `Ports are busy again (${randomUUID()}).\n\nRead more: https://news.example/ports`;
    const { c, postIds } = await userWithRun([linkedinPost(text)]);
    await connectAccount(c, 'linkedin', 'Casey Comment');
    const preview = await c.gql<{
      node: { publishPreview: { parts: string[]; firstComment: string; publishLabel: string } };
    }>(
      'query($id: ID!) { node(id: $id) { ... on RunPost { publishPreview(linkAsFirstComment: true) { parts firstComment publishLabel } } } }',
      { id: postIds[0] },
    );
    expect(preview.data!.node.publishPreview).toMatchObject({
      firstComment: 'https://news.example/ports',
      publishLabel: 'Publish to LinkedIn',
    });
    const res = await c.gql<Published>(PUBLISH, { id: postIds[0], comment: true });
    expect(res.data!.publishRunPost.publication.status).toBe('published');
    const post = linkedin.posts.at(-1)!;
    expect(post.commentary).toBe(preview.data!.node.publishPreview.parts[0]);
    expect(linkedin.comments.at(-1)).toMatchObject({ object: post.id, text: 'https://news.example/ports' });
  });

  it('posts an X thread as a reply chain and shows its price first', async () => {
    const tag = randomUUID().slice(0, 8);
    const text = `1/2 Container prices are falling ${tag}. https://news.example/containers\n\n2/2 Shippers expect it to last ${tag}.`;
    const { c, postIds } = await userWithRun([{ contentType: 'twitter', templateId: 'thread', text }]);
    await connectAccount(c, 'x', 'Jordan Thread');
    const preview = await c.gql<{
      node: { publishPreview: { parts: string[]; costUsd: number; publishLabel: string } };
    }>('query($id: ID!) { node(id: $id) { ... on RunPost { publishPreview { parts costUsd publishLabel } } } }', {
      id: postIds[0],
    });
    const prices = h.app.services.config.publishing.apps.x.prices;
    expect(preview.data!.node.publishPreview.publishLabel).toBe('Post thread to X');
    // One tweet carries a link and costs more; the other is a plain post.
    expect(preview.data!.node.publishPreview.costUsd).toBeCloseTo(prices.usdPerPostWithLink + prices.usdPerPost, 6);
    const res = await c.gql<Published>(PUBLISH, { id: postIds[0] });
    expect(res.data!.publishRunPost.publication.status).toBe('published');
    const thread = x.tweets.filter((t) => t.text.includes(tag));
    expect(thread.map((t) => t.text)).toEqual(preview.data!.node.publishPreview.parts);
    expect(thread[1].inReplyTo).toBe(thread[0].id);
    expect(res.data!.publishRunPost.publication.url).toBe(`https://x.com/${thread[0].username}/status/${thread[0].id}`);
  });

  it("refreshes an expired X token with the refresh token, and waits out X's rate limit before posting", async () => {
    const tag = randomUUID().slice(0, 8);
    const { c, postIds } = await userWithRun([
      { contentType: 'twitter', templateId: 'single', text: `Refreshed and patient ${tag}` },
    ]);
    await connectAccount(c, 'x', 'Riley Refresh');
    const em = h.app.services.orm.em.fork();
    const account = await em.findOneOrFail(ConnectedAccount, {
      user: await em.findOneOrFail(User, { firebaseUid: c.user.uid }),
      platform: 'x',
    });
    const sealedBefore = account.accessTokenSealed;
    account.expiresAt = new Date(Date.now() - 1000);
    await em.flush();
    x.rateLimitNext(1);
    const res = await c.gql<Published>(PUBLISH, { id: postIds[0] });
    expect(res.data!.publishRunPost.publication.status).toBe('published');
    expect(x.tweets.filter((t) => t.text === `Refreshed and patient ${tag}`)).toHaveLength(1);
    await em.refresh(account);
    expect(account.accessTokenSealed).not.toBe(sealedBefore);
    expect(account.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('when X refuses a token before its time, refreshes it once and posts', async () => {
    const tag = randomUUID().slice(0, 8);
    const { c, postIds } = await userWithRun([
      { contentType: 'twitter', templateId: 'single', text: `Refused early, refreshed ${tag}` },
    ]);
    await connectAccount(c, 'x', 'Quinn Early');
    const account = await xAccountOf(c);
    // X has ended the access token although Synth's record says it has hours left; the refresh token still works.
    x.store.expireAll();
    const res = await c.gql<Published>(PUBLISH, { id: postIds[0] });
    expect(res.data!.publishRunPost.publication).toMatchObject({ status: 'published', error: null });
    expect(x.tweets.filter((t) => t.text === `Refused early, refreshed ${tag}`)).toHaveLength(1);
    const after = await xAccountOf(c);
    expect(after.accessTokenSealed).not.toBe(account.accessTokenSealed);
    expect(
      (await c.gql<Connections>(CONNECTIONS)).data!.connectedAccounts.find((a) => a.platform === 'x')!.needsReconnect,
    ).toBe(false);
  });

  it('says "Reconnect X" when X refuses the token and its refresh token too', async () => {
    const tag = randomUUID().slice(0, 8);
    const { c, postIds } = await userWithRun([
      { contentType: 'twitter', templateId: 'single', text: `Revoked on X ${tag}` },
    ]);
    await connectAccount(c, 'x', 'Drew Revoked');
    const account = await xAccountOf(c);
    // The person removed Synth's access on X: neither token works any more.
    const open = (sealed: string) =>
      openToken(sealed, h.app.services.config.publishing.tokenKeyring, { userId: account.user.id, platform: 'x' })
        .token;
    x.store.revoke(open(account.accessTokenSealed));
    x.store.revoke(open(account.refreshTokenSealed!));
    const res = await c.gql<Published>(PUBLISH, { id: postIds[0] });
    expect(res.data!.publishRunPost.publication).toMatchObject({
      status: 'failed',
      error: 'Reconnect X: your X connection has expired or was revoked, so nothing was posted.',
    });
    expect(x.tweets.some((t) => t.text === `Revoked on X ${tag}`)).toBe(false);
    expect(
      (await c.gql<Connections>(CONNECTIONS)).data!.connectedAccounts.find((a) => a.platform === 'x')!.needsReconnect,
    ).toBe(true);
  });

  it("posts the first comment once after LinkedIn throttled it, though Synth cannot read the post's comments", async () => {
    const text = `Throttled comment (${randomUUID()}).\n\nRead more: https://news.example/throttled`;
    const { c, postIds } = await userWithRun([linkedinPost(text)]);
    await connectAccount(c, 'linkedin', 'Tay Throttled');
    linkedin.rateLimitNextComment(1);
    const res = await c.gql<Published>(PUBLISH, { id: postIds[0], comment: true });
    expect(res.data!.publishRunPost.publication.status).toBe('published');
    const post = linkedin.posts.at(-1)!;
    expect(linkedin.comments.filter((cm) => cm.object === post.id)).toMatchObject([
      { text: 'https://news.example/throttled' },
    ]);
  });

  it('says "Reconnect LinkedIn" when the token has expired, and the connection asks for it', async () => {
    const { c, postIds } = await userWithRun([linkedinPost(`Expired token post ${randomUUID()}`)]);
    await connectAccount(c, 'linkedin', 'Lee Expired');
    linkedin.store.expireAll();
    const res = await c.gql<Published>(PUBLISH, { id: postIds[0] });
    expect(res.data!.publishRunPost.publication.status).toBe('failed');
    expect(res.data!.publishRunPost.publication.error).toBe(
      'Reconnect LinkedIn: your LinkedIn connection has expired or was revoked, so nothing was posted.',
    );
    expect(
      (await c.gql<Connections>(CONNECTIONS)).data!.connectedAccounts.find((a) => a.platform === 'linkedin')!
        .needsReconnect,
    ).toBe(true);
  });

  it('says a duplicate was refused as a duplicate', async () => {
    const text = `Same words twice ${randomUUID()}`;
    const { c, postIds } = await userWithRun([linkedinPost(text)]);
    await connectAccount(c, 'linkedin', 'Pat Duplicate');
    expect((await c.gql<Published>(PUBLISH, { id: postIds[0] })).data!.publishRunPost.publication.status).toBe(
      'published',
    );
    const second = await userWithRun([linkedinPost(text)], c);
    const res = await c.gql<Published>(PUBLISH, { id: second.postIds[0] });
    expect(res.data!.publishRunPost.publication).toMatchObject({
      status: 'failed',
      error: 'LinkedIn refused this post as a duplicate: the same text is already on your LinkedIn account.',
    });
  });

  it("refuses a post over LinkedIn's 3,000 characters before sending anything", async () => {
    const { c, postIds } = await userWithRun([linkedinPost('z'.repeat(3001))]);
    await connectAccount(c, 'linkedin', 'Kim Long');
    const before = linkedin.posts.length;
    const res = await c.gql<Published>(PUBLISH, { id: postIds[0] });
    expect(res.errors?.[0].message).toBe('This post is 3,001 characters; LinkedIn allows 3,000.');
    expect(linkedin.posts.length).toBe(before);
  });

  it("another person cannot publish, read or disconnect someone else's account", async () => {
    const { c: owner, postIds } = await userWithRun([linkedinPost(`Owner only ${randomUUID()}`)]);
    await connectAccount(owner, 'linkedin', 'Owner Person');
    const stranger = await newClient(h);
    const before = linkedin.posts.length;
    const publish = await stranger.gql<Published>(PUBLISH, { id: postIds[0] });
    expect(publish.errors?.[0].message).toBe('Post not found');
    const read = await stranger.gql<{ node: unknown }>(
      'query($id: ID!) { node(id: $id) { ... on RunPost { publications { id } publishPreview { parts } } } }',
      { id: postIds[0] },
    );
    expect(read.data?.node ?? null).toBeNull();
    expect((await stranger.gql<Connections>(CONNECTIONS)).data!.connectedAccounts.every((a) => !a.connected)).toBe(
      true,
    );
    await stranger.gql('mutation { disconnectPlatform(platform: linkedin) { connected } }');
    expect(
      (await owner.gql<Connections>(CONNECTIONS)).data!.connectedAccounts.find((a) => a.platform === 'linkedin')!
        .connected,
    ).toBe(true);
    expect(linkedin.posts.length).toBe(before);
  });

  it('answers hostile inputs with a plain refusal: long or malformed ids and an over-long OAuth code', async () => {
    const c = await newClient(h);
    expect((await c.gql<Published>(PUBLISH, { id: 'p'.repeat(100_000) })).errors?.[0].message).toBe('Post not found');
    const cancel = 'mutation($id: ID!) { cancelPublication(publicationId: $id) { id } }';
    expect((await c.gql(cancel, { id: 'not-a-uuid' })).errors?.[0].message).toBe('Publication not found');
    expect((await c.gql(cancel, { id: 'x'.repeat(100_000) })).errors?.[0].message).toBe('Publication not found');
    const res = await c.fetch(`/api/publishing/linkedin/callback?code=${'c'.repeat(10_000)}&state=s`, {
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toBe('/settings/connected-accounts?platform=linkedin&outcome=refused');
    expect((await c.fetch('/api/publishing/myspace/callback?code=a&state=b', { redirect: 'manual' })).status).toBe(404);
  });

  it('a plan without publishing is refused by the server', async () => {
    const { c, postIds } = await userWithRun([linkedinPost(`Basic plan ${randomUUID()}`)]);
    await connectAccount(c, 'linkedin', 'Basic Person');
    const em = h.app.services.orm.em.fork();
    const user = await em.findOneOrFail(User, { firebaseUid: c.user.uid });
    user.subscriptionStatus = 'active-basic';
    await em.flush();
    const res = await c.gql<Published>(PUBLISH, { id: postIds[0] });
    expect(res.errors?.[0].message).toBe(
      'Publishing to your social networks is included in the Professional and Thought Leader plans and the free trial. Upgrade to publish from Synth.',
    );
  });
});

describe('publishing again after a failure', () => {
  const PREVIEW =
    'query($id: ID!) { node(id: $id) { ... on RunPost { publishPreview { parts livePartCount } publications { status url partCount livePartCount } } } }';
  type Preview = {
    node: {
      publishPreview: { parts: string[]; livePartCount: number };
      publications: { status: string; url: string | null; partCount: number; livePartCount: number }[];
    };
  };

  it('resumes a thread at the tweet where it stopped: what is live is kept, linked, and never posted twice', async () => {
    const tag = randomUUID().slice(0, 8);
    const text = `1/3 Ports are congested ${tag}.\n\n2/3 Carriers add ships ${tag}.\n\n3/3 Rates may ease by spring ${tag}.`;
    const { c, postIds } = await userWithRun([{ contentType: 'twitter', templateId: 'thread', text }]);
    await connectAccount(c, 'x', 'Morgan Resume');
    // The person removes Synth's access on X just after the first tweet went out.
    onTweet = async (tweet) => {
      if (!tweet.text.includes(tag)) return;
      onTweet = async () => undefined;
      const account = await xAccountOf(c);
      const open = (sealed: string) =>
        openToken(sealed, h.app.services.config.publishing.tokenKeyring, { userId: account.user.id, platform: 'x' })
          .token;
      x.store.revoke(open(account.accessTokenSealed));
      x.store.revoke(open(account.refreshTokenSealed!));
    };
    const first = await c.gql<Published>(PUBLISH, { id: postIds[0] });
    const [live] = x.tweets.filter((t) => t.text.includes(tag));
    expect(x.tweets.filter((t) => t.text.includes(tag))).toHaveLength(1);
    expect(first.data!.publishRunPost.publication).toMatchObject({
      status: 'failed',
      error: 'Reconnect X: your X connection has expired or was revoked, so nothing was posted.',
      url: `https://x.com/${live.username}/status/${live.id}`,
    });
    const page = (await c.gql<Preview>(PREVIEW, { id: postIds[0] })).data!.node;
    expect(page.publications).toEqual([
      { status: 'failed', url: `https://x.com/${live.username}/status/${live.id}`, partCount: 3, livePartCount: 1 },
    ]);
    // The preview lists only what is left, exactly as the live tweet began it.
    expect(page.publishPreview.livePartCount).toBe(1);
    expect(page.publishPreview.parts).toEqual([
      `2/3 Carriers add ships ${tag}.`,
      `3/3 Rates may ease by spring ${tag}.`,
    ]);

    await connectAccount(c, 'x', 'Morgan Resume');
    const again = await c.gql<Published>(PUBLISH, { id: postIds[0] });
    expect(again.data!.publishRunPost.publication).toMatchObject({
      status: 'published',
      url: `https://x.com/${live.username}/status/${live.id}`,
    });
    const thread = x.tweets.filter((t) => t.text.includes(tag));
    expect(thread.map((t) => t.text)).toEqual([
      `1/3 Ports are congested ${tag}.`,
      `2/3 Carriers add ships ${tag}.`,
      `3/3 Rates may ease by spring ${tag}.`,
    ]);
    expect(thread[1].inReplyTo).toBe(thread[0].id);
    expect(thread[2].inReplyTo).toBe(thread[1].id);
  });
});

describe('stored tokens', () => {
  it("do not open in another person's row: swapped tokens post nothing anywhere and ask to reconnect", async () => {
    const tag = randomUUID().slice(0, 8);
    const ann = await userWithRun([{ contentType: 'twitter', templateId: 'single', text: `Ann's own words ${tag}` }]);
    const bob = await userWithRun([{ contentType: 'twitter', templateId: 'single', text: `Bob's own words ${tag}` }]);
    await connectAccount(ann.c, 'x', `Ann ${tag}`);
    await connectAccount(bob.c, 'x', `Bob ${tag}`);
    const [a, b] = [await xAccountOf(ann.c), await xAccountOf(bob.c)];
    // Someone who can write the table moves Bob's sealed tokens into Ann's row.
    await h.app.services.orm.em
      .fork()
      .getConnection()
      .execute('update connected_accounts set access_token_sealed = ?, refresh_token_sealed = ? where id = ?', [
        b.accessTokenSealed,
        b.refreshTokenSealed,
        a.id,
      ]);
    const res = await ann.c.gql<Published>(PUBLISH, { id: ann.postIds[0] });
    expect(res.data!.publishRunPost.publication).toMatchObject({
      status: 'failed',
      error: 'Reconnect X: your X connection has expired or was revoked, so nothing was posted.',
    });
    expect(x.tweets.filter((t) => t.text.includes(tag))).toEqual([]);
  });

  it('can always be disconnected after PUBLISHING_TOKEN_KEY changed, and a retired key listed as previous still revokes', async () => {
    const c = await newClient(h);
    await connectAccount(c, 'x', `Kim Rotate ${randomUUID().slice(0, 6)}`);
    const oldKey = h.app.services.config.publishing.tokenKey;
    const withKeys = (current: Buffer, previous: Buffer[]) =>
      startApp(env, (config) => ({
        ...config,
        publishing: { ...config.publishing, tokenKey: current, tokenKeyring: { current, previous } },
      }));
    const DISCONNECT = 'mutation { disconnectPlatform(platform: x) { platform connected } }';
    const as = (app: Harness) => ({
      gql: async (query: string) =>
        (await (
          await fetch(`${app.url}/graphql`, {
            method: 'POST',
            headers: { authorization: `Bearer ${c.user.idToken}`, 'content-type': 'application/json' },
            body: JSON.stringify({ query }),
          })
        ).json()) as { data?: { disconnectPlatform: { platform: string; connected: boolean }[] }; errors?: unknown },
    });

    // The key changed and the old one was not kept: the tokens cannot be revoked, but the row goes.
    const rotatedAway = await withKeys(Buffer.alloc(32, 3), []);
    try {
      const revokedBefore = x.store.revoked.length;
      const res = await as(rotatedAway).gql(DISCONNECT);
      expect(res.errors).toBeUndefined();
      expect(res.data!.disconnectPlatform.find((p) => p.platform === 'x')!.connected).toBe(false);
      expect(x.store.revoked.length).toBe(revokedBefore);
    } finally {
      await rotatedAway.close();
    }

    // With the old key listed as previous, the tokens open and are revoked at X.
    await connectAccount(c, 'x', `Kim Rotate again ${randomUUID().slice(0, 6)}`);
    const rotated = await withKeys(Buffer.alloc(32, 4), [oldKey]);
    try {
      const revokedBefore = x.store.revoked.length;
      const res = await as(rotated).gql(DISCONNECT);
      expect(res.data!.disconnectPlatform.find((p) => p.platform === 'x')!.connected).toBe(false);
      expect(x.store.revoked.length).toBe(revokedBefore + 2);
    } finally {
      await rotated.close();
    }
  });
});
