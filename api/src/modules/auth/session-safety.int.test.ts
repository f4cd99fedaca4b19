// Sessions that strangers cannot turn against a user: a revoked cookie logs nobody out; changing
// where mail goes, deleting a synth and starting a run check the session with the identity service
// now (not the revocation cache); production cookies are __Host- and Secure; and a WebSocket from
// another site's page is refused before it opens.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { getAuth } from 'firebase-admin/auth';
import { signInWithGoogle } from '../../../../test-support/firebase-emulator';
import { startApp, VALID_SYNTH, type Harness } from '../../test-support/app-harness';
import { jsonBody } from '../../../../test-support/json-body';
import type { ErrorBody } from '../../rest/http';

let h: Harness;
beforeAll(async () => {
  h = await startApp();
});
afterAll(async () => {
  await h?.close();
});

const json = { 'content-type': 'application/json' };
/** Revocation compares whole seconds, as Firebase does: let the sign-in's second pass. */
const nextSecond = () => new Promise((r) => setTimeout(r, 1100));

async function login(app: Harness, idToken: string): Promise<Response> {
  const res = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ idToken }),
  });
  expect(res.status).toBeLessThan(300);
  return res;
}

const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
const me = (app: Harness, cookie: string) => fetch(`${app.url}/api/users/me`, { headers: { cookie } });
const gql = async (cookie: string, query: string, variables?: Record<string, unknown>) => {
  const res = await fetch(`${h.url}/graphql`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as {
    data?: Record<string, { id?: string } | null>;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
};

describe('logout', () => {
  it('refuses an already revoked cookie with 401 and changes nothing: the newer session stays signed in', async () => {
    const sub = randomUUID();
    const google = await signInWithGoogle(h.authHost, { sub });
    const old = cookieOf(await login(h, google.idToken), '__session')!.split(';')[0];
    await nextSecond();
    expect((await fetch(`${h.url}/api/auth/logout`, { method: 'POST', headers: { cookie: old } })).status).toBe(200);
    await nextSecond();

    const again = await signInWithGoogle(h.authHost, { sub });
    expect(again.uid).toBe(google.uid);
    const current = cookieOf(await login(h, again.idToken), '__session')!.split(';')[0];
    await nextSecond();

    const replay = await fetch(`${h.url}/api/auth/logout`, { method: 'POST', headers: { cookie: old } });
    expect(replay.status).toBe(401);
    expect((await jsonBody<ErrorBody>(replay)).message).toMatch(/revoked/i);
    expect(replay.headers.getSetCookie()).toEqual([]);
    expect((await me(h, current)).status).toBe(200);
  });

  it('refuses a cookie that was never issued', async () => {
    const res = await fetch(`${h.url}/api/auth/logout`, { method: 'POST', headers: { cookie: '__session=forged' } });
    expect(res.status).toBe(401);
  });
});

describe('changing the recipient, deleting a synth and starting a run take the full check', () => {
  /** A signed-in user with a saved synth, whose sessions were then revoked at Firebase (another device, the console). */
  async function revokedAtFirebase() {
    const google = await signInWithGoogle(h.authHost);
    const cookie = cookieOf(await login(h, google.idToken), '__session')!.split(';')[0];
    const created = await fetch(`${h.url}/api/synths`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ ...VALID_SYNTH, recipientEmail: google.email }),
    });
    expect(created.status).toBe(201);
    const synth = (await created.json()) as { id: string; name: string };
    const listed = await gql(cookie, '{ viewer { synths(first: 1) { edges { node { id } } } } }');
    const globalId = (listed.data?.viewer as unknown as { synths: { edges: { node: { id: string } }[] } }).synths
      .edges[0].node.id;
    expect((await me(h, cookie)).status).toBe(200); // the revocation time is now cached
    await nextSecond();
    await getAuth().revokeRefreshTokens(google.uid);
    // Everyday requests still trust the cache for its short lifetime...
    expect((await fetch(`${h.url}/api/synths`, { headers: { cookie } })).status).toBe(200);
    return { cookie, synth, globalId, email: google.email };
  }

  it('over REST', async () => {
    const { cookie, synth, email } = await revokedAtFirebase();
    const send = (method: string, path: string, body?: unknown) =>
      fetch(`${h.url}${path}`, {
        method,
        headers: { ...json, cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // ...but not these.
    for (const [method, path, body] of [
      ['PATCH', `/api/synths/${synth.id}`, { recipientEmail: 'someone-else@example.com' }],
      ['POST', '/api/synths/save-state', { ...VALID_SYNTH, id: synth.id, recipientEmail: 'someone-else@example.com' }],
      ['DELETE', `/api/synths/${synth.id}`, undefined],
      ['POST', `/api/synths/${synth.id}/run`, undefined],
      ['POST', '/api/synths/run-synth', { id: synth.id }],
      ['POST', '/api/synths/run-synth', { ...VALID_SYNTH, id: 'temp-1' }],
    ] as const) {
      const res = await send(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await jsonBody<ErrorBody>(res)).message, `${method} ${path}`).toMatch(/revoked/i);
    }
    // A save that leaves the recipient as it is needs no round trip to the identity service, and
    // neither does an address the rules refuse: it changes nothing either way.
    const malformed = await send('PATCH', `/api/synths/${synth.id}`, { recipientEmail: `a@${'.@'.repeat(100)}` });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(await malformed.json())).toContain('Recipient email is not a valid address');
    expect((await send('PATCH', `/api/synths/${synth.id}`, { name: 'Renamed' })).status).toBe(200);
    const after = await send('GET', '/api/synths');
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual([
      expect.objectContaining({ id: synth.id, name: 'Renamed', recipientEmail: email }),
    ]);
  });

  it('over GraphQL', async () => {
    const { cookie, globalId } = await revokedAtFirebase();
    const input = { ...VALID_SYNTH, recipientEmail: 'someone-else@example.com' };
    for (const [query, variables] of [
      [
        'mutation ($id: ID!, $input: SynthInput!) { updateSynth(id: $id, input: $input) { id } }',
        { id: globalId, input },
      ],
      ['mutation ($id: ID!) { deleteSynth(id: $id) { deletedSynthId } }', { id: globalId }],
      ['mutation ($id: ID!) { runSynth(id: $id) { id } }', { id: globalId }],
      ['mutation ($input: SynthInput!) { previewSynth(input: $input) { id } }', { input: VALID_SYNTH }],
    ] as const) {
      const body = await gql(cookie, query, variables);
      expect(body.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
    const rename = await gql(
      cookie,
      'mutation ($id: ID!, $input: SynthInput!) { updateSynth(id: $id, input: $input) { id } }',
      { id: globalId, input: { name: 'Renamed' } },
    );
    expect(rename.errors).toBeUndefined();
  });
});

describe('in production', () => {
  let prod: Harness;
  beforeAll(async () => {
    prod = await startApp({ TEMPORAL_TASK_QUEUE: 'session-safety-prod' }, (config) => ({
      ...config,
      isProduction: true,
      publicUrl: 'https://synth.example.com',
    }));
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('the session cookie is __Host-session, Secure, on path / with no Domain, and every reader uses that name', async () => {
    const google = await signInWithGoogle(prod.authHost);
    const res = await login(prod, google.idToken);
    const cookie = cookieOf(res, '__Host-session')!;
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookieOf(res, '__session')).toBeUndefined();
    const session = cookie.split(';')[0];

    expect((await me(prod, session)).status).toBe(200);
    expect((await me(prod, session.replace('__Host-session', '__session'))).status).toBe(401);
    // The /ws channel reads the same cookie from its upgrade request.
    const ws = new WebSocket(`${prod.url.replace('http', 'ws')}/ws`, {
      headers: { cookie: session, origin: 'https://synth.example.com' },
    });
    const confirmation = await new Promise<{ type: string }>((resolve, reject) => {
      ws.once('error', reject);
      ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', userId: google.uid })));
      ws.on('message', (m) => resolve(JSON.parse(String(m))));
    });
    ws.close();
    expect(confirmation.type).toBe('auth-confirmation');

    const out = await fetch(`${prod.url}/api/auth/logout`, { method: 'POST', headers: { cookie: session } });
    expect(out.status).toBe(200);
    expect(cookieOf(out, '__Host-session')).toMatch(/^__Host-session=;.*Secure/i);
  });

  it('a WebSocket from another site is refused with 403 on /graphql and /ws; the app itself and programs without an Origin connect', async () => {
    const status = (path: string, origin?: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(
          `${prod.url.replace('http', 'ws')}${path}`,
          path === '/graphql' ? 'graphql-transport-ws' : undefined,
          origin ? { origin } : {},
        );
        ws.once('open', () => {
          ws.close();
          resolve(101);
        });
        ws.once('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          ws.terminate();
        });
        ws.once('error', () => undefined);
      });
    for (const path of ['/graphql', '/ws']) {
      expect(await status(path, 'https://evil.example'), path).toBe(403);
      expect(await status(path, 'http://127.0.0.1:8080'), path).toBe(403);
      expect(await status(path, 'https://synth.example.com'), path).toBe(101);
      expect(await status(path), path).toBe(101);
    }
  });
});
