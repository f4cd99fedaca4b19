import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startApp, type Harness } from '../../test-support/app-harness';
import { expiredToken, forgedToken, signInWithGoogle } from '../../../../test-support/firebase-emulator';
import { graphqlBody, jsonBody } from '../../../../test-support/json-body';
import type { ErrorBody } from '../../rest/http';
import type { userJson } from '../users/user.json';

type UserBody = ReturnType<typeof userJson>;
type SignInBody = { user: UserBody; created: boolean };
type SessionData = { session: { user: { id: string; firebaseUid: string } | null } };

let h: Harness;
beforeAll(async () => {
  h = await startApp();
});
afterAll(async () => {
  await h?.close();
});

const me = (headers: Record<string, string>) => fetch(`${h.url}/api/users/me`, { headers });

describe('sign-in', () => {
  it('a Google sign-in through the emulator creates the user and sets an httpOnly SameSite=Lax session cookie', async () => {
    const google = await signInWithGoogle(h.authHost, { name: 'Ada Lovelace' });
    const res = await fetch(`${h.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: google.idToken }),
    });
    expect(res.status).toBe(201);
    const body = await jsonBody<SignInBody>(res);
    expect(body.user).toMatchObject({
      firebaseUid: google.uid,
      displayName: 'Ada Lovelace',
      email: google.email,
      onboarded: false,
      subscriptionStatus: 'trial',
    });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const session = cookie.split(';')[0];
    const again = await me({ cookie: session });
    expect(again.status).toBe(200);
    expect((await jsonBody<UserBody>(again)).firebaseUid).toBe(google.uid);

    // A second login finds the same user.
    const second = await fetch(`${h.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: google.idToken }),
    });
    expect(second.status).toBe(200);
    expect((await jsonBody<SignInBody>(second)).user.id).toBe(body.user.id);
  });

  it('logout clears the cookie and revokes the session', async () => {
    const google = await signInWithGoogle(h.authHost);
    const login = await fetch(`${h.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: google.idToken }),
    });
    const session = login.headers.get('set-cookie')!.split(';')[0];
    await new Promise((r) => setTimeout(r, 1100)); // revocation compares whole seconds
    const out = await fetch(`${h.url}/api/auth/logout`, { method: 'POST', headers: { cookie: session } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/__session=;/);
    const after = await me({ cookie: session });
    expect(after.status).toBe(401);
  });

  it('refresh-token issues a new session cookie from a fresh ID token', async () => {
    const google = await signInWithGoogle(h.authHost);
    const res = await fetch(`${h.url}/api/auth/refresh-token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${google.idToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^__session=/);
    const missing = await fetch(`${h.url}/api/auth/refresh-token`, { method: 'POST' });
    expect(missing.status).toBe(400);
    expect((await jsonBody<ErrorBody>(missing)).message).toMatch(/idToken/);
  });

  it('register creates the user with the profile it is given', async () => {
    const google = await signInWithGoogle(h.authHost);
    const res = await fetch(`${h.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: google.idToken, displayName: 'Grace', onboarded: true }),
    });
    expect(res.status).toBe(201);
    expect((await jsonBody<SignInBody>(res)).user).toMatchObject({ displayName: 'Grace', onboarded: true });
  });
});

describe('signed-in hint cookie and session check', () => {
  const SESSION_CHECK = JSON.stringify({
    operationName: 'SessionProbe',
    query: 'query SessionProbe { session { user { id firebaseUid } } }',
  });
  const sessionCheck = (headers: Record<string, string>) =>
    fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: SESSION_CHECK,
    });
  const cookieNamed = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

  it('login sets a readable synth_signed_in=1 cookie (SameSite=Lax, same lifetime as the session); logout clears both', async () => {
    const google = await signInWithGoogle(h.authHost);
    const login = await fetch(`${h.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: google.idToken }),
    });
    const hint = cookieNamed(login, 'synth_signed_in')!;
    const session = cookieNamed(login, '__session')!;
    expect(hint).toMatch(/^synth_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/i);
    expect(/Max-Age=(\d+)/.exec(hint)![1]).toBe(/Max-Age=(\d+)/.exec(session)![1]);

    const out = await fetch(`${h.url}/api/auth/logout`, { method: 'POST', headers: { cookie: session.split(';')[0] } });
    expect(cookieNamed(out, 'synth_signed_in')).toMatch(/^synth_signed_in=;/);
    expect(cookieNamed(out, '__session')).toMatch(/^__session=;/);
  });

  it('the hint alone authenticates nothing', async () => {
    expect((await me({ cookie: 'synth_signed_in=1' })).status).toBe(401);
    const res = await sessionCheck({ cookie: 'synth_signed_in=1' });
    expect(res.status).toBe(200);
    expect((await graphqlBody<SessionData>(res)).data?.session.user).toBeNull();
  });

  it('without any credential the session check answers 200 with no user, and no error', async () => {
    const res = await sessionCheck({});
    expect(res.status).toBe(200);
    const body = await graphqlBody<SessionData>(res);
    expect(body.errors).toBeUndefined();
    expect(body.data?.session.user).toBeNull();
  });

  it('with a session cookie the session check names the user; a bad or expired credential is still a 401', async () => {
    const google = await signInWithGoogle(h.authHost);
    const login = await fetch(`${h.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: google.idToken }),
    });
    const ok = await sessionCheck({ cookie: cookieNamed(login, '__session')!.split(';')[0] });
    expect(ok.status).toBe(200);
    expect((await graphqlBody<SessionData>(ok)).data?.session.user?.firebaseUid).toBe(google.uid);

    const refused: Record<string, string>[] = [
      { cookie: '__session=garbage; synth_signed_in=1' },
      { authorization: `Bearer ${expiredToken(google.uid)}` },
    ];
    for (const headers of refused) {
      const res = await sessionCheck(headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect((await graphqlBody<SessionData>(res)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('every other field still refuses a caller without credentials', async () => {
    const res = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ session { user { id } } viewer { user { id } } }' }),
    });
    expect(res.status).toBe(401);
    const body = await graphqlBody(res);
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('refused credentials', () => {
  it('no credentials: 401 with a JSON body', async () => {
    const res = await me({});
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect((await jsonBody<ErrorBody>(res)).message).toBe('Authentication required');
  });

  it('a forged token, an expired token and a garbage cookie are refused', async () => {
    const c = await newClient(h);
    const refused: Record<string, string>[] = [
      { authorization: `Bearer ${forgedToken(c.user.uid)}` },
      { authorization: `Bearer ${expiredToken(c.user.uid)}` },
      { cookie: '__session=not-a-session' },
    ];
    for (const headers of refused) {
      const res = await me(headers);
      expect(res.status).toBe(401);
    }
  });

  it('the firebase-uid header never authenticates alone and must match the token', async () => {
    const c = await newClient(h);
    expect((await me({ 'firebase-uid': c.user.uid })).status).toBe(401);
    expect((await c.fetch('/api/users/me', { headers: { 'firebase-uid': 'someone-else' } })).status).toBe(401);
    expect((await c.fetch('/api/users/me', { headers: { 'firebase-uid': c.user.uid } })).status).toBe(200);
  });

  it('a revoked token is refused', async () => {
    const c = await newClient(h);
    const { getAuth } = await import('firebase-admin/auth');
    await new Promise((r) => setTimeout(r, 1100)); // revocation compares whole seconds
    await getAuth().revokeRefreshTokens(c.user.uid);
    const res = await c.fetch('/api/users/me');
    expect(res.status).toBe(401);
    expect((await jsonBody<ErrorBody>(res)).message).toMatch(/revoked/i);
  });

  it('GraphQL without credentials answers 401 with UNAUTHENTICATED', async () => {
    const res = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { user { id } } }' }),
    });
    expect(res.status).toBe(401);
    const body = await graphqlBody(res);
    expect(body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('GraphQL with a bad credential or a bare firebase-uid header answers 401, never 500', async () => {
    const gql = (headers: Record<string, string>) =>
      fetch(`${h.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: '{ viewer { user { id } } }' }),
      });
    const refused: Record<string, string>[] = [
      { 'firebase-uid': 'someone-else' },
      { authorization: `Bearer ${forgedToken('someone')}` },
      { cookie: '__session=garbage' },
    ];
    for (const headers of refused) {
      const res = await gql(headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect((await graphqlBody(res)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('health endpoints answer without credentials', async () => {
    expect((await fetch(`${h.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${h.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });
});
