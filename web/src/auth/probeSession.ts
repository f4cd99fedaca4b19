import type { SessionUser } from '../api/types';
import { sessionStore } from './sessionStore';

// A plain fetch rather than Relay: it runs on every page, including the landing page, which
// should not download the Relay runtime.
const SESSION_QUERY = `query SessionProbe { viewer { user { id firebaseUid displayName email photoUrl onboarded subscriptionStatus } } }`;

/** Asks the server who the session cookie belongs to; any failure means "signed out". */
export async function probeSession(): Promise<SessionUser | null> {
  try {
    const res = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query: SESSION_QUERY, operationName: 'SessionProbe' }),
    });
    if (!res.ok) return null;
    const json = (await res.json()) as { data?: { viewer?: { user?: SessionUser | null } } };
    return json.data?.viewer?.user ?? null;
  } catch (err) {
    console.error('Session check failed', err);
    return null;
  }
}

export async function initSession(): Promise<void> {
  sessionStore.setUser(await probeSession());
}
