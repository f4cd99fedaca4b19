import type { SessionUser } from '../api/types';
import { sessionStore } from './sessionStore';
import { clearSignedInHint } from './signedInHint';

// A plain fetch rather than Relay: it runs on every page, including the landing page, which
// should not download the Relay runtime. `session` answers a caller without credentials with a
// null user (not an error); a bad or expired credential is a 401.
const SESSION_QUERY = `query SessionProbe { session { user { id firebaseUid displayName email photoUrl onboarded subscriptionStatus } } }`;

/**
 * Asks the server who the session cookie belongs to; any failure means "signed out". When the
 * server says nobody (no user, or a refused credential), the sign-in hint is dropped too.
 */
export async function probeSession(): Promise<SessionUser | null> {
  try {
    const res = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query: SESSION_QUERY, operationName: 'SessionProbe' }),
    });
    // Every answer's body is read, a 401 included: Chromium keeps an unread response open, and the
    // page then never settles (network idle, which crawlers and audits wait for).
    const json = (await res.json().catch(() => null)) as { data?: { session?: { user?: SessionUser | null } } } | null;
    const user = res.ok ? (json?.data?.session?.user ?? null) : null;
    if (!user && (res.ok || res.status === 401)) clearSignedInHint();
    return user;
  } catch (err) {
    console.error('Session check failed', err);
    return null;
  }
}

export async function initSession(): Promise<void> {
  sessionStore.setUser(await probeSession());
}
