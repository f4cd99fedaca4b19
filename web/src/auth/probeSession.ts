import type { SessionUser } from '../api/types';
import { SessionProbeDocument } from '../plainGraphql/__generated__/SessionProbe';
import { postQuery } from '../plainGraphql/postQuery';
import { sessionStore } from './sessionStore';
import { clearSignedInHint } from './signedInHint';

// A plain query rather than Relay: it runs on every page, including the landing page, which
// should not download the Relay runtime. `session` answers a caller without credentials with a
// null user (not an error); a bad or expired credential is a 401.
/**
 * Asks the server who the session cookie belongs to; any failure means "signed out". When the
 * server says nobody (no user, or a refused credential), the sign-in hint is dropped too.
 */
export async function probeSession(): Promise<SessionUser | null> {
  try {
    const answer = await postQuery(SessionProbeDocument, { credentials: 'include' });
    const user = answer.ok ? (answer.data?.session.user ?? null) : null;
    if (!user && (answer.ok || answer.status === 401)) clearSignedInHint();
    return user;
  } catch (err) {
    console.error('Session check failed', err);
    return null;
  }
}

export async function initSession(): Promise<void> {
  sessionStore.setUser(await probeSession());
}
