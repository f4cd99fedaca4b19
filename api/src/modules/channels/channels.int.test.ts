// A synth's delivery channels through the real API: a channel is saved only when its test message
// went through, its address never comes back, another person can neither see nor remove it, a run
// shows each channel's outcome, and a private feed's signed address serves the synth's digests as
// Atom that a feed parser reads back, until the feed is removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { parseFeed } from '@synth/core/feeds';
import { runConfigOf, RunStatus, RunTrigger, SynthRun } from '@synth/core/runs';
import { User } from '@synth/core/users';
import { startChannelStandIns } from '../../../../dev-services/channels/server.mjs';
import { toGlobalId } from '../../graphql/relay/global-id';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../../test-support/app-harness';
import { restSynths } from '../../test-support/rest-synths';

let h: Harness;
let standIns: Awaited<ReturnType<typeof startChannelStandIns>>;
beforeAll(async () => {
  standIns = await startChannelStandIns();
  h = await startApp({ TEMPORAL_TASK_QUEUE: 'channels-int', FEED_ALLOW_PRIVATE_NETWORKS: 'true' });
});
afterAll(async () => {
  await h?.close();
  await standIns?.close();
});

const ADD = `mutation($synthId: ID!, $kind: String!, $name: String!, $url: String) {
  addDeliveryChannel(synthId: $synthId, kind: $kind, name: $name, url: $url) {
    channel { id kind name hint feedUrl } signingSecret
  }
}`;
const LIST =
  'query($id: ID!) { node(id: $id) { ... on Synth { deliveryChannels { limit channels { id kind name hint feedUrl } } } } }';
const REMOVE = 'mutation($id: ID!) { removeDeliveryChannel(channelId: $id) { id } }';

interface Added {
  addDeliveryChannel: {
    channel: { id: string; kind: string; name: string; hint: string | null; feedUrl: string | null };
    signingSecret: string | null;
  };
}

async function owner(): Promise<{ c: Client; synthId: string; rawSynthId: string; userId: string }> {
  const c = await newClient(h);
  const created = await c.gql<{ createSynth: { id: string } }>(
    'mutation($input: SynthInput!) { createSynth(input: $input) { id } }',
    { input: { ...VALID_SYNTH, name: `Harbour news ${randomUUID().slice(0, 4)}` } },
  );
  const user = await h.app.services.orm.em.fork().findOneOrFail(User, { firebaseUid: c.user.uid });
  return { c, synthId: created.data!.createSynth.id, rawSynthId: (await restSynths(c))[0].id, userId: user.id };
}

const local = (url: string) => url.replace(h.app.services.config.publicUrl, h.url);

describe('delivery channels through the API', () => {
  it('saves a channel that took its test message, and never shows its address again', async () => {
    const o = await owner();
    const url = `${standIns.url}/webhook/${randomUUID()}`;
    const res = await o.c.gql<Added>(ADD, { synthId: o.synthId, kind: 'webhook', name: 'Intranet', url });
    expect(res.errors).toBeUndefined();
    const added = res.data!.addDeliveryChannel;
    expect(added.signingSecret).toMatch(/^whsec_/);
    expect(added.channel.hint).toBe(`${new URL(url).host}/…${url.slice(-4)}`);
    const test = standIns.received.find((r) => r.path === new URL(url).pathname)!;
    expect(test.body).toMatchObject({ type: 'test', digest: { stories: [] } });

    const listed = await o.c.gql<{ node: { deliveryChannels: { limit: number; channels: unknown[] } } }>(LIST, {
      id: o.synthId,
    });
    expect(listed.data!.node.deliveryChannels.channels).toHaveLength(1);
    expect(JSON.stringify(listed.data)).not.toContain(url);

    // Another person sees none of it and cannot remove it.
    const other = await newClient(h);
    const theirs = await other.gql(LIST, { id: o.synthId });
    expect(JSON.stringify(theirs.data ?? {})).not.toContain('Intranet');
    const removal = await other.gql(REMOVE, { id: added.channel.id });
    expect(removal.errors?.[0].message).toBe('Channel not found');
    expect(
      (await o.c.gql<{ removeDeliveryChannel: { id: string } }>(REMOVE, { id: added.channel.id })).errors,
    ).toBeUndefined();
  });

  it('does not save a channel whose test message failed, and says why in a sentence', async () => {
    const o = await owner();
    const res = await o.c.gql<Added>(ADD, {
      synthId: o.synthId,
      kind: 'slack',
      name: '#energy',
      url: `${standIns.url}/slack/services/T1/B1/revoked`,
    });
    expect(res.errors?.[0].message).toBe(
      'The test message did not reach Slack, so the channel was not saved: Slack does not know this webhook address (HTTP 404): it may have been deleted.',
    );
    const listed = await o.c.gql<{ node: { deliveryChannels: { channels: unknown[] } } }>(LIST, { id: o.synthId });
    expect(listed.data!.node.deliveryChannels.channels).toEqual([]);
  });

  it('serves a private feed of the synth’s digests at its signed address, until it is removed', async () => {
    const o = await owner();
    const res = await o.c.gql<Added>(ADD, { synthId: o.synthId, kind: 'feed', name: 'My reader', url: null });
    const { feedUrl, id } = res.data!.addDeliveryChannel.channel;
    expect(feedUrl).toMatch(/\/feeds\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const db = h.app.services.orm.em.fork();
    const run = db.create(SynthRun, {
      user: o.userId,
      synth: o.rawSynthId,
      trigger: RunTrigger.scheduled,
      status: RunStatus.succeeded,
      config: runConfigOf({ ...VALID_SYNTH }),
      output: {
        articles: [
          {
            id: randomUUID(),
            title: 'Night trains return <script>alert(1)</script>',
            link: 'https://news.example.com/trains',
            source: 'Harbour Gazette',
            publishedAt: null,
            summary: 'Night trains run again from December 14. <img src=x onerror=alert(2)>',
            minute: { point: 'Night trains return', fact: 'from December 14' },
          },
        ],
        channels: [
          {
            channelId: randomUUID(),
            kind: 'slack',
            name: '#energy',
            status: 'failed',
            reason: 'Slack had a problem on its side (HTTP 503).',
          },
        ],
      },
      workflowId: `channels-int-${randomUUID()}`,
      startedAt: new Date(),
      scheduledFor: new Date(),
    } as unknown as SynthRun);
    await db.flush();

    const xml = await (await fetch(local(feedUrl!))).text();
    const parsed = await parseFeed(xml);
    expect(parsed.items.map((i) => i.title)).toHaveLength(1);
    // The feed's HTML is text in the entry: escaped, never a tag.
    expect(xml).not.toMatch(/<script|<img/i);
    expect(parsed.items[0].link).toContain('/digest?token=');

    // The run page's outcome of each channel.
    const outcomes = await o.c.gql<{ node: { channelOutcomes: { name: string; status: string; reason: string }[] } }>(
      'query($id: ID!) { node(id: $id) { ... on SynthRun { channelOutcomes { kind name status reason } } } }',
      { id: toGlobalId('SynthRun', run.id) },
    );
    expect(outcomes.data!.node.channelOutcomes).toEqual([
      { kind: 'slack', name: '#energy', status: 'failed', reason: 'Slack had a problem on its side (HTTP 503).' },
    ]);

    // A token not ours, and the feed once removed, show nothing.
    expect((await fetch(local(`${feedUrl!.slice(0, -2)}xx`))).status).toBe(404);
    await o.c.gql(REMOVE, { id });
    expect((await fetch(local(feedUrl!))).status).toBe(404);
  });
});
