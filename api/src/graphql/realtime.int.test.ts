import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../test-support/app-harness';
import { TOPICS, type SynthUpdatePayload } from './pubsub';
import { graphqlBody, jsonBody } from '../../../test-support/json-body';
import { restSynths } from '../test-support/rest-synths';
import type { userJson } from '../modules/users/user.json';

let h: Harness;
beforeAll(async () => {
  h = await startApp({
    TEMPORAL_TASK_QUEUE: 'realtime-int',
    GRAPHQL_MAX_DEPTH: '6',
    GRAPHQL_MAX_ALIASES: '3',
    GRAPHQL_MAX_COST: '200',
  });
});
afterAll(async () => {
  await h?.close();
});

const wsUrl = (path: string) => h.url.replace('http', 'ws') + path;

function gqlWs(token?: string): WsClient {
  return createClient({
    url: wsUrl('/graphql'),
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, token ? { headers: { authorization: `Bearer ${token}` } } : {});
      }
    },
    retryAttempts: 0,
    lazy: true,
  });
}

async function synthOf(c: Client) {
  const { data } = await c.gql<{ createSynth: { id: string } }>(
    'mutation($input: SynthInput!) { createSynth(input: $input) { id } }',
    { input: VALID_SYNTH },
  );
  const rawId = (await restSynths(c))[0].id;
  const userId = (await jsonBody<ReturnType<typeof userJson>>(await c.fetch('/api/users/me'))).id;
  return { id: data!.createSynth.id, rawId, userId };
}

function event(userId: string, synthId: string, message: string): SynthUpdatePayload {
  return {
    userId,
    synthId,
    runId: null,
    updateType: 'info',
    message,
    status: 'running',
    progressCurrent: 1,
    progressTotal: 3,
    articlesFetched: 4,
    articlesFiltered: 2,
    articlesProcessed: 0,
    lastRunAt: null,
  };
}

function firstResult(
  client: WsClient,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ data?: unknown; errors?: unknown[] }> {
  return new Promise((resolve, reject) => {
    const unsubscribe = client.subscribe(
      { query, variables },
      {
        next: (v) => {
          resolve(v as never);
          unsubscribe();
        },
        error: (e) => resolve({ errors: Array.isArray(e) ? e : [e] }),
        complete: () => undefined,
      },
    );
    setTimeout(() => reject(new Error('no subscription result within 10 s')), 10_000);
  });
}

describe('synthUpdated over graphql-ws', () => {
  it('delivers updates of my synth, fed from PostgreSQL NOTIFY', async () => {
    const c = await newClient(h);
    const s = await synthOf(c);
    const ws = gqlWs(c.user.idToken);
    const result = firstResult(
      ws,
      'subscription($id: ID!) { synthUpdated(synthId: $id) { synthId message progress { percent } stats { articlesFetched } synth { id name } } }',
      { id: s.id },
    );
    await new Promise((r) => setTimeout(r, 500));
    h.app.services.pubsub.publish(TOPICS.SYNTH_UPDATED, event(s.userId, s.rawId, 'Fetching feeds'));
    const got = await result;
    expect(got.data).toEqual({
      synthUpdated: {
        synthId: s.id,
        message: 'Fetching feeds',
        progress: { percent: 33 },
        stats: { articlesFetched: 4 },
        synth: { id: s.id, name: 'Fintech digest' },
      },
    });
    await ws.dispose();
  });

  it("without a synthId, delivers every update of mine (previews of unsaved synths too) and none of another user's", async () => {
    const c = await newClient(h);
    const mine = await synthOf(c);
    const stranger = await newClient(h);
    const theirs = await synthOf(stranger);
    const ws = gqlWs(c.user.idToken);
    const result = firstResult(ws, 'subscription { synthUpdated { synthId message } }', {});
    await new Promise((r) => setTimeout(r, 500));
    h.app.services.pubsub.publish(TOPICS.SYNTH_UPDATED, event(theirs.userId, theirs.rawId, 'Not yours'));
    h.app.services.pubsub.publish(TOPICS.SYNTH_UPDATED, {
      ...event(mine.userId, mine.rawId, 'Preview running'),
      synthId: null,
    });
    const got = await result;
    expect(got.data).toEqual({ synthUpdated: { synthId: null, message: 'Preview running' } });
    await ws.dispose();
  });

  it("refuses a socket without credentials and a subscription to another user's synth", async () => {
    const owner = await newClient(h);
    const s = await synthOf(owner);
    const anonymous = gqlWs();
    const refused = await firstResult(anonymous, 'subscription($id: ID!) { synthUpdated(synthId: $id) { message } }', {
      id: s.id,
    }).catch((e) => ({ errors: [e] }));
    expect(refused.errors?.length).toBeGreaterThan(0);
    await anonymous.dispose();

    const intruder = await newClient(h);
    const ws = gqlWs(intruder.user.idToken);
    const denied = await firstResult(ws, 'subscription($id: ID!) { synthUpdated(synthId: $id) { message } }', {
      id: s.id,
    });
    expect(JSON.stringify(denied.errors)).toMatch(/Synth not found/);
    await ws.dispose();
  });
});

describe('query limits', () => {
  const deep =
    '{ viewer { synths(first: 1) { edges { node { runs(first: 1) { edges { node { logs(first: 1) { edges { node { message } } } } } } } } } } }';
  const aliases =
    '{ a: viewer { user { id } } b: viewer { user { id } } c: viewer { user { id } } d: viewer { user { id } } }';
  const costly = '{ viewer { synths(first: 100) { edges { node { id name topics } } } } }';

  it('refuses deep, alias-heavy and costly queries over HTTP', async () => {
    const c = await newClient(h);
    expect((await c.gql(deep)).errors?.[0].message).toMatch(/too deep/);
    expect((await c.gql(aliases)).errors?.[0].message).toMatch(/aliases/);
    expect((await c.gql(costly)).errors?.[0].message).toMatch(/costs/);
    expect((await c.gql('{ viewer { user { displayName } } }')).errors).toBeUndefined();
  });

  it('refuses the same queries over WebSocket', async () => {
    const c = await newClient(h);
    const ws = gqlWs(c.user.idToken);
    for (const [query, message] of [
      [deep, /too deep/],
      [aliases, /aliases/],
      [costly, /costs/],
    ] as const) {
      const got = await firstResult(ws, query, {});
      expect(JSON.stringify(got.errors)).toMatch(message);
    }
    await ws.dispose();
  });

  it('refuses a cross-site "simple" request (CSRF prevention), with or without a session', async () => {
    const c = await newClient(h);
    const forged = await c.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { markOnboarded { id } }' }),
    });
    expect([400, 415]).toContain(forged.status);
    const me = await c.gql<{ viewer: { user: { onboarded: boolean } } }>('{ viewer { user { onboarded } } }');
    expect(me.data!.viewer.user.onboarded).toBe(false);
    // A GET with no preflight-forcing header is what a cross-site <img> or form would send.
    const viaGet = await fetch(`${h.url}/graphql?query=${encodeURIComponent('{ viewer { user { id } } }')}`, {
      headers: { authorization: `Bearer ${c.user.idToken}` },
    });
    expect(viaGet.status).toBe(400);
    expect(await viaGet.text()).toMatch(/CSRF/);
  });

  it('suggests field names in development only', async () => {
    const c = await newClient(h);
    const dev = await c.gql('{ viewer { usr { id } } }');
    expect(dev.errors?.[0].message).toMatch(/Did you mean "user"/);
    const prod = await startApp({ TEMPORAL_TASK_QUEUE: 'realtime-int' }, (config) => ({
      ...config,
      isProduction: true,
    }));
    try {
      const res = await fetch(`${prod.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${c.user.idToken}` },
        body: JSON.stringify({ query: '{ viewer { usr { id } } }' }),
      });
      const body = await graphqlBody(res);
      expect(body.errors?.[0].message).toMatch(/Cannot query field/);
      expect(body.errors?.[0].message).not.toMatch(/Did you mean/);
      expect(JSON.stringify(body)).not.toMatch(/stacktrace/);
    } finally {
      await prod.close();
    }
  });
});

describe('the /ws live-update channel', () => {
  function open(cookieOrToken: { cookie?: string }) {
    const ws = new WebSocket(wsUrl('/ws'), { headers: cookieOrToken.cookie ? { cookie: cookieOrToken.cookie } : {} });
    const messages: {
      type: string;
      data?: { updateType: string; message: string };
      message?: string;
      timestamp?: number;
    }[] = [];
    ws.on('message', (m) => messages.push(JSON.parse(String(m))));
    const until = async (pred: () => boolean) => {
      for (let i = 0; i < 100 && !pred(); i++) await new Promise((r) => setTimeout(r, 50));
      return pred();
    };
    return {
      ws,
      messages,
      until,
      opened: new Promise((r) => ws.once('open', r)),
      closed: new Promise<number>((r) => ws.once('close', (code) => r(code))),
    };
  }

  it('authenticates with the session cookie, answers ping, and pushes synth-update messages', async () => {
    const c = await newClient(h, { register: false });
    const login = await fetch(`${h.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: c.user.idToken }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const s = await synthOf(c);
    const ch = open({ cookie });
    await ch.opened;
    ch.ws.send(JSON.stringify({ type: 'auth', userId: c.user.uid }));
    expect(await ch.until(() => ch.messages.some((m) => m.type === 'auth-confirmation'))).toBe(true);
    ch.ws.send(JSON.stringify({ type: 'ping', timestamp: 42 }));
    expect(await ch.until(() => ch.messages.some((m) => m.type === 'pong' && m.timestamp === 42))).toBe(true);
    h.app.services.pubsub.publish(TOPICS.SYNTH_UPDATED, event(s.userId, s.rawId, 'Digest emailed'));
    expect(await ch.until(() => ch.messages.some((m) => m.type === 'synth-update'))).toBe(true);
    expect(ch.messages.find((m) => m.type === 'synth-update')!.data).toMatchObject({
      updateType: 'info',
      message: 'Digest emailed',
    });
    ch.ws.close(1000);
  });

  it("closes a socket that names another user or has no credentials, and never leaks others' updates", async () => {
    const c = await newClient(h);
    const other = await newClient(h);
    const s = await synthOf(other);
    const anon = open({});
    await anon.opened;
    anon.ws.send(JSON.stringify({ type: 'auth', userId: c.user.uid }));
    expect(await anon.closed).toBe(4401);

    const mine = open({});
    await mine.opened;
    mine.ws.send(JSON.stringify({ type: 'auth', userId: other.user.uid, token: c.user.idToken }));
    expect(await mine.closed).toBe(4401);

    const ok = open({});
    await ok.opened;
    ok.ws.send(JSON.stringify({ type: 'auth', userId: c.user.uid, token: c.user.idToken }));
    await ok.until(() => ok.messages.some((m) => m.type === 'auth-confirmation'));
    h.app.services.pubsub.publish(TOPICS.SYNTH_UPDATED, event(s.userId, s.rawId, 'not for you'));
    await new Promise((r) => setTimeout(r, 500));
    expect(ok.messages.some((m) => m.type === 'synth-update')).toBe(false);
    ok.ws.close(1000);
  });
});
