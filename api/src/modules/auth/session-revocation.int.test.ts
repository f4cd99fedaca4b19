// Sessions are checked without a round trip to the identity service, yet logout reaches every API
// process and sensitive operations still ask the identity service. Two API instances share the
// database and the event bus; firebase-admin reaches the Auth emulator through a counting proxy.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { getAuth } from 'firebase-admin/auth';
import { newClient, startApp, type Client, type Harness } from '../../test-support/app-harness';
import { startIdentityProxy, type IdentityProxy } from '../../test-support/identity-proxy';
import { graphqlBody, jsonBody } from '../../../../test-support/json-body';
import type { ErrorBody } from '../../rest/http';

const CACHE_SECONDS = 20;
let proxy: IdentityProxy;
let apiA: Harness, apiB: Harness;

beforeAll(async () => {
  proxy = await startIdentityProxy(inject('services').authEmulatorHost);
  const env = { FIREBASE_AUTH_EMULATOR_HOST: proxy.host, AUTH_REVOCATION_CACHE_SECONDS: String(CACHE_SECONDS) };
  apiA = await startApp(env);
  apiB = await startApp(env);
});

afterAll(async () => {
  await apiA?.close();
  await apiB?.close();
  await proxy?.close();
});

/** Signs in on the given API process and returns the session cookie it sets. */
async function sessionOn(h: Harness, c: Client): Promise<string> {
  const res = await fetch(`${h.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: c.user.idToken }),
  });
  expect(res.status).toBeLessThan(300);
  return res.headers
    .getSetCookie()
    .find((v) => v.startsWith('__session='))!
    .split(';')[0];
}

const me = (h: Harness, cookie: string) => fetch(`${h.url}/api/users/me`, { headers: { cookie } });
const gql = (h: Harness, cookie: string, query: string) =>
  fetch(`${h.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query }),
  });
/** Revocation compares whole seconds, as Firebase does: let the sign-in's second pass. */
const nextSecond = () => new Promise((r) => setTimeout(r, 1100));

describe('session revocation across API processes', () => {
  it('a session logged out on one API process is refused by another that had it cached, within the cache lifetime', async () => {
    const c = await newClient(apiA);
    const cookie = await sessionOn(apiA, c);
    expect((await me(apiB, cookie)).status).toBe(200);
    await nextSecond();

    expect((await fetch(`${apiA.url}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(200);

    // Logout is announced to every process at once; the cache's lifetime bounds the wait were that news missed.
    const deadline = Date.now() + CACHE_SECONDS * 1000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await me(apiB, cookie)).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(401);
    const refused = await me(apiB, cookie);
    expect((await jsonBody<ErrorBody>(refused)).message).toMatch(/revoked/i);
    expect((await me(apiA, cookie)).status).toBe(401);
  });

  it("a logout on one API process closes the user's open sockets on another", async () => {
    const c = await newClient(apiA);
    const cookie = await sessionOn(apiA, c);
    let connected!: () => void;
    const isConnected = new Promise<void>((resolve) => {
      connected = resolve;
    });
    const closed = new Promise<number>((resolve) => {
      const ws = createClient({
        url: apiB.url.replace('http', 'ws') + '/graphql',
        webSocketImpl: class extends WebSocket {
          constructor(url: string, protocols?: string | string[]) {
            super(url, protocols, { headers: { cookie } });
          }
        },
        retryAttempts: 0,
        lazy: false,
        onNonLazyError: () => undefined, // the close is what this test waits for
        on: { connected: () => connected(), closed: (event) => resolve((event as { code: number }).code) },
      });
      ws.subscribe(
        { query: 'subscription { synthUpdated { message } }' },
        { next: () => undefined, error: () => undefined, complete: () => undefined },
      );
    });
    await isConnected;
    await nextSecond();
    expect((await fetch(`${apiA.url}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(200);
    expect(await closed).toBe(4401);
  });

  it('sensitive operations ask the identity service, so a revocation made there is refused at once', async () => {
    const c = await newClient(apiA);
    const cookie = await sessionOn(apiA, c);
    expect((await me(apiA, cookie)).status).toBe(200);
    await nextSecond();
    // Revoked at Firebase (another device, the console), not through our logout.
    await getAuth().revokeRefreshTokens(c.user.uid);

    const checkout = await fetch(`${apiA.url}/api/subscription/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ tier: 'basic', billingCycle: 'monthly' }),
    });
    expect(checkout.status).toBe(401);
    expect((await jsonBody<ErrorBody>(checkout)).message).toMatch(/revoked/i);
    expect((await fetch(`${apiA.url}/api/subscription/cancel`, { method: 'POST', headers: { cookie } })).status).toBe(
      401,
    );
    expect(
      (
        await fetch(`${apiA.url}/api/users/onboarded`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', cookie },
          body: '{"onboarded":true}',
        })
      ).status,
    ).toBe(401);
    for (const mutation of [
      'mutation { createCheckout(tier: "basic", billingCycle: "monthly") { checkoutUrl } }',
      'mutation { cancelSubscription { status } }',
      'mutation { markOnboarded { id } }',
      'mutation { registerUser { id } }',
    ]) {
      const res = await gql(apiA, cookie, mutation);
      const body = await graphqlBody(res);
      expect(body.errors?.[0]?.extensions?.code, mutation).toBe('UNAUTHENTICATED');
    }
    const refresh = await fetch(`${apiA.url}/api/auth/refresh-token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${c.user.idToken}` },
    });
    expect(refresh.status).toBe(401);
    const login = await fetch(`${apiA.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: c.user.idToken }),
    });
    expect(login.status).toBe(401);
  });
});

describe('the identity service slow or down', () => {
  it('requests with a valid session make no call to it, and still succeed while it does not answer', async () => {
    const c = await newClient(apiA);
    const cookie = await sessionOn(apiA, c);
    expect((await me(apiA, cookie)).status).toBe(200); // the first request for a user reads its revocation time once

    proxy.requests = 0;
    proxy.answer = false;
    try {
      for (let i = 0; i < 3; i++) {
        expect((await me(apiA, cookie)).status).toBe(200);
        expect((await fetch(`${apiA.url}/api/synths`, { headers: { cookie } })).status).toBe(200);
        const viewer = await gql(apiA, cookie, '{ viewer { user { firebaseUid } } }');
        expect(viewer.status).toBe(200);
        expect(
          (await graphqlBody<{ viewer: { user: { firebaseUid: string } } }>(viewer)).data?.viewer.user.firebaseUid,
        ).toBe(c.user.uid);
      }
      // graphql-ws authenticates its connection and every operation the same way.
      const ws = createClient({
        url: apiA.url.replace('http', 'ws') + '/graphql',
        webSocketImpl: class extends WebSocket {
          constructor(url: string, protocols?: string | string[]) {
            super(url, protocols, { headers: { cookie } });
          }
        },
        retryAttempts: 0,
      });
      const result = await new Promise<{ data?: { viewer: { user: { firebaseUid: string } } } }>((resolve, reject) => {
        ws.subscribe(
          { query: '{ viewer { user { firebaseUid } } }' },
          { next: (v) => resolve(v as never), error: reject, complete: () => undefined },
        );
      });
      expect(result.data?.viewer.user.firebaseUid).toBe(c.user.uid);
      await ws.dispose();
      expect(proxy.requests).toBe(0);
    } finally {
      proxy.answer = true;
    }
  });
});
