import { Router, type Request, type Response } from 'express';
import { ValidationError } from '@synth/core/lib';
import type { Services } from '../../services';
import { UserService } from '@synth/core/users';
import { userJson } from '../users/user.json';
import { sessionCookie } from './session-cookie';
import { credentialsFromHeaders } from './credentials';
import { SIGNED_IN_HINT_COOKIE } from '@synth/core/auth';

function idTokenOf(req: Request, cookieName: string): string {
  const fromBody = typeof req.body?.idToken === 'string' ? req.body.idToken : undefined;
  const token = fromBody ?? credentialsFromHeaders(req.headers, cookieName).bearerToken;
  if (!token) throw new ValidationError([{ field: 'idToken', message: 'A Google ID token (idToken) is required' }]);
  return token;
}

/** Sign-in endpoints: trade a Google/Firebase ID token for an httpOnly session cookie. */
export function authRoutes(services: Services): Router {
  const r = Router();
  const { name: cookieName, secure } = sessionCookie(services.config);

  // The hint lives and dies with the session cookie; scripts may read it, so it holds no secret.
  const setCookie = (res: Response, cookie: string, maxAge: number) => {
    res.cookie(cookieName, cookie, { httpOnly: true, sameSite: 'lax', secure, maxAge, path: '/' });
    res.cookie(SIGNED_IN_HINT_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure, maxAge, path: '/' });
  };

  // Each attempt verifies a token with Google and writes a session: counted per address.
  const countSignIn = (req: Request) => services.rateLimits.take('signIn', { uid: null, ip: req.ip ?? null });

  const signIn = async (req: Request, res: Response, register: boolean) => {
    await countSignIn(req);
    const { cookie, maxAgeMs, identity } = await services.auth.createSession(idTokenOf(req, cookieName));
    const em = services.orm.em.fork();
    const users = new UserService(em as never);
    const profile = register
      ? { displayName: req.body?.displayName, photoUrl: req.body?.photoUrl, onboarded: req.body?.onboarded === true }
      : {};
    const { user, created } = await users.upsert(identity, profile);
    setCookie(res, cookie, maxAgeMs);
    res.status(created ? 201 : 200).json({ user: userJson(user), created });
  };

  r.post('/login', (req, res) => signIn(req, res, false));
  r.post('/register', (req, res) => signIn(req, res, true));

  r.post('/refresh-token', async (req, res) => {
    await countSignIn(req);
    const { cookie, maxAgeMs } = await services.auth.createSession(idTokenOf(req, cookieName));
    setCookie(res, cookie, maxAgeMs);
    res.json({ ok: true, expiresInSeconds: Math.floor(maxAgeMs / 1000) });
  });

  r.post('/logout', async (req, res) => {
    // Each one verifies a cookie and may write a revocation: counted per address, like sign-ins.
    await services.rateLimits.take('logout', { uid: null, ip: req.ip ?? null });
    await services.auth.revokeSession(credentialsFromHeaders(req.headers, cookieName).sessionCookie);
    res.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    res.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', sameSite: 'lax', secure });
    res.json({ ok: true });
  });

  return r;
}
