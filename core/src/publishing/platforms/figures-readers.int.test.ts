// Bluesky's and Mastodon's figures as their clients read them from the stand-ins: a thread's parts
// are added up, and the reply each part makes to the one before is not counted as a reader's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeBluesky, startFakeMastodon } from '../../../../dev-services/social/index.mjs';
import { blueskyClient } from './bluesky.client';
import { mastodonClient } from './mastodon.client';
import type { AccountRef, PlatformClient, PublishJob, SettingReaders } from './platform-client';

let bsky: Awaited<ReturnType<typeof startFakeBluesky>>;
let masto: Awaited<ReturnType<typeof startFakeMastodon>>;

beforeAll(async () => {
  // Real-time clocks: a post made a moment ago has earned nothing yet, so every reply counted is the thread's own.
  [bsky, masto] = await Promise.all([startFakeBluesky(), startFakeMastodon()]);
});
afterAll(async () => {
  await Promise.all([bsky?.close(), masto?.close()]);
});

const readers = (settings: Record<string, string | boolean>): SettingReaders => ({
  str: (name, fallback) => (settings[name] as string | undefined) ?? fallback,
  decimal: (_name, fallback) => fallback,
  flag: (name, fallback) => (settings[name] as boolean | undefined) ?? fallback,
});

/** Publishes a thread through the client as the publisher would, answering the platform's ids. */
async function publishThread(client: PlatformClient, token: string, account: AccountRef, parts: string[]) {
  const postedIds: string[] = [];
  const job: PublishJob = {
    key: `figures-${Date.now()}`,
    account,
    parts,
    postedIds,
    firstComment: null,
    commentPosted: false,
    markSending: async () => false,
    clearIntent: async () => undefined,
    markPosted: async (id) => void postedIds.push(id),
    markCommentPosted: async () => undefined,
  };
  await client.publish(token, job);
  return postedIds;
}

describe("a thread's figures on Bluesky and Mastodon", () => {
  it('adds up a Bluesky thread without counting its own reply, and says nothing of views', async () => {
    const client = blueskyClient.create(blueskyClient.readSettings(readers({ BLUESKY_SERVICE_URL: bsky.url })));
    const session = await client.signInWithPassword!({
      identifier: 'reader.bsky.social',
      password: 'abcd-efgh-ijkl-mnop',
      instance: null,
    });
    const account = {
      externalId: (await client.member(session.accessToken, null)).externalId,
      handle: null,
      instance: null,
    };
    const ids = await publishThread(client, session.accessToken, account, [`One ${Date.now()}`, `Two ${Date.now()}`]);
    expect(bsky.posts.find((p) => p.inReplyTo)).toBeTruthy();
    const figures = await client.readMetrics!.read(session.accessToken, { account, postIds: ids });
    expect(figures).toEqual({ reactions: 0, replies: 0, reposts: 0, impressions: null });
    expect(bsky.figures.reads).toHaveLength(2);
  });

  it("adds up a Mastodon thread on the person's own server without counting its own reply", async () => {
    const client = mastodonClient.create(
      mastodonClient.readSettings(readers({ MASTODON_ENABLED: true, FEED_ALLOW_PRIVATE_NETWORKS: true })),
    );
    const member = { id: 'figures-1', name: 'Figure Reader' };
    const { accessToken } = masto.store.issueTokens({
      member,
      scopes: ['read:accounts', 'read:statuses', 'write:statuses'],
    });
    const account = { externalId: member.id, handle: null, instance: masto.url };
    const ids = await publishThread(client, accessToken, account, [`One ${Date.now()}`, `Two ${Date.now()}`]);
    const figures = await client.readMetrics!.read(accessToken, { account, postIds: ids });
    expect(figures).toEqual({ reactions: 0, replies: 0, reposts: 0, impressions: null });
    expect(masto.figures.reads.map((r: { id: string }) => r.id)).toEqual(ids);
  });

  it('reads figures that grow, and nothing at all once every part is deleted on Mastodon', async () => {
    const fast = await startFakeMastodon({ figureSpeed: 86_400 });
    try {
      const client = mastodonClient.create(
        mastodonClient.readSettings(readers({ MASTODON_ENABLED: true, FEED_ALLOW_PRIVATE_NETWORKS: true })),
      );
      const member = { id: 'figures-2', name: 'Figure Reader' };
      const { accessToken } = fast.store.issueTokens({
        member,
        scopes: ['read:accounts', 'read:statuses', 'write:statuses'],
      });
      const account = { externalId: member.id, handle: null, instance: fast.url };
      const ids = await publishThread(client, accessToken, account, [`Grows ${Date.now()}`]);
      await new Promise((r) => setTimeout(r, 1500));
      const figures = await client.readMetrics!.read(accessToken, { account, postIds: ids });
      expect(figures!.reactions).toBeGreaterThan(0);
      expect(figures!.reposts).not.toBeNull();
      fast.statuses.splice(0);
      expect(await client.readMetrics!.read(accessToken, { account, postIds: ids })).toBeNull();
    } finally {
      await fast.close();
    }
  });
});
