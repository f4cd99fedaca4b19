// Publishing to Mastodon through the API and a real worker, against two Mastodon-shaped servers a
// person can name: Synth registers itself once per server, connects through that server's
// authorize page, posts a thread of replies exactly once (an Idempotency-Key per part), and says
// what went wrong in a sentence.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../../test-support/app-harness';
import { toGlobalId } from '../../graphql/relay/global-id';
import { runConfigOf, RunStatus, RunTrigger, SynthRun, type PostOutput } from '@synth/core/runs';
import { User } from '@synth/core/users';
import { ConnectedAccount, InstanceApp } from '@synth/core/publishing';
import { startFakeMastodon } from '../../../../dev-services/social/index.mjs';
import { allowOnStandIn } from '../../../../test-support/social-connect';
import { startWorker, type WorkerHarness } from '../../../../workflows/src/test-support/worker-harness';

type FakeMastodon = Awaited<ReturnType<typeof startFakeMastodon>>;

let h: Harness;
let worker: WorkerHarness;
let home: FakeMastodon;
let other: FakeMastodon;

beforeAll(async () => {
  [home, other] = await Promise.all([startFakeMastodon(), startFakeMastodon()]);
  // The stand-ins listen on loopback, which only a development setting lets Synth reach.
  const env = {
    TEMPORAL_TASK_QUEUE: `mastodon-${randomUUID().slice(0, 8)}`,
    MASTODON_ENABLED: 'true',
    FEED_ALLOW_PRIVATE_NETWORKS: 'true',
  };
  worker = await startWorker({ env });
  h = await startApp(env);
}, 120_000);

afterAll(async () => {
  await h?.close();
  await worker?.close();
  await Promise.all([home?.close(), other?.close()]);
});

const CONNECTIONS = '{ connectedAccounts { platform connected displayName handle instance perInstance } }';
type Connections = {
  connectedAccounts: {
    platform: string;
    connected: boolean;
    displayName: string | null;
    handle: string | null;
    instance: string | null;
    perInstance: boolean;
  }[];
};
const PUBLISH = 'mutation($id: ID!) { publishRunPost(postId: $id) { publication { id status url error } } }';
type Published = {
  publishRunPost: { publication: { id: string; status: string; url: string | null; error: string | null } };
};

/** Connects on the named server through its authorize page; answers where Synth sent the browser. */
async function connect(c: Client, server: string, name = 'Alex Morgan'): Promise<string> {
  const started = await c.gql<{ connectPlatform: string }>(
    'mutation($s: String) { connectPlatform(platform: mastodon, server: $s) }',
    { s: server },
  );
  if (!started.data) throw new Error(`connectPlatform failed: ${JSON.stringify(started.errors)}`);
  const callback = await allowOnStandIn(started.data.connectPlatform, name);
  const res = await c.fetch(callback, { redirect: 'manual' });
  return res.headers.get('location') ?? `HTTP ${res.status}`;
}

async function userWithPost(text: string): Promise<{ c: Client; postId: string }> {
  const c = await newClient(h);
  const em = h.app.services.orm.em.fork();
  const user = await em.findOneOrFail(User, { firebaseUid: c.user.uid });
  const post: PostOutput = { contentType: 'mastodon', templateId: 'threaded', text };
  const run = em.create(SynthRun, {
    user,
    synth: null,
    trigger: RunTrigger.manual,
    status: RunStatus.succeeded,
    config: runConfigOf({ ...VALID_SYNTH, contentType: 'mastodon', contentTemplate: 'threaded' }),
    output: { posts: [post] },
    workflowId: `mastodon-int-${randomUUID()}`,
    startedAt: new Date(),
    finishedAt: new Date(),
  } as unknown as SynthRun);
  await em.flush();
  return { c, postId: toGlobalId('RunPost', `${run.id}:0`) };
}

describe('connecting Mastodon', () => {
  it('registers Synth once per server the people name, and connects each person on their own server', async () => {
    const [a, b, d] = [await newClient(h), await newClient(h), await newClient(h)];
    expect(await connect(a, home.url, 'Dana Reyes')).toBe(
      '/settings/connected-accounts?platform=mastodon&outcome=connected',
    );
    await connect(b, home.url, 'Sam Lee');
    await connect(d, other.url, 'Kim Other');
    expect(home.apps).toHaveLength(1);
    expect(other.apps).toHaveLength(1);
    const mine = (await a.gql<Connections>(CONNECTIONS)).data!.connectedAccounts.find((x) => x.platform === 'mastodon');
    expect(mine).toMatchObject({
      connected: true,
      perInstance: true,
      displayName: 'Dana Reyes',
      handle: `dana_reyes@${new URL(home.url).host}`,
      instance: home.url,
    });
    // The app's secret is stored sealed.
    const app = await h.app.services.orm.em.fork().findOneOrFail(InstanceApp, { server: home.url });
    expect(app.clientSecretSealed).not.toContain(home.apps[0].client_secret);
  });

  it('refuses a server name that is no server, in a sentence', async () => {
    const c = await newClient(h);
    const res = await c.gql('mutation { connectPlatform(platform: mastodon, server: "not a server") }');
    expect(res.errors![0].message).toContain('is not a server name, such as mastodon.social.');
    const none = await c.gql('mutation { connectPlatform(platform: mastodon) }');
    expect(none.errors![0].message).toContain('Enter the Mastodon server your account is on');
  });

  it('disconnecting revokes the token on the person’s server', async () => {
    const c = await newClient(h);
    await connect(c, home.url, 'Lee Leaving');
    const before = home.store.revoked.length;
    await c.gql('mutation { disconnectPlatform(platform: mastodon) { platform } }');
    expect(home.store.revoked.length).toBe(before + 1);
  });
});

describe('publishing to Mastodon', () => {
  it('posts a thread once for two clicks at once, as replies, with an idempotency key per part', async () => {
    const tag = randomUUID().slice(0, 8);
    const text = `1/2 Heat pumps outsold gas boilers ${tag}. https://news.example/heat/${'x'.repeat(120)}\n\n2/2 Installers are hiring ${tag}.`;
    const { c, postId } = await userWithPost(text);
    await connect(c, home.url, 'Robin Thread');
    const [a, b] = await Promise.all([
      c.gql<Published>(PUBLISH, { id: postId }),
      c.gql<Published>(PUBLISH, { id: postId }),
    ]);
    expect(a.errors ?? b.errors).toBeUndefined();
    expect(a.data!.publishRunPost.publication.id).toBe(b.data!.publishRunPost.publication.id);
    const again = await c.gql<Published>(PUBLISH, { id: postId });
    const thread = home.statuses.filter((s) => s.text.includes(tag));
    expect(thread.map((s) => s.text)).toEqual(text.split('\n\n'));
    expect(thread[1].in_reply_to_id).toBe(thread[0].id);
    expect(new Set(thread.map((s) => s.idempotencyKey)).size).toBe(2);
    expect(again.data!.publishRunPost.publication).toMatchObject({ status: 'published', url: thread[0].url });
  });

  it('waits out a rate limit and posts once', async () => {
    const tag = randomUUID().slice(0, 8);
    const { c, postId } = await userWithPost(`Patient toot ${tag}`);
    await connect(c, home.url, 'Pat Patient');
    home.rateLimitNext(1);
    const res = await c.gql<Published>(PUBLISH, { id: postId });
    expect(res.data!.publishRunPost.publication.status).toBe('published');
    expect(home.statuses.filter((s) => s.text === `Patient toot ${tag}`)).toHaveLength(1);
  });

  it('says "Reconnect Mastodon" when the person revoked Synth on their server', async () => {
    const tag = randomUUID().slice(0, 8);
    const { c, postId } = await userWithPost(`Revoked toot ${tag}`);
    await connect(c, other.url, 'Drew Revoked');
    other.expireAll();
    const res = await c.gql<Published>(PUBLISH, { id: postId });
    expect(res.data!.publishRunPost.publication).toMatchObject({
      status: 'failed',
      error: 'Reconnect Mastodon: your Mastodon connection has expired or was revoked, so nothing was posted.',
    });
    expect(other.statuses.some((s) => s.text === `Revoked toot ${tag}`)).toBe(false);
  });

  it('refuses a post over 500 characters as Mastodon counts them before sending anything', async () => {
    const { c, postId } = await userWithPost(`${'Offshore wind '.repeat(40)}${randomUUID()}`);
    await connect(c, home.url, 'Casey Long');
    const before = home.statuses.length;
    const res = await c.gql<Published>(PUBLISH, { id: postId });
    expect(res.errors![0].message).toMatch(
      /^Post 1 of 1 is \d{3} characters as Mastodon counts them; Mastodon allows 500\.$/,
    );
    expect(home.statuses.length).toBe(before);
    const em = h.app.services.orm.em.fork();
    const account = await em.findOneOrFail(ConnectedAccount, {
      user: await em.findOneOrFail(User, { firebaseUid: c.user.uid }),
      platform: 'mastodon',
    });
    expect(account.instance).toBe(home.url);
  });
});
