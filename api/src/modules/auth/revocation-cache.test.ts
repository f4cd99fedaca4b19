import { describe, expect, it } from 'vitest';
import { RevocationCache, type RevocationSources } from './revocation-cache';

/** Sources that count their reads and answer what the test sets. */
function sources(initial: { ours?: number | null; provider?: number } = {}) {
  const s = {
    ours: initial.ours ?? null,
    provider: initial.provider ?? 0,
    oursReads: 0,
    providerReads: 0,
    /** When set, the provider never answers. */
    hang: false,
    fail: false,
  };
  const api: RevocationSources = {
    ours: async () => {
      s.oursReads++;
      return s.ours;
    },
    provider: () => {
      s.providerReads++;
      if (s.hang) return new Promise<number>(() => undefined);
      return s.fail ? Promise.reject(new Error('unreachable')) : Promise.resolve(s.provider);
    },
  };
  return { s, api };
}

/** A cache over such sources, on a clock the test moves by setting `clock.now`. */
function cacheOver(initial: Parameters<typeof sources>[0] = {}, ttlMs = 60_000, providerFirstWaitMs?: number) {
  const { s, api } = sources(initial);
  const clock = { now: 0 };
  const cache = new RevocationCache(api, ttlMs, () => clock.now, providerFirstWaitMs);
  return { s, clock, cache };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('RevocationCache', () => {
  it('reads both sources once, then answers from memory within the TTL', async () => {
    const { s, clock, cache } = cacheOver({ ours: 1000, provider: 2000 });
    expect(await cache.revokedBefore('u')).toBe(2000);
    clock.now = 59_999;
    s.ours = 5000;
    expect(await cache.revokedBefore('u')).toBe(2000);
    expect([s.oursReads, s.providerReads]).toEqual([1, 1]);
  });

  it('re-reads our record when the TTL has passed, and sees a logout made meanwhile', async () => {
    const { s, clock, cache } = cacheOver();
    expect(await cache.revokedBefore('u')).toBe(0);
    s.ours = 7000;
    clock.now = 60_000;
    expect(await cache.revokedBefore('u')).toBe(7000);
  });

  it('forget() makes the next request read again at once', async () => {
    const { s, cache } = cacheOver();
    await cache.revokedBefore('u');
    s.ours = 9000;
    cache.forget('u');
    expect(await cache.revokedBefore('u')).toBe(9000);
  });

  it("one user's forget() drops only that user's reads in flight: another user's answer is still kept", async () => {
    const { api } = sources({ ours: 1000 });
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let oursReads = 0;
    const slow: RevocationSources = {
      ...api,
      ours: async (uid) => {
        oursReads++;
        if (uid === 'a') await held;
        return 1000;
      },
    };
    const cache = new RevocationCache(slow, 60_000, () => 0);
    const reading = cache.revokedBefore('a');
    await settle();
    cache.forget('b'); // someone else logs out while a's record is being read
    release();
    expect(await reading).toBe(1000);
    expect(await cache.revokedBefore('a')).toBe(1000);
    expect(oursReads).toBe(1); // kept: answered from memory, not read again
  });

  it("a user's own forget() during a read of their record makes the next request read it again", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    let ours = 1000;
    let oursReads = 0;
    const slow: RevocationSources = {
      ours: async () => {
        oursReads++;
        const v = ours;
        await held;
        return v;
      },
      provider: async () => 0,
    };
    const cache = new RevocationCache(slow, 60_000, () => 0);
    const reading = cache.revokedBefore('a');
    await settle();
    ours = 9000;
    cache.forget('a');
    release();
    await reading;
    expect(await cache.revokedBefore('a')).toBe(9000);
    expect(oursReads).toBe(2);
  });

  it('a stale provider answer is used while a fresh one is fetched in the background', async () => {
    const { s, clock, cache } = cacheOver({ provider: 1000 }, 1000);
    expect(await cache.revokedBefore('u')).toBe(1000);
    s.provider = 3000;
    clock.now = 1000;
    expect(await cache.revokedBefore('u')).toBe(1000);
    await settle();
    expect(await cache.revokedBefore('u')).toBe(3000);
  });

  it('a provider that never answers holds up only the first request for a user, briefly, and never the next ones', async () => {
    const { s, cache } = cacheOver({ ours: 500 }, 60_000, 10);
    s.hang = true;
    expect(await cache.revokedBefore('u')).toBe(500);
    const next = await Promise.race([cache.revokedBefore('u'), new Promise((r) => setImmediate(() => r('waited')))]);
    expect(next).toBe(500);
    expect(s.providerReads).toBe(1);
  });

  it('an unreachable provider leaves our own record in force', async () => {
    const { s, cache } = cacheOver({ ours: 4000 });
    s.fail = true;
    expect(await cache.revokedBefore('u')).toBe(4000);
  });
});
