import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { signInWithGoogle, type EmulatorUser } from '../../../../test-support/firebase-emulator';
import { startApp, VALID_SYNTH, type Harness } from '../../test-support/app-harness';
import { toGlobalId } from '../../graphql/relay/global-id';
import { RATE_LIMIT_TABLE, STORE_OUTAGE_MESSAGE, STORE_OUTAGE_RETRY_SECONDS } from './rate-limits';

// Tight limits so a test can spend them; the runs go to a task queue no worker polls.
const LIMITS = {
  RATE_LIMIT_WINDOW_SECONDS: '60',
  RATE_LIMIT_FEED_CHECKS_PER_USER: '3',
  RATE_LIMIT_FEED_CHECKS_PER_IP: '5',
  RATE_LIMIT_SYNTH_DRAFTS_PER_USER: '2',
  RATE_LIMIT_RUNS_PER_USER: '2',
  RATE_LIMIT_SIGN_INS_PER_IP: '2',
  RATE_LIMIT_SYNTH_SAVES_PER_USER: '3',
  RATE_LIMIT_OPML_IMPORTS_PER_USER: '2',
  RATE_LIMIT_SUBSCRIPTION_REFRESHES_PER_USER: '2',
  RATE_LIMIT_CHECKOUTS_PER_USER: '2',
  RATE_LIMIT_CANCELS_PER_USER: '1',
  RATE_LIMIT_LOGOUTS_PER_IP: '2',
  RATE_LIMIT_SOCKET_OPERATIONS_PER_USER: '4',
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
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(user ? { authorization: `Bearer ${user.idToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

const checkFeed = (h: Harness, user: EmulatorUser, ip: string) =>
  call(h, user, ip, '/api/synths/validate/rss', { rssUrl: 'not-a-feed-url' });

async function gql(h: Harness, user: EmulatorUser, ip: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await call(h, user, ip, '/graphql', { query, variables });
  const body = (await res.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string; retryAfter?: number } }[];
  };
  return { res, body };
}

/** A refusal as a client reads it: 429, whole seconds in Retry-After, and the same number in the sentence. */
async function expectRefused(res: Response, what: string) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  const body = await res.json();
  expect(body).toMatchObject({
    code: 'RATE_LIMITED',
    retryAfter,
    message: `Too many ${what}. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
  });
}

describe('rate limits', () => {
  it("two API processes share one counter: a user's 4th feed check in the window is refused with 429, Retry-After and a readable message", async () => {
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
    for (const [h, u] of [
      [a, u1],
      [b, u1],
      [a, u2],
      [b, u2],
      [a, u3],
    ] as const)
      expect((await checkFeed(h, u, ip)).status).toBe(200);
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
    expect(body.errors?.[0]).toMatchObject({
      message: `Too many feed checks. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
      extensions: { code: 'RATE_LIMITED', retryAfter },
    });
    await expectRefused(await checkFeed(a, user, freshIp()), 'feed checks');
  });

  it('synth drafts from a sentence: REST and draftSynthFromPrompt share the limit', async () => {
    const user = await newUser();
    const prompt = 'weekly digest of fintech regulation news, LinkedIn posts';
    expect((await call(a, user, freshIp(), '/api/prompt-create-synth', { prompt })).status).toBe(200);
    const draft = await gql(b, user, freshIp(), 'mutation($p: String!) { draftSynthFromPrompt(prompt: $p) { name } }', {
      p: prompt,
    });
    expect(draft.body.errors).toBeUndefined();
    await expectRefused(await call(b, user, freshIp(), '/api/prompt-create-synth', { prompt }), 'synth drafts');
    const refused = await gql(
      a,
      user,
      freshIp(),
      'mutation($p: String!) { draftSynthFromPrompt(prompt: $p) { name } }',
      { p: prompt },
    );
    expect(refused.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });

  it('runs started by hand: REST and the runSynth mutation share the limit', async () => {
    const user = await newUser();
    const created = await call(a, user, freshIp(), '/api/synths', VALID_SYNTH);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    try {
      expect((await call(a, user, freshIp(), `/api/synths/${id}/run`, {})).status).toBe(202);
      const run = await gql(b, user, freshIp(), 'mutation($id: ID!) { runSynth(id: $id) { id } }', {
        id: toGlobalId('Synth', id),
      });
      expect(run.body.errors).toBeUndefined();
      await expectRefused(await call(b, user, freshIp(), `/api/synths/${id}/run`, {}), 'synth runs');
    } finally {
      await call(a, user, freshIp(), `/api/synths/${id}`, undefined, 'DELETE');
    }
  });

  it('sign-ins are limited per address, on every process', async () => {
    const ip = freshIp();
    const login = async (h: Harness, from: string) =>
      call(h, null, from, '/api/auth/login', { idToken: (await signInWithGoogle(a.authHost)).idToken });
    expect((await login(a, ip)).status).toBe(201);
    expect((await login(b, ip)).status).toBe(201);
    await expectRefused(await login(a, ip), 'sign-in attempts');
    expect((await login(b, freshIp())).status).toBe(201);
  });

  it('synth saves: creating, updating and switching a synth share one limit over REST and GraphQL', async () => {
    const user = await newUser();
    const created = await call(a, user, freshIp(), '/api/synths', VALID_SYNTH);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    try {
      const update = 'mutation($id: ID!, $input: SynthInput!) { updateSynth(id: $id, input: $input) { name } }';
      expect(
        (await gql(b, user, freshIp(), update, { id: toGlobalId('Synth', id), input: { name: 'Second save' } })).body
          .errors,
      ).toBeUndefined();
      expect((await call(a, user, freshIp(), `/api/synths/${id}`, { name: 'Third save' }, 'PATCH')).status).toBe(200);
      await expectRefused(
        await call(b, user, freshIp(), `/api/synths/${id}`, { name: 'Fourth save' }, 'PATCH'),
        'synth saves',
      );
      const toggle = await gql(a, user, freshIp(), 'mutation($id: ID!) { toggleSynthStatus(id: $id) { status } }', {
        id: toGlobalId('Synth', id),
      });
      expect(toggle.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
      // The refused save changed nothing.
      const [saved] = (await (await call(a, user, freshIp(), '/api/synths', undefined, 'GET')).json()) as {
        name: string;
        status: string;
      }[];
      expect(saved).toMatchObject({ name: 'Third save', status: 'active' });
    } finally {
      await call(a, user, freshIp(), `/api/synths/${id}`, undefined, 'DELETE');
    }
  });

  it('OPML imports: the REST parse and feedsFromOpml share one limit', async () => {
    const user = await newUser();
    const opml = '<opml version="2.0"><body><outline xmlUrl="https://example.com/a.xml"/></body></opml>';
    const parsed = await call(a, user, freshIp(), '/api/opml/parse', { opml });
    expect(await parsed.json()).toEqual({ urls: ['https://example.com/a.xml'] });
    const viaGraphql = await gql(b, user, freshIp(), 'query($o: String!) { feedsFromOpml(opml: $o) }', { o: opml });
    expect(viaGraphql.body.data).toEqual({ feedsFromOpml: ['https://example.com/a.xml'] });
    await expectRefused(await call(a, user, freshIp(), '/api/opml/parse', { opml }), 'OPML imports');
  });

  it('Stripe calls: forced status refreshes, checkouts and cancellations are each limited; a plain status read is not', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i++)
      expect((await call(a, user, freshIp(), '/api/subscription/status', undefined, 'GET')).status).toBe(200);
    for (let i = 0; i < 2; i++)
      expect((await call(b, user, freshIp(), '/api/subscription/status?force=true', undefined, 'GET')).status).not.toBe(
        429,
      );
    await expectRefused(
      await call(a, user, freshIp(), '/api/subscription/status?force=true', undefined, 'GET'),
      'subscription refreshes',
    );
    const refresh = await gql(b, user, freshIp(), 'query { subscriptionStatus(force: true) { status } }');
    expect(refresh.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');

    // Refused input still counts: each attempt reached the checkout code.
    for (let i = 0; i < 2; i++)
      expect(
        (await call(a, user, freshIp(), '/api/subscription/create', { tier: 'gold', billingCycle: 'monthly' })).status,
      ).toBe(400);
    await expectRefused(
      await call(b, user, freshIp(), '/api/subscription/create', { tier: 'basic', billingCycle: 'monthly' }),
      'checkout attempts',
    );
    const checkout = await gql(
      a,
      user,
      freshIp(),
      'mutation { createCheckout(tier: "basic", billingCycle: "monthly") { updated } }',
    );
    expect(checkout.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');

    expect((await call(a, user, freshIp(), '/api/subscription/cancel', {})).status).not.toBe(429);
    await expectRefused(await call(b, user, freshIp(), '/api/subscription/cancel', {}), 'cancellation requests');
  });

  it('sign-outs are limited per address', async () => {
    const ip = freshIp();
    for (const h of [a, b]) expect((await call(h, null, ip, '/api/auth/logout', {})).status).not.toBe(429);
    await expectRefused(await call(a, null, ip, '/api/auth/logout', {}), 'sign-out attempts');
    expect((await call(b, null, freshIp(), '/api/auth/logout', {})).status).not.toBe(429);
  });

  it('IPv6 callers are counted per /64: fresh addresses in one /64 share the limit, the next /64 does not', async () => {
    const net = `2001:db8:${seed.toString(16)}:${(++lastOctet).toString(16)}`;
    const users = [await newUser(), await newUser(), await newUser()];
    for (let i = 0; i < 5; i++)
      expect((await checkFeed(i % 2 ? b : a, users[i % 3], `${net}::${i + 1}`)).status).toBe(200);
    await expectRefused(await checkFeed(a, users[2], `${net}:ffff:ffff:ffff:fffe`), 'feed checks');
    expect(
      (await checkFeed(b, users[2], `2001:db8:${seed.toString(16)}:${(++lastOctet).toString(16)}::1`)).status,
    ).toBe(200);
  });

  it('a counter store outage answers 503 with Retry-After and a sentence, over REST and GraphQL, and nothing is done', async () => {
    const user = await newUser();
    const db = a.app.services.orm.em.getConnection();
    await db.execute(`alter table ${RATE_LIMIT_TABLE} rename to ${RATE_LIMIT_TABLE}_away`);
    try {
      const res = await checkFeed(a, user, freshIp());
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(STORE_OUTAGE_RETRY_SECONDS));
      expect(await res.json()).toEqual({
        message: STORE_OUTAGE_MESSAGE,
        code: 'SERVICE_UNAVAILABLE',
        retryAfter: STORE_OUTAGE_RETRY_SECONDS,
      });
      const { res: gqlRes, body } = await gql(
        b,
        user,
        freshIp(),
        'mutation { validateFeed(url: "not-a-feed-url") { valid } }',
      );
      expect(gqlRes.status).toBe(503);
      expect(gqlRes.headers.get('retry-after')).toBe(String(STORE_OUTAGE_RETRY_SECONDS));
      expect(body.errors?.[0]).toMatchObject({
        message: STORE_OUTAGE_MESSAGE,
        extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: STORE_OUTAGE_RETRY_SECONDS },
      });
    } finally {
      await db.execute(`alter table ${RATE_LIMIT_TABLE}_away rename to ${RATE_LIMIT_TABLE}`);
    }
    expect((await checkFeed(a, user, freshIp())).status).toBe(200);
  });
});

describe('rate limits over graphql-ws', () => {
  /** A socket as a browser behind the local proxy opens it: the proxy's address, the client's in X-Forwarded-For. */
  function socket(h: Harness, user: EmulatorUser, ip: string): WsClient {
    const headers = { authorization: `Bearer ${user.idToken}`, 'x-forwarded-for': ip };
    return createClient({
      url: h.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers });
        }
      },
      retryAttempts: 0,
      lazy: true,
    });
  }

  type WsError = { message: string; extensions?: { code?: string; retryAfter?: number } };
  function result(client: WsClient, query: string): Promise<{ data?: unknown; errors?: WsError[] }> {
    return new Promise((resolve) => {
      client.subscribe(
        { query },
        {
          next: (v) => resolve(v as never),
          error: (e) => resolve({ errors: (Array.isArray(e) ? e : [e]) as WsError[] }),
          complete: () => undefined,
        },
      );
    });
  }

  const feedCheck = 'mutation { validateFeed(url: "not-a-feed-url") { valid } }';
  const checked = { data: { validateFeed: { valid: false } } };
  const refusedCode = (r: { errors?: WsError[] }) => r.errors?.[0].extensions?.code;

  it('count feed checks per user and per client address, not per socket address (every socket comes from the proxy)', async () => {
    const [u1, u2, u3] = [await newUser(), await newUser(), await newUser()];
    const ipA = freshIp();
    const sockets = [socket(a, u1, ipA), socket(b, u2, ipA), socket(a, u3, freshIp()), socket(b, u1, freshIp())];
    const [u1AtA, u2AtA, u3Elsewhere, u1Elsewhere] = sockets;
    try {
      for (let i = 0; i < 3; i++) expect(await result(u1AtA, feedCheck)).toEqual(checked);
      for (let i = 0; i < 2; i++) expect(await result(u2AtA, feedCheck)).toEqual(checked);
      // Address A has spent its 5; another client behind the same proxy has not.
      expect(refusedCode(await result(u2AtA, feedCheck))).toBe('RATE_LIMITED');
      expect(await result(u3Elsewhere, feedCheck)).toEqual(checked);
      // User 1 has spent their 3, from whichever address.
      expect(refusedCode(await result(u1Elsewhere, feedCheck))).toBe('RATE_LIMITED');
    } finally {
      await Promise.all(sockets.map((s) => s.dispose()));
    }
  });

  it('limit the operations a user sends over sockets, across sockets and processes, with a readable refusal', async () => {
    const user = await newUser();
    const [s1, s2] = [socket(a, user, freshIp()), socket(b, user, freshIp())];
    try {
      for (const s of [s1, s2, s1, s2])
        expect(await result(s, '{ viewer { user { id } } }')).toMatchObject({
          data: { viewer: { user: { id: expect.any(String) } } },
        });
      const refused = await result(s1, '{ viewer { user { id } } }');
      const retryAfter = refused.errors?.[0].extensions?.retryAfter ?? 0;
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(refused.errors?.[0]).toMatchObject({
        message: `Too many operations on the live connection. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
        extensions: { code: 'RATE_LIMITED' },
      });
      // Another user's socket is unaffected.
      expect(await result(socket(a, await newUser(), freshIp()), '{ viewer { user { id } } }')).toMatchObject({
        data: { viewer: { user: { id: expect.any(String) } } },
      });
    } finally {
      await Promise.all([s1.dispose(), s2.dispose()]);
    }
  });
});
