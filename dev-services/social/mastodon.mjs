// A Mastodon-shaped stand-in: one server people can name. Apps register themselves with
// POST /api/v1/apps (each gets its own client id and secret), OAuth 2.0 with PKCE
// (/oauth/authorize, /oauth/token, /oauth/revoke), verify_credentials, and POST /api/v1/statuses
// with Mastodon's rules: 500 characters with every link counted as 23, replies to posts that exist,
// an Idempotency-Key that answers the first post again for an hour, tokens that end when revoked,
// and rate limits with X-RateLimit-Reset; GET /api/v1/statuses/:id answers a status with its
// favourites, boosts and replies, which grow with its age (figures.mjs). `npm start` runs it when MASTODON_ENABLED is unset.
import { randomBytes } from 'node:crypto';
import { PostFigures } from './figures.mjs';
import { authorizeDecision, authorizePage, listen, OAuthStore, readForm, readJson, sendJson, sleep } from './oauth.mjs';

const LIMIT = 500;
const LINK_WEIGHT = 23;
const IDEMPOTENCY_MS = 3600_000;
/** Mastodon's tokens do not expire; a very long life stands for that. */
const TEN_YEARS = 10 * 365 * 86_400;

function mastodonLength(text) {
  let links = 0;
  const rest = text.replace(/(@[a-z0-9_]+)@[a-z0-9.-]+\.[a-z]{2,}/gi, '$1').replace(/\bhttps?:\/\/[^\s<>"]+/gi, () => {
    links += 1;
    return '';
  });
  return [...rest].length + links * LINK_WEIGHT;
}

const error = (res, status, message, headers) => sendJson(res, status, { error: message }, headers);
const readBodyOf = async (req) =>
  String(req.headers['content-type'] ?? '').startsWith('application/json')
    ? ((await readJson(req)) ?? {})
    : readForm(req);
const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Options: `holdPostMs` keeps each post's answer waiting after it is stored; `onPost(status)` runs
 * when one is stored. Read `statuses`, `apps`, `store.revoked`; call `expireAll()` or `rateLimitNext(n)`.
 * `figureSpeed` makes the statuses' figures grow faster; `figures.reads` lists every lookup.
 * Over HTTP: GET /__stand-in/posts, POST /__stand-in/expire-tokens.
 * @param {{ port?: number, holdPostMs?: number, figureSpeed?: number, onPost?: (status: object) => unknown }} [options]
 */
export async function startFakeMastodon({ port = 0, holdPostMs = 0, figureSpeed = 1, onPost } = {}) {
  const figures = new PostFigures({ speed: figureSpeed });
  const store = new OAuthStore({
    clientId: undefined,
    clientSecret: undefined,
    accessTtlSeconds: TEN_YEARS,
    refreshable: false,
  });
  const apps = [];
  const statuses = [];
  const idempotent = new Map();
  const state = { holdPostMs, rateLimited: 0 };
  let nextId = 113_000_000_000_000_000n;
  const appOf = (clientId) => apps.find((a) => a.client_id === clientId);

  const server = await listen(
    async (req, res, url) => {
      const p = url.pathname;
      const origin = `http://${req.headers.host}`;
      if (p === '/__stand-in/posts') return sendJson(res, 200, { posts: statuses });
      if (req.method === 'POST' && p === '/__stand-in/expire-tokens') {
        for (const t of [...store.tokens.keys()]) store.revoke(t);
        return sendJson(res, 200, { expired: true });
      }
      if (req.method === 'POST' && p === '/api/v1/apps') {
        const f = await readBodyOf(req);
        if (!f.client_name || !f.redirect_uris)
          return error(res, 422, "Validation failed: Application name can't be blank, Redirect URI can't be blank");
        const app = {
          id: String(apps.length + 1),
          name: String(f.client_name).slice(0, 60),
          client_id: randomBytes(16).toString('base64url'),
          client_secret: randomBytes(24).toString('base64url'),
          redirect_uri: String(f.redirect_uris),
          scopes: String(f.scopes ?? 'read').split(/\s+/),
        };
        apps.push(app);
        return sendJson(res, 200, app);
      }
      if (p === '/oauth/authorize') {
        if (req.method === 'POST') return authorizeDecision(req, res, store, { pkce: true });
        const q = Object.fromEntries(url.searchParams);
        const app = appOf(q.client_id);
        const asked = String(q.scope ?? '')
          .split(/\s+/)
          .filter(Boolean);
        if (!app || q.response_type !== 'code' || q.redirect_uri !== app.redirect_uri)
          return error(res, 400, 'The redirect uri included is not valid, or the client is unknown.');
        if (!asked.every((s) => app.scopes.includes(s)))
          return error(res, 400, 'The requested scope is invalid, unknown, or malformed.');
        if (q.code_challenge && q.code_challenge_method !== 'S256')
          return error(res, 400, 'Only S256 code challenges are supported.');
        return authorizePage(res, { platform: `Mastodon (${escapeHtml(url.host)})`, params: q, scopes: asked });
      }
      if (req.method === 'POST' && p === '/oauth/token') {
        const f = await readBodyOf(req);
        const app = appOf(f.client_id);
        if (!app || f.client_secret !== app.client_secret)
          return sendJson(res, 401, {
            error: 'invalid_client',
            error_description: 'Client authentication failed due to unknown client.',
          });
        if (f.grant_type !== 'authorization_code') return sendJson(res, 400, { error: 'unsupported_grant_type' });
        const r = store.redeemCode(f.code, f.redirect_uri, f.code_verifier);
        if (r.error) return sendJson(res, 400, { error: r.error, error_description: r.reason });
        const t = store.issueTokens(r.grant);
        return sendJson(res, 200, {
          access_token: t.accessToken,
          token_type: 'Bearer',
          scope: t.scope,
          created_at: Math.floor(Date.now() / 1000),
        });
      }
      if (req.method === 'POST' && p === '/oauth/revoke') {
        const f = await readBodyOf(req);
        const app = appOf(f.client_id);
        if (!app || f.client_secret !== app.client_secret) return sendJson(res, 403, { error: 'unauthorized_client' });
        store.revoke(f.token);
        return sendJson(res, 200, {});
      }
      if (!p.startsWith('/api/')) return error(res, 404, 'Record not found');
      const auth = store.check(req);
      if (auth.status) return error(res, 401, 'The access token is invalid');
      const { member, scopes } = auth.grant;
      const username = member.name
        .toLowerCase()
        .replace(/[^a-z0-9_]+/g, '_')
        .slice(0, 30);
      if (req.method === 'GET' && p === '/api/v1/accounts/verify_credentials') {
        if (!scopes.includes('read:accounts')) return error(res, 403, 'This action is outside the authorized scopes');
        return sendJson(res, 200, {
          id: member.id,
          username,
          acct: username,
          display_name: member.name,
          url: `${origin}/@${username}`,
        });
      }
      const statusId = req.method === 'GET' && /^\/api\/v1\/statuses\/(\d{1,30})$/.exec(p)?.[1];
      if (statusId) {
        if (!scopes.includes('read:statuses')) return error(res, 403, 'This action is outside the authorized scopes');
        const found = statuses.find((x) => x.id === statusId && x.visibility !== 'direct');
        if (!found) return error(res, 404, 'Record not found');
        const f = figures.of(found.id, found.createdAt);
        const { text: _text, accountId: _account, idempotencyKey: _key, createdAt, ...status } = found;
        return sendJson(res, 200, {
          ...status,
          created_at: new Date(createdAt).toISOString(),
          favourites_count: f.reactions,
          reblogs_count: f.reposts,
          // Replies people wrote, and the thread's own next part where there is one.
          replies_count: f.replies + statuses.filter((x) => x.in_reply_to_id === found.id).length,
        });
      }
      if (req.method === 'POST' && p === '/api/v1/statuses') {
        if (!scopes.includes('write:statuses')) return error(res, 403, 'This action is outside the authorized scopes');
        if (state.rateLimited > 0) {
          state.rateLimited -= 1;
          return error(res, 429, 'Too many requests', {
            'x-ratelimit-limit': '300',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset': new Date(Date.now() + 1000).toISOString(),
          });
        }
        const key = req.headers['idempotency-key'];
        const seen = key && idempotent.get(`${member.id}:${key}`);
        if (seen && seen.at > Date.now() - IDEMPOTENCY_MS) return sendJson(res, 200, seen.status);
        const f = await readBodyOf(req);
        const text = typeof f.status === 'string' ? f.status : '';
        if (!text.trim()) return error(res, 422, "Validation failed: Text can't be blank");
        if (mastodonLength(text) > LIMIT)
          return error(res, 422, `Validation failed: Text character limit of ${LIMIT} exceeded`);
        const replyTo = f.in_reply_to_id ? String(f.in_reply_to_id) : null;
        if (replyTo && !statuses.some((s) => s.id === replyTo)) return error(res, 404, 'Record not found');
        nextId += 1n;
        const id = String(nextId);
        const status = {
          id,
          content: `<p>${escapeHtml(text)}</p>`,
          in_reply_to_id: replyTo,
          visibility: f.visibility ?? 'public',
          url: `${origin}/@${username}/${id}`,
          account: { id: member.id, username },
        };
        const stored = { ...status, text, accountId: member.id, idempotencyKey: key ?? null, createdAt: Date.now() };
        statuses.push(stored);
        if (key) idempotent.set(`${member.id}:${key}`, { status, at: Date.now() });
        await onPost?.(stored);
        if (state.holdPostMs) await sleep(state.holdPostMs);
        return sendJson(res, 200, status);
      }
      return error(res, 404, 'Record not found');
    },
    { port },
  );
  return {
    ...server,
    store,
    apps,
    statuses,
    figures,
    setHoldPostMs(ms) {
      state.holdPostMs = ms;
    },
    rateLimitNext(n = 1) {
      state.rateLimited = n;
    },
    /** Test hook: the person revoked Synth on their server: every token stops working. */
    expireAll() {
      for (const t of [...store.tokens.keys()]) store.revoke(t);
    },
  };
}
