// A worker killed with SIGKILL in the middle of publishing (the platform already holds the post or
// LinkedIn's first comment, the worker never heard back) makes exactly one: the worker that takes
// over finds it.
// The workers are the built output in their own processes, as deployed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, Connection } from '@temporalio/client';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { initOrm } from '@synth/core/orm';
import { runConfigOf, RunStatus, RunTrigger, SynthRun, type PostOutput, type RunOutput } from '@synth/core/runs';
import { Carousels } from '@synth/core/carousel';
import { User } from '@synth/core/users';
import { ConnectedAccount, sealToken, Publication, Publications, PUBLISH_WORKFLOW } from '@synth/core/publishing';
import {
  startFakeBluesky,
  startFakeLinkedIn,
  startFakeMastodon,
  startFakeThreads,
  startFakeX,
} from '../../../dev-services/social/index.mjs';
import { AppProcesses, buildServer } from '../test-support/app-processes';
import { composeOnly } from '../test-support/published-post';

const TOKEN_KEY = Buffer.alloc(32, 9);
const KEYRING = { current: TOKEN_KEY, previous: [] };
const taskQueue = `publish-crash-${randomUUID().slice(0, 8)}`;
let linkedin: Awaited<ReturnType<typeof startFakeLinkedIn>>;
let x: Awaited<ReturnType<typeof startFakeX>>;
let bsky: Awaited<ReturnType<typeof startFakeBluesky>>;
let masto: Awaited<ReturnType<typeof startFakeMastodon>>;
let meta: Awaited<ReturnType<typeof startFakeThreads>>;
let procs: AppProcesses;
let orm: MikroORM;
let temporal: Client;
let connection: Connection;

/** Runs when a stand-in has stored a post or a comment, before it answers; the test holds the answer back with it. */
let onPost: (post: unknown) => Promise<void> = async () => undefined;

beforeAll(async () => {
  buildServer();
  [linkedin, x, bsky, masto, meta] = await Promise.all([
    startFakeLinkedIn({ onPost: (p: unknown) => onPost(p), onComment: (c: unknown) => onPost(c) }),
    startFakeX({ onPost: (t: unknown) => onPost(t) }),
    startFakeBluesky({ onPost: (p: unknown) => onPost(p) }),
    startFakeMastodon({ onPost: (s: unknown) => onPost(s) }),
    startFakeThreads({ onPost: (p: unknown) => onPost(p) }),
  ]);
  procs = new AppProcesses({
    TEMPORAL_TASK_QUEUE: taskQueue,
    PUBLISHING_TOKEN_KEY: TOKEN_KEY.toString('base64'),
    LINKEDIN_CLIENT_ID: linkedin.client.id,
    LINKEDIN_CLIENT_SECRET: linkedin.client.secret,
    LINKEDIN_AUTH_URL: linkedin.url,
    LINKEDIN_API_URL: linkedin.url,
    X_CLIENT_ID: x.client.id,
    X_CLIENT_SECRET: x.client.secret,
    X_AUTH_URL: x.url,
    X_API_URL: x.url,
    BLUESKY_SERVICE_URL: bsky.url,
    MASTODON_ENABLED: 'true',
    THREADS_CLIENT_ID: meta.client.id,
    THREADS_CLIENT_SECRET: meta.client.secret,
    THREADS_AUTH_URL: meta.url,
    THREADS_API_URL: meta.url,
    // The Mastodon stand-in listens on loopback.
    FEED_ALLOW_PRIVATE_NETWORKS: 'true',
  });
  orm = await initOrm(procs.services.databaseUrl);
  connection = await Connection.connect({ address: procs.services.temporalAddress });
  temporal = new Client({ connection, namespace: 'default' });
}, 240_000);

afterAll(async () => {
  await procs?.stopAll();
  await connection?.close();
  await orm?.close();
  await Promise.all([linkedin?.close(), x?.close(), bsky?.close(), masto?.close(), meta?.close()]);
});

const SCOPES = {
  linkedin: ['openid', 'profile', 'w_member_social'],
  x: ['tweet.read', 'tweet.write', 'users.read', 'offline.access'],
  bluesky: [],
  mastodon: ['read:accounts', 'read:statuses', 'write:statuses'],
  threads: ['threads_basic', 'threads_content_publish'],
};

/** A session the Bluesky stand-in made for this handle, as Synth keeps it after the person connected. */
async function blueskySession(handle: string) {
  const res = await fetch(`${bsky.url}/xrpc/com.atproto.server.createSession`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: handle, password: 'abcd-efgh-ijkl-mnop' }),
  });
  const s = (await res.json()) as { did: string; handle: string; accessJwt: string; refreshJwt: string };
  return { id: s.did, handle: s.handle, accessToken: s.accessJwt, refreshToken: s.refreshJwt, expiresIn: 7200 };
}

/** A token the Mastodon stand-in issued, as Synth keeps it after the person connected there. */
function mastodonToken(member: { id: string; name: string }) {
  const t = masto.store.issueTokens({ member, scopes: SCOPES.mastodon });
  return { ...t, refreshToken: null, handle: `crash_tester@${new URL(masto.url).host}`, instance: masto.url };
}

/** The publication of `post`, asked for by a person connected to the platform with a run of it. */
async function publicationOf(
  platform: keyof typeof SCOPES,
  post: PostOutput,
  { linkAsFirstComment = false, extraScopes = [] as string[] } = {},
): Promise<Publication> {
  const { em, user, run } = await connectedPersonWithRun(platform, { posts: [post] }, post.contentType, extraScopes);
  return (
    await new Publications(em, composeOnly).request(user, {
      runId: run.id,
      postIndex: 0,
      platform,
      linkAsFirstComment,
    })
  ).publication;
}

/**
 * A trial user connected to the platform (a token the stand-in issued, sealed as Synth stores it)
 * with one finished run of `output`; `extraScopes` are granted on top of what Synth asks for.
 */
async function connectedPersonWithRun(
  platform: keyof typeof SCOPES,
  output: RunOutput,
  contentType: PostOutput['contentType'],
  extraScopes: string[] = [],
): Promise<{ em: EntityManager; user: User; run: SynthRun }> {
  const em = orm.em.fork() as EntityManager;
  const user = em.create(User, {
    firebaseUid: `uid-${randomUUID()}`,
    email: 'poster@example.com',
    displayName: 'Poster',
  } as never) as User;
  const member = { id: randomUUID().slice(0, 12), name: 'Crash Tester' };
  const session = platform === 'bluesky' ? await blueskySession(`crash-${member.id}.bsky.social`) : null;
  const tokens =
    session ??
    (platform === 'mastodon'
      ? mastodonToken(member)
      : (platform === 'linkedin' ? linkedin.store : platform === 'threads' ? meta.store : x.store).issueTokens({
          member,
          scopes: [...SCOPES[platform], ...extraScopes],
        }));
  em.create(ConnectedAccount, {
    user,
    platform,
    externalId: session?.id ?? member.id,
    displayName: member.name,
    handle: session?.handle ?? (platform === 'x' ? 'crash_tester' : null),
    instance: 'instance' in tokens ? tokens.instance : null,
    accessTokenSealed: sealToken(tokens.accessToken, KEYRING, { userId: user.id, platform }),
    refreshTokenSealed: tokens.refreshToken
      ? sealToken(tokens.refreshToken, KEYRING, { userId: user.id, platform })
      : null,
    expiresAt: new Date(Date.now() + tokens.expiresIn * 1000),
  } as never);
  const run = em.create(SynthRun, {
    user,
    synth: null,
    trigger: RunTrigger.manual,
    status: RunStatus.succeeded,
    workflowId: `crash-${randomUUID()}`,
    config: runConfigOf({
      name: 'Crash',
      rssFeedUrls: ['https://example.com/feed.xml'],
      topics: ['ports'],
      emailScheduleTime: '07:05',
      userTimezone: 'UTC',
      contentType,
    }),
    output,
  } as unknown as SynthRun);
  await em.flush();
  return { em, user, run };
}

/**
 * Publishes with one worker, which the test kills with SIGKILL once the stand-in has stored post
 * (or comment) number `killAt` and while it holds that answer back; a second worker finishes the publish.
 * `lost` runs on that stored item first: a test removes it to stand for a request that never arrived.
 */
async function killMidPublish(
  publication: Publication,
  killAt: number,
  lost?: (stored: unknown) => void,
): Promise<number> {
  const first = await procs.startWorker(`worker-${randomUUID().slice(0, 4)}`);
  let stored = 0;
  let release: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    onPost = async (item) => {
      stored += 1;
      if (stored !== killAt) return;
      lost?.(item);
      resolve();
      await new Promise<void>((r) => {
        release = r;
      });
    };
  });
  await temporal.workflow.start(PUBLISH_WORKFLOW, {
    taskQueue,
    workflowId: publication.key,
    args: [{ publicationId: publication.id }],
  });
  await reached;
  await first.kill('SIGKILL');
  release();
  onPost = async () => undefined;
  const second = await procs.startWorker(`worker-${randomUUID().slice(0, 4)}`);
  const handle = temporal.workflow.getHandle(publication.key);
  await handle.result();
  await second.kill('SIGTERM');
  // The attempt that sent the post died with its worker: the publish finished on a later attempt.
  const history = await handle.fetchHistory();
  return Math.max(...(history.events ?? []).map((e) => e.activityTaskStartedEventAttributes?.attempt ?? 0));
}

describe('a worker killed mid-publish', () => {
  it('makes exactly one LinkedIn post, and the publication records it', async () => {
    const text = `Killed mid-publish ${randomUUID()}`;
    const publication = await publicationOf('linkedin', { contentType: 'linkedin', templateId: 'informative', text });
    expect(await killMidPublish(publication, 1)).toBeGreaterThan(1);
    const posts = linkedin.posts.filter((p) => p.commentary === text);
    expect(posts).toHaveLength(1);
    const row = await orm.em.fork().findOneOrFail(Publication, publication.id);
    expect(row).toMatchObject({ status: 'published', postedIds: [posts[0].id] });
  }, 180_000);

  it("posts LinkedIn's first comment once: the worker that takes over finds it among the post's comments", async () => {
    const text = `Killed after the comment ${randomUUID()}\n\nRead more: https://news.example/crash`;
    const publication = await publicationOf(
      'linkedin',
      { contentType: 'linkedin', templateId: 'informative', text },
      { linkAsFirstComment: true, extraScopes: ['r_member_social'] },
    );
    expect(await killMidPublish(publication, 2)).toBeGreaterThan(1);
    const post = linkedin.posts.find((p) => p.commentary.startsWith(text.split('\n')[0]))!;
    expect(linkedin.comments.filter((c) => c.object === post.id)).toMatchObject([
      { text: 'https://news.example/crash' },
    ]);
    const row = await orm.em.fork().findOneOrFail(Publication, publication.id);
    expect(row).toMatchObject({ status: 'published', postedIds: [post.id], commentPosted: true });
  }, 180_000);

  it("still posts the first comment when the killed worker's comment never reached LinkedIn", async () => {
    const text = `Killed before the comment arrived ${randomUUID()}\n\nRead more: https://news.example/lost`;
    const publication = await publicationOf(
      'linkedin',
      { contentType: 'linkedin', templateId: 'informative', text },
      { linkAsFirstComment: true, extraScopes: ['r_member_social'] },
    );
    const loseComment = (item: unknown) => linkedin.comments.splice(linkedin.comments.indexOf(item as never), 1);
    expect(await killMidPublish(publication, 2, loseComment)).toBeGreaterThan(1);
    const post = linkedin.posts.find((p) => p.commentary.startsWith(text.split('\n')[0]))!;
    expect(linkedin.comments.filter((c) => c.object === post.id)).toMatchObject([
      { text: 'https://news.example/lost' },
    ]);
  }, 180_000);

  it("does not post the first comment twice when LinkedIn will not show the post's comments", async () => {
    const text = `Killed after the comment, comments unreadable ${randomUUID()}\n\nRead more: https://news.example/unread`;
    const publication = await publicationOf(
      'linkedin',
      { contentType: 'linkedin', templateId: 'informative', text },
      { linkAsFirstComment: true },
    );
    expect(await killMidPublish(publication, 2)).toBeGreaterThan(1);
    const post = linkedin.posts.find((p) => p.commentary.startsWith(text.split('\n')[0]))!;
    expect(linkedin.comments.filter((c) => c.object === post.id)).toHaveLength(1);
    const row = await orm.em.fork().findOneOrFail(Publication, publication.id);
    expect(row.status).toBe('published');
  }, 180_000);

  it('makes one document post of a carousel, naming the document it uploaded', async () => {
    const tag = randomUUID().slice(0, 8);
    const articles = [1, 2].map((n) => ({
      id: `a${n}`,
      title: `Crash story ${n} ${tag}`,
      link: null,
      source: null,
      publishedAt: null,
      summary: 'A summary.',
      minute: { point: `Crash story ${n}`, fact: `volumes rose ${n}% in October` },
    }));
    const { em, user, run } = await connectedPersonWithRun('linkedin', { articles }, 'linkedin');
    const carousel = await new Carousels(em).make(user, run.id, 'Crash Tester');
    const { publication } = await new Publications(em, composeOnly).requestCarousel(user, carousel.id);
    expect(await killMidPublish(publication, 1)).toBeGreaterThan(1);
    const posts = linkedin.posts.filter((p) => p.commentary.includes(`Crash story 1 ${tag}`));
    expect(posts).toHaveLength(1);
    expect(posts[0].media).toMatchObject({ pages: 4 });
    const row = await orm.em.fork().findOneOrFail(Publication, publication.id);
    expect(row).toMatchObject({ status: 'published', postedIds: [posts[0].id], documentId: posts[0].media!.id });
  }, 180_000);

  it('makes each tweet of an X thread once, still as one reply chain', async () => {
    const tag = randomUUID().slice(0, 8);
    const text = `1/3 First ${tag}\n\n2/3 Second ${tag}\n\n3/3 Third ${tag}`;
    const publication = await publicationOf('x', { contentType: 'twitter', templateId: 'thread', text });
    expect(await killMidPublish(publication, 2)).toBeGreaterThan(1);
    const thread = x.tweets.filter((t) => t.text.includes(tag));
    expect(thread.map((t) => t.text)).toEqual([`1/3 First ${tag}`, `2/3 Second ${tag}`, `3/3 Third ${tag}`]);
    expect(thread[1].inReplyTo).toBe(thread[0].id);
    expect(thread[2].inReplyTo).toBe(thread[1].id);
    const row = await orm.em.fork().findOneOrFail(Publication, publication.id);
    expect(row).toMatchObject({ status: 'published', postedIds: thread.map((t) => t.id) });
  }, 180_000);

  it('makes each post of a Bluesky thread once: the worker that takes over finds the post among the latest', async () => {
    const tag = randomUUID().slice(0, 8);
    const text = `1/3 First ${tag}\n\n2/3 Second ${tag}\n\n3/3 Third ${tag}`;
    const publication = await publicationOf('bluesky', { contentType: 'bluesky', templateId: 'threaded', text });
    expect(await killMidPublish(publication, 2)).toBeGreaterThan(1);
    const thread = bsky.posts.filter((p) => p.text.includes(tag));
    expect(thread.map((p) => p.text)).toEqual([`1/3 First ${tag}`, `2/3 Second ${tag}`, `3/3 Third ${tag}`]);
    expect(thread[1].inReplyTo).toBe(thread[0].uri);
    expect(thread[2].inReplyTo).toBe(thread[1].uri);
    const row = await orm.em.fork().findOneOrFail(Publication, publication.id);
    expect(row).toMatchObject({ status: 'published', postedIds: thread.map((p) => `${p.uri}#${p.cid}`) });
  }, 180_000);

  it('makes each post of a Mastodon thread once: the same Idempotency-Key gets the first post back', async () => {
    const tag = randomUUID().slice(0, 8);
    const text = `1/2 First ${tag}\n\n2/2 Second ${tag}`;
    const publication = await publicationOf('mastodon', { contentType: 'mastodon', templateId: 'threaded', text });
    expect(await killMidPublish(publication, 1)).toBeGreaterThan(1);
    const thread = masto.statuses.filter((s) => s.text.includes(tag));
    expect(thread.map((s) => s.text)).toEqual([`1/2 First ${tag}`, `2/2 Second ${tag}`]);
    expect(thread[1].in_reply_to_id).toBe(thread[0].id);
    const row = await orm.em.fork().findOneOrFail(Publication, publication.id);
    expect(row).toMatchObject({ status: 'published', postedIds: thread.map((s) => s.id) });
  }, 180_000);

  it('makes each post of a Threads chain once: the worker that takes over finds the reply among the latest', async () => {
    const tag = randomUUID().slice(0, 8);
    const text = `1/3 First ${tag}\n\n2/3 Second ${tag}\n\n3/3 Third ${tag}`;
    const publication = await publicationOf('threads', { contentType: 'threads', templateId: 'threaded', text });
    expect(await killMidPublish(publication, 2)).toBeGreaterThan(1);
    const chain = meta.posts.filter((p) => p.text.includes(tag));
    expect(chain.map((p) => p.text)).toEqual([`1/3 First ${tag}`, `2/3 Second ${tag}`, `3/3 Third ${tag}`]);
    expect(chain[1].repliedTo).toBe(chain[0].id);
    expect(chain[2].repliedTo).toBe(chain[1].id);
    const row = await orm.em.fork().findOneOrFail(Publication, publication.id);
    expect(row).toMatchObject({ status: 'published', postedIds: chain.map((p) => p.id) });
  }, 180_000);
});
