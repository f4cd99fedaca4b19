// What benchmarks of the API need to act as the web app's signed-in user: a session cookie from
// the product's own login, and the operations exactly as the web app sends them.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/local-services.mjs';

/** The web app's own operation text, as Relay compiled it. */
export function relayOperationText(name) {
  const source = fs.readFileSync(path.join(ROOT, 'web', 'src', '__generated__', `${name}.graphql.ts`), 'utf8');
  const m = /"text": ("(?:[^"\\]|\\.)*")/.exec(source);
  if (!m) throw new Error(`no operation text in web/src/__generated__/${name}.graphql.ts`);
  return JSON.parse(m[1]);
}

/** Google sign-in through the Auth emulator as a new user named `who`, then the product's own login: the session cookie. */
export async function signIn(authHost, apiUrl, who = 'bench') {
  const claims = JSON.stringify({
    sub: `${who}-${Date.now()}`,
    email: `${who}@example.com`,
    email_verified: true,
    name: `Bench ${who}`,
  });
  const idp = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  }).then((r) => r.json());
  const login = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: idp.idToken }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .find((c) => c.startsWith('__session='))
    .split(';')[0];
}
