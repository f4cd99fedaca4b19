// Google sign-in against the Firebase Auth emulator, as the browser SDK would do it.
import { randomUUID } from 'node:crypto';

export interface EmulatorUser {
  uid: string;
  idToken: string;
  refreshToken: string;
  email: string;
  name: string;
}

export async function signInWithGoogle(
  host: string,
  opts: { email?: string; name?: string; sub?: string } = {},
): Promise<EmulatorUser> {
  const sub = opts.sub ?? randomUUID();
  const email = opts.email ?? `user-${sub.slice(0, 8)}@example.com`;
  const name = opts.name ?? 'Test User';
  // The emulator accepts an unsigned Google ID token given as JSON claims.
  const claims = JSON.stringify({ sub, email, email_verified: true, name, picture: 'https://example.com/p.png' });
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
      returnIdpCredential: true,
    }),
  });
  const body = (await res.json()) as {
    localId: string;
    idToken: string;
    refreshToken: string;
    error?: { message: string };
  };
  if (!res.ok) throw new Error(`emulator sign-in failed: ${body.error?.message ?? res.status}`);
  return { uid: body.localId, idToken: body.idToken, refreshToken: body.refreshToken, email, name };
}

/** A token the emulator never issued: right shape, wrong everything else. */
export function forgedToken(uid: string): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: 'https://securetoken.google.com/other-project', aud: 'other-project', sub: uid, user_id: uid, iat: now, exp: now + 3600, auth_time: now })}.`;
}

/** An emulator-shaped token that expired an hour ago. */
export function expiredToken(uid: string): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: 'https://securetoken.google.com/demo-synth', aud: 'demo-synth', sub: uid, user_id: uid, iat: now - 7200, exp: now - 3600, auth_time: now - 7200, firebase: { sign_in_provider: 'google.com' } })}.`;
}
