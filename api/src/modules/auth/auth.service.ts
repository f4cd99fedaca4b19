import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { Identity } from '@synth/core/auth';
import { UnauthenticatedError } from '@synth/core/lib';
import { localVerifiers } from './firebase';
import { RevocationCache } from './revocation-cache';

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
    emailVerified: token.email_verified === true,
    name: (token.name as string | undefined) ?? null,
    picture: token.picture ?? null,
  };
}

/** What AuthService needs besides firebase-admin. */
export interface AuthSettings {
  sessionDays: number;
  /** Whether tokens come from the Auth emulator (unsigned): firebase-admin accepts them only then. */
  emulator: boolean;
  revocationCacheSeconds: number;
}

/** Our own revocation record and the news of it, shared by every API process. */
export interface RevocationRecord {
  read(uid: string): Promise<number | null>;
  /** Writes the record, then tells every API process. */
  revoke(uid: string): Promise<void>;
}

const REVOKED = 'Your session was revoked. Please sign in again.';

export class AuthService {
  private readonly verifiers: ReturnType<typeof localVerifiers>;
  private readonly revocations: RevocationCache;

  constructor(
    private readonly auth: Auth,
    private readonly record: RevocationRecord,
    private readonly settings: AuthSettings,
  ) {
    this.verifiers = localVerifiers(auth);
    this.revocations = new RevocationCache(
      { ours: (uid) => record.read(uid), provider: (uid) => this.providerValidSince(uid) },
      settings.revocationCacheSeconds * 1000,
    );
  }

  /**
   * Verifies a session cookie or bearer ID token and that its sessions were not revoked. Throws 401
   * otherwise. The everyday check makes no request to the identity service: the signature is
   * checked locally and revocation against a short-lived cache. `strict` (sensitive operations)
   * asks the identity service and our own record now, whatever the cache holds.
   */
  async authenticate(creds: Credentials, opts: { strict?: boolean } = {}): Promise<Identity> {
    let decoded: DecodedIdToken;
    try {
      if (creds.bearerToken) {
        decoded = opts.strict
          ? await this.auth.verifyIdToken(creds.bearerToken, true)
          : await this.verifiers.idToken.verifyJWT(creds.bearerToken, this.settings.emulator);
      } else if (creds.sessionCookie) {
        decoded = opts.strict
          ? await this.auth.verifySessionCookie(creds.sessionCookie, true)
          : await this.verifiers.sessionCookie.verifyJWT(creds.sessionCookie, this.settings.emulator);
      } else throw new UnauthenticatedError();
    } catch (err) {
      if (err instanceof UnauthenticatedError) throw err;
      throw new UnauthenticatedError(describeTokenError(err));
    }
    const revokedBefore = opts.strict
      ? ((await this.record.read(decoded.uid)) ?? 0)
      : await this.revocations.revokedBefore(decoded.uid);
    if (decoded.auth_time * 1000 < revokedBefore) throw new UnauthenticatedError(REVOKED);
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

  /** Exchanges a fresh ID token for a long-lived session cookie; checked fully, as a sensitive operation. */
  async createSession(idToken: string): Promise<{ cookie: string; maxAgeMs: number; identity: Identity }> {
    const identity = await this.authenticate({ bearerToken: idToken }, { strict: true });
    const maxAgeMs = this.settings.sessionDays * 24 * 60 * 60 * 1000;
    try {
      const cookie = await this.auth.createSessionCookie(idToken, { expiresIn: maxAgeMs });
      return { cookie, maxAgeMs, identity };
    } catch (err) {
      throw new UnauthenticatedError(describeTokenError(err));
    }
  }

  /**
   * Revokes every session of the user behind the cookie, on every API process at once through our
   * own record; Firebase is told too, but logout does not depend on it answering. The cookie is
   * checked fully first (not against the cache): a revoked or invalid one is refused with 401 and
   * changes nothing, or whoever kept an old cookie could sign its owner out of every new session.
   */
  async revokeSession(sessionCookie: string | undefined): Promise<void> {
    if (!sessionCookie) return;
    const { uid } = await this.authenticate({ sessionCookie }, { strict: true });
    await this.record.revoke(uid);
    this.revocations.forget(uid);
    await this.auth.revokeRefreshTokens(uid).catch(() => undefined);
  }

  /** Called for every revocation announced by any API process. */
  forgetRevocations(uid: string): void {
    this.revocations.forget(uid);
  }

  /** The identity service's view, as firebase-admin's own revocation check reads it. */
  private async providerValidSince(uid: string): Promise<number> {
    try {
      const user = await this.auth.getUser(uid);
      if (user.disabled) return Infinity;
      return user.tokensValidAfterTime ? new Date(user.tokensValidAfterTime).getTime() : 0;
    } catch (err) {
      if ((err as { code?: string })?.code === 'auth/user-not-found') return Infinity;
      throw err;
    }
  }
}

function describeTokenError(err: unknown): string {
  const code = (err as { code?: string })?.code ?? '';
  if (code.includes('expired')) return 'Your session has expired. Please sign in again.';
  if (code.includes('revoked')) return REVOKED;
  return 'Invalid or malformed credentials';
}
