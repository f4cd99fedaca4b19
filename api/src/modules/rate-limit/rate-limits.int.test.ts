import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithGoogle, type EmulatorUser } from '../../../../test-support/firebase-emulator';
import { startApp, VALID_SYNTH, type Harness } from '../../test-support/app-harness';
import { toGlobalId } from '../../graphql/relay/global-id';

// Tight limits so a test can spend them; the runs go to a task queue no worker polls.
const LIMITS = {
  RATE_LIMIT_WINDOW_SECONDS: '60',
  RATE_LIMIT_FEED_CHECKS_PER_USER: '3',
  RATE_LIMIT_FEED_CHECKS_PER_IP: '5',
  RATE_LIMIT_SYNTH_DRAFTS_PER_USER: '2',
  RATE_LIMIT_RUNS_PER_USER: '2',
  RATE_LIMIT_SIGN_INS_PER_IP: '2',
  TEMPORAL_TASK_QUEUE: `rate-limit-test-${Date.now()}`,
};

// Two API processes on one database, as behind a load balancer.
let a: Harness;
let b: Harness;
beforeAll(async () => {
  a = await startApp(LIMITS);
  b = await startApp(LIMITS);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

// The API trusts X-Forwarded-For from loopback (a local proxy), so each test can pose as fresh addresses.
let lastOctet = 0;
const seed = Math.floor(Math.random() * 250);
const freshIp = () => `198.18.${seed}.${++lastOctet}`;

/** A signed-in, registered user; registration goes through POST /api/users, which is not a counted sign-in. */
async function newUser(): Promise<EmulatorUser> {
  const user = await signInWithGoogle(a.authHost);
  const res = await call(a, user, freshIp(), '/api/users', {});
  expect(res.status).toBe(201);
  return user;
}

function call(h: Harness, user: EmulatorUser | null, ip: string, path: string, body: unknown, method = 'POST') {
  return fetch(h.url + path, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(user ? { authorization: `Bearer ${user.idToken}` } : {}) },
    body: JSON.stringify(body),
  });
}

const checkFeed = (h: Harness, user: EmulatorUser, ip: string) => call(h, user, ip, '/api/synths/validate/rss', { rssUrl: 'not-a-feed-url' });

async function gql(h: Harness, user: EmulatorUser, ip: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await call(h, user, ip, '/graphql', { query, variables });
  const body = (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string; retryAfter?: number } }[] };
  return { res, body };
}

/** A refusal as a client reads it: 429, whole seconds in Retry-After, and the same number in the sentence. */
async function expectRefused(res: Response, what: string) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  const body = await res.json();
  expect(body).toMatchObject({ code: 'RATE_LIMITED', retryAfter, message: `Too many ${what}. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.` });
}

describe('rate limits', () => {
  it('two API processes share one counter: a user\'s 4th feed check in the window is refused with 429, Retry-After and a readable message', async () => {
    const user = await newUser();
    // Each request from its own address, so only the user's limit (3) is in play.
    expect((await checkFeed(a, user, freshIp())).status).toBe(200);
    expect((await checkFeed(b, user, freshIp())).status).toBe(200);
    expect((await checkFeed(a, user, freshIp())).status).toBe(200);
    await expectRefused(await checkFeed(b, user, freshIp()), 'feed checks');
    // Another user is not affected.
    expect((await checkFeed(a, await newUser(), freshIp())).status).toBe(200);
  });

  it('one address is limited across users: the 6th feed check from it is refused though that user has checks left', async () => {
    const ip = freshIp();
    const [u1, u2, u3] = [await newUser(), await newUser(), await newUser()];
    for (const [h, u] of [[a, u1], [b, u1], [a, u2], [b, u2], [a, u3]] as const) expect((await checkFeed(h, u, ip)).status).toBe(200);
    await expectRefused(await checkFeed(b, u3, ip), 'feed checks');
    expect((await checkFeed(b, u3, freshIp())).status).toBe(200);
  });

  it('the validateFeed mutation counts with its REST twin and is refused as RATE_LIMITED with retryAfter and status 429', async () => {
    const user = await newUser();
    const mutation = 'mutation { validateFeed(url: "not-a-feed-url") { valid } }';
    expect((await checkFeed(a, user, freshIp())).status).toBe(200);
    expect((await checkFeed(b, user, freshIp())).status).toBe(200);
    expect((await gql(a, user, freshIp(), mutation)).body.data).toEqual({ validateFeed: { valid: false } });
    const { res, body } = await gql(b, user, freshIp(), mutation);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(body.errors?.[0]).toMatchObject({ message: `Too many feed checks. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`, extensions: { code: 'RATE_LIMITED', retryAfter } });
    await expectRefused(await checkFeed(a, user, freshIp()), 'feed checks');
  });

  it('synth drafts from a sentence: REST and draftSynthFromPrompt share the limit', async () => {
    const user = await newUser();
    const prompt = 'weekly digest of fintech regulation news, LinkedIn posts';
    expect((await call(a, user, freshIp(), '/api/prompt-create-synth', { prompt })).status).toBe(200);
    const draft = await gql(b, user, freshIp(), 'mutation($p: String!) { draftSynthFromPrompt(prompt: $p) { name } }', { p: prompt });
    expect(draft.body.errors).toBeUndefined();
    await expectRefused(await call(b, user, freshIp(), '/api/prompt-create-synth', { prompt }), 'synth drafts');
    const refused = await gql(a, user, freshIp(), 'mutation($p: String!) { draftSynthFromPrompt(prompt: $p) { name } }', { p: prompt });
    expect(refused.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });

  it('runs started by hand: REST and the runSynth mutation share the limit', async () => {
    const user = await newUser();
    const created = await call(a, user, freshIp(), '/api/synths', VALID_SYNTH);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    try {
      expect((await call(a, user, freshIp(), `/api/synths/${id}/run`, {})).status).toBe(202);
      const run = await gql(b, user, freshIp(), 'mutation($id: ID!) { runSynth(id: $id) { id } }', { id: toGlobalId('Synth', id) });
      expect(run.body.errors).toBeUndefined();
      await expectRefused(await call(b, user, freshIp(), `/api/synths/${id}/run`, {}), 'synth runs');
    } finally {
      await call(a, user, freshIp(), `/api/synths/${id}`, undefined, 'DELETE');
    }
  });

  it('sign-ins are limited per address, on every process', async () => {
    const ip = freshIp();
    const login = async (h: Harness, from: string) => call(h, null, from, '/api/auth/login', { idToken: (await signInWithGoogle(a.authHost)).idToken });
    expect((await login(a, ip)).status).toBe(201);
    expect((await login(b, ip)).status).toBe(201);
    await expectRefused(await login(a, ip), 'sign-in attempts');
    expect((await login(b, freshIp())).status).toBe(201);
  });
});
