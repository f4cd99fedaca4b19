import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { Identity } from '@synth/core/auth';
import { UnauthenticatedError } from '@synth/core/lib';

export const SESSION_COOKIE = '__session';

export type { Identity };

export interface Credentials {
  sessionCookie?: string;
  bearerToken?: string;
  /** The documented firebase-uid header: must match the verified uid, never authenticates alone. */
  claimedUid?: string;
}

function toIdentity(token: DecodedIdToken): Identity {
  return {
    uid: token.uid,
    email: token.email ?? null,
    name: (token.name as string | undefined) ?? null,
    picture: token.picture ?? null,
  };
}

export class AuthService {
  constructor(
    private readonly auth: Auth,
    private readonly sessionDays: number,
  ) {}

  /** Verifies a session cookie or bearer ID token, including revocation. Throws 401 otherwise. */
  async authenticate(creds: Credentials): Promise<Identity> {
    let decoded: DecodedIdToken;
    try {
      if (creds.bearerToken) decoded = await this.auth.verifyIdToken(creds.bearerToken, true);
      else if (creds.sessionCookie) decoded = await this.auth.verifySessionCookie(creds.sessionCookie, true);
      else throw new UnauthenticatedError();
    } catch (err) {
      if (err instanceof UnauthenticatedError) throw err;
      throw new UnauthenticatedError(describeTokenError(err));
    }
    if (creds.claimedUid && creds.claimedUid !== decoded.uid) {
      throw new UnauthenticatedError('The firebase-uid header does not match the signed-in user');
    }
    return toIdentity(decoded);
  }

  /** Never throws: the identity or null. */
  async tryAuthenticate(creds: Credentials): Promise<Identity | null> {
    if (!creds.bearerToken && !creds.sessionCookie) return null;
    try {
      return await this.authenticate(creds);
    } catch {
      return null;
    }
  }

  async verifyIdToken(idToken: string): Promise<Identity> {
    return this.authenticate({ bearerToken: idToken });
  }

  /** Exchanges a fresh ID token for a long-lived session cookie. */
  async createSession(idToken: string): Promise<{ cookie: string; maxAgeMs: number; identity: Identity }> {
    const identity = await this.verifyIdToken(idToken);
    const maxAgeMs = this.sessionDays * 24 * 60 * 60 * 1000;
    try {
      const cookie = await this.auth.createSessionCookie(idToken, { expiresIn: maxAgeMs });
      return { cookie, maxAgeMs, identity };
    } catch (err) {
      throw new UnauthenticatedError(describeTokenError(err));
    }
  }

  /** Revokes every session of the user behind the cookie; a bad cookie is simply ignored. */
  async revokeSession(sessionCookie: string | undefined): Promise<void> {
    if (!sessionCookie) return;
    try {
      const decoded = await this.auth.verifySessionCookie(sessionCookie, false);
      await this.auth.revokeRefreshTokens(decoded.uid);
    } catch {
      // Logging out with an already invalid cookie is fine.
    }
  }
}

function describeTokenError(err: unknown): string {
  const code = (err as { code?: string })?.code ?? '';
  if (code.includes('expired')) return 'Your session has expired. Please sign in again.';
  if (code.includes('revoked')) return 'Your session was revoked. Please sign in again.';
  return 'Invalid or malformed credentials';
}
