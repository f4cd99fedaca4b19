// A Threads-shaped stand-in (Meta's Threads API): OAuth 2.0 (/oauth/authorize, POST
// /oauth/access_token for an hour-long token, GET /access_token?grant_type=th_exchange_token for a
// 60-day one), /v1.0/me, and two-step posting: a TEXT media container (POST /v1.0/{user-id}/threads,
// replies by reply_to_id) then its publication (POST /v1.0/{user-id}/threads_publish), with the real
// API's rules: 500 characters with each emoji counted as its UTF-8 bytes, at most 5 links, a
// container published once and only by its owner, replies to posts that exist, expiring tokens
// (Graph error 190) and a rate limit. `npm start` runs it when THREADS_CLIENT_ID is unset.
import { randomBytes } from 'node:crypto';
import { authorizeDecision, authorizePage, listen, OAuthStore, readForm, sendJson, sleep } from './oauth.mjs';

const THREADS_STAND_IN_CLIENT = { id: 'synth-local-threads', secret: 'synth-local-threads-secret' };
const LIMIT = 500;
const MAX_LINKS = 5;
const HOUR = 3600;
const SIXTY_DAYS = 60 * 86_400;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;

function threadsLength(text) {
  let n = 0;
  for (const ch of text) n += PICTOGRAPHIC.test(ch) ? Buffer.byteLength(ch, 'utf8') : 1;
  return n;
}

const graphError = (res, status, message, code, extra = {}) =>
  sendJson(res, status, {
    error: {
      message,
      type: code === 190 ? 'OAuthException' : 'THApiException',
      code,
      fbtrace_id: 'stand-in',
      ...extra,
    },
  });

/**
 * Options: `holdPostMs` keeps each publication's answer waiting after it is stored; `onPost(post)`
 * runs when one is published. Read `posts`, `containers`; call `store.expireAll()` or `rateLimitNext(n)`.
 * Over HTTP: GET /__stand-in/posts, POST /__stand-in/expire-tokens.
 * @param {{ port?: number, client?: { id: string, secret: string }, holdPostMs?: number, onPost?: (post: object) => unknown }} [options]
 */
export async function startFakeThreads({ port = 0, client = THREADS_STAND_IN_CLIENT, holdPostMs = 0, onPost } = {}) {
  const store = new OAuthStore({
    clientId: client.id,
    clientSecret: client.secret,
    accessTtlSeconds: HOUR,
    refreshable: false,
  });
  const containers = new Map();
  const posts = [];
  const state = { holdPostMs, rateLimited: 0 };
  let nextId = 18_000_000_000_000_000n;
  const newId = () => String((nextId += 1n));

  const server = await listen(
    async (req, res, url) => {
      const p = url.pathname;
      if (p === '/__stand-in/posts') return sendJson(res, 200, { posts });
      if (req.method === 'POST' && p === '/__stand-in/expire-tokens') {
        store.expireAll();
        return sendJson(res, 200, { expired: true });
      }
      if (p === '/oauth/authorize') {
        if (req.method === 'POST') return authorizeDecision(req, res, store, { pkce: false });
        const q = Object.fromEntries(url.searchParams);
        if (q.client_id !== client.id || q.response_type !== 'code' || !q.redirect_uri || !q.scope)
          return graphError(
            res,
            400,
            'Invalid parameter: client_id, redirect_uri, scope and response_type=code are required.',
            100,
          );
        return authorizePage(res, { platform: 'Threads', params: q, scopes: q.scope.split(',') });
      }
      if (req.method === 'POST' && p === '/oauth/access_token') {
        const f = await readForm(req);
        if (!store.clientMatches(f.client_id, f.client_secret))
          return graphError(res, 400, 'Error validating client secret.', 1);
        if (f.grant_type !== 'authorization_code') return graphError(res, 400, 'Unsupported grant_type.', 100);
        const r = store.redeemCode(f.code, f.redirect_uri);
        if (r.error) return graphError(res, 400, 'Error validating verification code.', 100);
        const t = store.issueTokens(r.grant);
        return sendJson(res, 200, { access_token: t.accessToken, user_id: r.grant.member.id });
      }
      if (req.method === 'GET' && p === '/access_token') {
        const q = Object.fromEntries(url.searchParams);
        const short = store.tokens.get(q.access_token ?? '');
        if (q.grant_type !== 'th_exchange_token' || q.client_secret !== client.secret)
          return graphError(res, 400, 'Error validating client secret.', 1);
        if (!short || short.expiresAt <= Date.now()) return graphError(res, 400, 'Error validating access token.', 190);
        const token = randomBytes(24).toString('base64url');
        store.tokens.set(token, {
          member: short.member,
          scopes: short.scopes,
          expiresAt: Date.now() + SIXTY_DAYS * 1000,
        });
        return sendJson(res, 200, { access_token: token, token_type: 'bearer', expires_in: SIXTY_DAYS });
      }
      if (!p.startsWith('/v1.0/')) return graphError(res, 404, 'Unknown path components', 2500);
      const m = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '');
      const t = m && store.tokens.get(m[1]);
      if (!t || t.expiresAt <= Date.now())
        return graphError(res, 401, 'Error validating access token: Session has expired.', 190);
      const { member, scopes } = t;
      const username = member.name
        .toLowerCase()
        .replace(/[^a-z0-9_.]+/g, '_')
        .slice(0, 30);
      const path = p.slice('/v1.0'.length);
      if (req.method === 'GET' && path === '/me')
        return sendJson(res, 200, { id: member.id, username, name: member.name });
      if (req.method === 'GET' && (path === '/me/threads' || path === '/me/replies')) {
        const own = posts.filter((x) => x.userId === member.id && !!x.repliedTo === (path === '/me/replies'));
        return sendJson(res, 200, {
          data: own
            .slice(-50)
            .reverse()
            .map((x) => ({ id: x.id, text: x.text, ...(x.repliedTo ? { replied_to: { id: x.repliedTo } } : {}) })),
        });
      }
      const step = /^\/([^/]+)\/(threads|threads_publish)$/.exec(path);
      if (req.method === 'POST' && step) {
        if (step[1] !== member.id && step[1] !== 'me')
          return graphError(res, 403, 'The user cannot post for another profile.', 10);
        if (!scopes.includes('threads_content_publish'))
          return graphError(res, 403, 'Missing threads_content_publish permission.', 10);
        const f = await readForm(req);
        if (step[2] === 'threads') {
          if (f.media_type !== 'TEXT' || typeof f.text !== 'string' || !f.text.trim())
            return graphError(res, 400, 'A TEXT post needs text.', 100);
          if (threadsLength(f.text) > LIMIT)
            return graphError(res, 400, `The text is longer than ${LIMIT} characters.`, 100);
          if (new Set(f.text.match(/\bhttps?:\/\/[^\s<>"]+/gi) ?? []).size > MAX_LINKS)
            return graphError(res, 400, 'THREADS_API__LINK_LIMIT_EXCEEDED', 100);
          if (f.reply_to_id && !posts.some((x) => x.id === f.reply_to_id))
            return graphError(res, 400, 'The post you are replying to does not exist.', 100);
          const id = newId();
          containers.set(id, { id, userId: member.id, text: f.text, replyTo: f.reply_to_id ?? null, published: false });
          return sendJson(res, 200, { id });
        }
        if (state.rateLimited > 0) {
          state.rateLimited -= 1;
          return graphError(res, 429, 'Application request limit reached', 4);
        }
        const c = containers.get(f.creation_id ?? '');
        if (!c || c.userId !== member.id) return graphError(res, 400, 'The media container does not exist.', 24);
        if (c.published) return graphError(res, 400, 'The media container has already been published.', 24);
        c.published = true;
        const post = {
          id: newId(),
          userId: member.id,
          username,
          text: c.text,
          repliedTo: c.replyTo,
          createdAt: Date.now(),
        };
        posts.push(post);
        await onPost?.(post);
        if (state.holdPostMs) await sleep(state.holdPostMs);
        return sendJson(res, 200, { id: post.id });
      }
      return graphError(res, 404, 'Unknown path components', 2500);
    },
    { port },
  );
  return {
    ...server,
    client,
    store,
    posts,
    containers,
    setHoldPostMs(ms) {
      state.holdPostMs = ms;
    },
    rateLimitNext(n = 1) {
      state.rateLimited = n;
    },
  };
}
