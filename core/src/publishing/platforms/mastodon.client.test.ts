import { describe, expect, it } from 'vitest';
import { PublishFailure } from '../publish-failure';
import { mastodonClient } from './mastodon.client';

const settings = (flags: Record<string, boolean>) =>
  mastodonClient.readSettings({
    str: (_name, fallback) => fallback,
    decimal: (_name, fallback) => fallback,
    flag: (name, fallback) => flags[name] ?? fallback,
  });
const client = (allowPrivate: boolean) =>
  mastodonClient.create(settings({ MASTODON_ENABLED: true, FEED_ALLOW_PRIVATE_NETWORKS: allowPrivate }));

describe('naming a Mastodon server', () => {
  it('reads a server from what people type: its name, its address or their full handle', () => {
    const c = client(false);
    expect(c.serverOf!('mastodon.social')).toBe('https://mastodon.social');
    expect(c.serverOf!(' https://Mastodon.Social/about ')).toBe('https://mastodon.social');
    expect(c.serverOf!('@alex@hachyderm.io')).toBe('https://hachyderm.io');
  });

  it('refuses what is no server, and a plain-http one, in a sentence', () => {
    const c = client(false);
    for (const named of ['not a server', 'localhost', 'http://mastodon.social', 'https://me:pw@mastodon.social'])
      expect(() => c.serverOf!(named)).toThrow(/is not a server name, such as mastodon\.social\.$/);
  });

  it('never reaches a server on a private network: the address is checked when connecting', async () => {
    const err = await client(false).registerApp!(
      'https://localhost:9',
      'https://synth.example/api/publishing/mastodon/callback',
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PublishFailure);
    expect((err as PublishFailure).message).toBe('That server is on a private network, so Synth cannot reach it.');
  });

  it('is offered only when MASTODON_ENABLED is set', () => {
    expect(mastodonClient.create(settings({})).available).toBe(false);
    expect(client(false).available).toBe(true);
  });
});
