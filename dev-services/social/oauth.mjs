// What both social stand-ins share: an authorize page a browser can click through, authorization
// codes bound to their client, redirect address and (for PKCE) challenge, tokens with scopes and
// expiry, and a little HTTP plumbing. Each platform's file adds its own API on top.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';

export function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 1_000_000) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export const readForm = async (req) => Object.fromEntries(new URLSearchParams(await readBody(req)));

export async function readJson(req) {
  try {
    return JSON.parse(await readBody(req));
  } catch {
    return null;
  }
}

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A member id from the name typed on the authorize page: the same name is the same member. */
const memberIdOf = (name) => createHash('sha256').update(name.trim().toLowerCase()).digest('hex').slice(0, 12);

/**
 * Codes and tokens of one stand-in. `clientId`/`clientSecret` are the only app credentials
 * accepted; `accessTtlSeconds` is how long an access token lives.
 */
export class OAuthStore {
  constructor({ clientId, clientSecret, accessTtlSeconds, refreshable }) {
    Object.assign(this, { clientId, clientSecret, accessTtlSeconds, refreshable });
    this.codes = new Map();
    this.tokens = new Map();
    this.refreshTokens = new Map();
    this.revoked = [];
  }

  issueCode({ member, scopes, redirectUri, codeChallenge }) {
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { member, scopes, redirectUri, codeChallenge, expiresAt: Date.now() + 10 * 60_000 });
    return code;
  }

  /** The code's grant once (codes are single use), or null with the reason. */
  redeemCode(code, redirectUri, codeVerifier) {
    const grant = this.codes.get(code);
    this.codes.delete(code);
    if (!grant || grant.expiresAt < Date.now())
      return { error: 'invalid_grant', reason: 'The authorization code is unknown, used or expired.' };
    if (grant.redirectUri !== redirectUri)
      return { error: 'invalid_grant', reason: 'redirect_uri does not match the authorization request.' };
    if (grant.codeChallenge) {
      const computed = createHash('sha256')
        .update(codeVerifier ?? '')
        .digest('base64url');
      if (computed !== grant.codeChallenge)
        return { error: 'invalid_grant', reason: 'code_verifier does not match the code_challenge.' };
    }
    return { grant };
  }

  issueTokens({ member, scopes }) {
    const accessToken = randomBytes(24).toString('base64url');
    this.tokens.set(accessToken, { member, scopes, expiresAt: Date.now() + this.accessTtlSeconds * 1000 });
    let refreshToken;
    if (this.refreshable && scopes.includes('offline.access')) {
      refreshToken = randomBytes(24).toString('base64url');
      this.refreshTokens.set(refreshToken, { member, scopes });
    }
    return { accessToken, refreshToken, expiresIn: this.accessTtlSeconds, scope: scopes.join(' ') };
  }

  /** The token's grant when it is live and carries `scope`; else the HTTP status to answer. */
  check(req, scope) {
    const m = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '');
    const t = m && this.tokens.get(m[1]);
    if (!t || t.expiresAt <= Date.now()) return { status: 401 };
    if (scope && !t.scopes.includes(scope)) return { status: 403 };
    return { grant: t };
  }

  revoke(token) {
    if (this.tokens.delete(token) || this.refreshTokens.delete(token)) this.revoked.push(token);
  }

  /** Test hook: every access token issued so far stops working, as if 60 days had passed. */
  expireAll() {
    for (const t of this.tokens.values()) t.expiresAt = 0;
  }

  clientMatches(id, secret) {
    return id === this.clientId && (this.clientSecret === undefined || secret === this.clientSecret);
  }
}

/** The page a person sees when an app asks for access: a name to sign in as, Allow and Cancel. */
export function authorizePage(res, { platform, params, scopes }) {
  const hidden = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${platform} (local stand-in): allow access</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;line-height:1.5">
<h1>Allow Synth to use your ${platform} account?</h1>
<p>This is the local ${platform} stand-in. Synth asks for: ${scopes.map(escapeHtml).join(', ')}.</p>
<form method="post">${hidden}
<label>Sign in as <input name="member_name" value="Alex Morgan" maxlength="80"></label>
<p><button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="cancel">Cancel</button></p></form></body></html>`);
}

/** Answers the authorize form: back to the app with a code, or with error=user_cancelled_authorize. */
export async function authorizeDecision(req, res, store, { pkce }) {
  const form = await readForm(req);
  const redirect = new URL(form.redirect_uri);
  if (form.state) redirect.searchParams.set('state', form.state);
  if (form.decision !== 'allow') {
    redirect.searchParams.set('error', 'user_cancelled_authorize');
  } else {
    const name = (form.member_name || 'Alex Morgan').slice(0, 80);
    const code = store.issueCode({
      member: { id: memberIdOf(name), name },
      scopes: form.scope.split(/[ ,]+/).filter(Boolean),
      redirectUri: form.redirect_uri,
      codeChallenge: pkce ? form.code_challenge : undefined,
    });
    redirect.searchParams.set('code', code);
  }
  res.writeHead(302, { location: redirect.toString() });
  res.end();
}

/** Starts an HTTP server for `handle`; a thrown error answers 500 like a real outage would. */
export async function listen(handle, { port = 0, host = '127.0.0.1' } = {}) {
  const server = http.createServer((req, res) => {
    Promise.resolve(handle(req, res, new URL(req.url ?? '/', 'http://stand-in'))).catch((err) => {
      if (!res.headersSent) sendJson(res, 500, { message: String(err?.message ?? err) });
      else res.end();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    url: `http://${host}:${server.address().port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Test hook shared by both: hold each post this long before answering (while it is already stored). */
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
