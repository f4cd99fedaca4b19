import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';
import type { Config } from '@synth/core/config';

let app: App | undefined;

/**
 * firebase-admin picks up FIREBASE_AUTH_EMULATOR_HOST by itself; with real Firebase it uses
 * Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS).
 */
export function firebaseAuth(config: Config): Auth {
  if (!app) {
    app = getApps()[0] ?? initializeApp({ projectId: config.firebase.projectId });
  }
  return getAuth(app);
}

/** Checks a token's signature and claims, and nothing else. */
export interface LocalTokenVerifier {
  verifyJWT(token: string, isEmulator?: boolean): Promise<DecodedIdToken>;
}

/**
 * firebase-admin's own verifiers for ID tokens and session cookies: signatures checked against
 * Google's public keys, fetched once and cached as long as Google's Cache-Control allows. They are
 * reached this way because with the Auth emulator verifyIdToken(token, false) and
 * verifySessionCookie(cookie, false) still fetch the user record on every call, while these verify
 * the emulator's unsigned tokens (accepted only when isEmulator is true) without any request.
 */
export function localVerifiers(auth: Auth): { idToken: LocalTokenVerifier; sessionCookie: LocalTokenVerifier } {
  const internals = auth as unknown as {
    idTokenVerifier?: LocalTokenVerifier;
    sessionCookieVerifier?: LocalTokenVerifier;
  };
  if (!internals.idTokenVerifier?.verifyJWT || !internals.sessionCookieVerifier?.verifyJWT) {
    throw new Error('firebase-admin no longer exposes its token verifiers: update localVerifiers()');
  }
  return { idToken: internals.idTokenVerifier, sessionCookie: internals.sessionCookieVerifier };
}
