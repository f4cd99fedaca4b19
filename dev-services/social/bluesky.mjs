// A Bluesky-shaped stand-in (an AT Protocol PDS, the parts Synth uses): sessions from an app
// password (com.atproto.server.createSession, refreshSession with rotating refresh tokens,
// getSession, deleteSession), app.bsky.feed.post records through com.atproto.repo.createRecord and
// listRecords, with Bluesky's rules: 300 graphemes and 3,000 bytes of text, replies whose root and
// parent exist, link facets on true UTF-8 byte ranges, an existing record key refused, access
// tokens that expire (400 ExpiredToken) and rate limits; app.bsky.feed.getPosts answers posts with
// their likes, reposts, quotes and replies, which grow with their age (figures.mjs). `npm start` runs it when
// BLUESKY_SERVICE_URL is unset.
import { createHash, randomBytes } from 'node:crypto';
import { PostFigures } from './figures.mjs';
import { listen, readJson, sendJson, sleep } from './oauth.mjs';

const MAX_GRAPHEMES = 300;
const MAX_BYTES = 3000;
const TWO_HOURS = 7200;
const NINETY_DAYS = 90 * 86_400;
/** Bluesky's app passwords read xxxx-xxxx-xxxx-xxxx; the stand-in refuses anything else, as the account password would be. */
const APP_PASSWORD_RE = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/;
/** The stand-in's refused password, for tests of a wrong one. */
export const WRONG_APP_PASSWORD = 'zzzz-zzzz-zzzz-zzzz';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const graphemeLength = (text) => [...graphemes.segment(text)].length;
const xrpcError = (res, status, error, message, headers) => sendJson(res, status, { error, message }, headers);
const didOf = (handle) => `did:plc:${createHash('sha256').update(handle.toLowerCase()).digest('hex').slice(0, 24)}`;
const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** A record key in Bluesky's TID shape: 13 base32-sortable characters that grow with time. */
let lastTid = 0n;
function nextTid() {
  const now = BigInt(Date.now()) * 1000n;
  lastTid = now > lastTid ? now : lastTid + 1n;
  const alphabet = '234567abcdefghijklmnopqrstuvwxyz';
  let n = (lastTid << 10n) & ((1n << 63n) - 1n);
  let s = '';
  for (let i = 0; i < 13; i++) {
    s = alphabet[Number(n & 31n)] + s;
    n >>= 5n;
  }
  return s;
}

/**
 * Options: `holdPostMs` keeps each post's answer waiting after it is stored; `onPost(post)` runs
 * when one is stored. Read `posts`; call `expireAll()` or `rateLimitNext(n)`.
 * `figureSpeed` makes the posts' figures grow faster; `figures.reads` lists every lookup.
 * Over HTTP: GET /__stand-in/posts, POST /__stand-in/expire-tokens.
 * @param {{ port?: number, holdPostMs?: number, figureSpeed?: number, onPost?: (post: object) => unknown }} [options]
 */
export async function startFakeBluesky({ port = 0, holdPostMs = 0, figureSpeed = 1, onPost } = {}) {
  const figures = new PostFigures({ speed: figureSpeed });
  const access = new Map();
  const refresh = new Map();
  const posts = [];
  const revoked = [];
  const state = { holdPostMs, rateLimited: 0 };

  /** A JWT-shaped token whose payload carries its expiry, as Bluesky's do. */
  const jwt = (did, scope, ttl) => {
    const exp = Math.floor(Date.now() / 1000) + ttl;
    return {
      token: `${b64({ typ: 'at+jwt', alg: 'HS256' })}.${b64({ scope, sub: did, exp, jti: randomBytes(8).toString('hex') })}.${randomBytes(16).toString('base64url')}`,
      exp,
    };
  };

  const session = (account) => {
    const a = jwt(account.did, 'com.atproto.appPass', TWO_HOURS);
    const r = jwt(account.did, 'com.atproto.refresh', NINETY_DAYS);
    access.set(a.token, { account, expiresAt: a.exp * 1000 });
    refresh.set(r.token, { account, expiresAt: r.exp * 1000 });
    return { accessJwt: a.token, refreshJwt: r.token, handle: account.handle, did: account.did, active: true };
  };

  const bearer = (req) => /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];

  /** The access token's account, or the answer Bluesky gives: 400 ExpiredToken for an old token, 401 for an unknown one. */
  const authed = (req, res) => {
    const t = access.get(bearer(req) ?? '');
    if (!t) return void xrpcError(res, 401, 'InvalidToken', 'Token could not be verified');
    if (t.expiresAt <= Date.now()) return void xrpcError(res, 400, 'ExpiredToken', 'Token has expired');
    return t.account;
  };

  const exists = (ref) => ref && posts.some((p) => p.uri === ref.uri && p.cid === ref.cid);

  /** Why Bluesky would refuse this post record, or null. */
  function invalid(record) {
    if (!record || record.$type !== 'app.bsky.feed.post') return 'Record/$type must be app.bsky.feed.post';
    if (typeof record.text !== 'string') return 'Record/text must be a string';
    if (typeof record.createdAt !== 'string' || Number.isNaN(Date.parse(record.createdAt)))
      return 'Record/createdAt must be an valid atproto datetime';
    if (graphemeLength(record.text) > MAX_GRAPHEMES)
      return `Record/text must not be longer than ${MAX_GRAPHEMES} graphemes`;
    if (Buffer.byteLength(record.text, 'utf8') > MAX_BYTES)
      return `Record/text must not be longer than ${MAX_BYTES} characters`;
    const bytes = Buffer.byteLength(record.text, 'utf8');
    for (const f of record.facets ?? []) {
      const { byteStart, byteEnd } = f.index ?? {};
      if (!(Number.isInteger(byteStart) && Number.isInteger(byteEnd) && byteStart < byteEnd && byteEnd <= bytes))
        return 'Record/facets: a facet index is out of the text';
      if (!f.features?.every((x) => x.$type === 'app.bsky.richtext.facet#link' && /^https?:\/\//.test(x.uri)))
        return 'Record/facets: features must be links with a uri';
    }
    if (record.reply && !(exists(record.reply.root) && exists(record.reply.parent)))
      return 'Record/reply: the root and parent posts must exist';
    if (record.embed) {
      const e = record.embed;
      if (
        e.$type !== 'app.bsky.embed.external' ||
        typeof e.external?.uri !== 'string' ||
        typeof e.external.title !== 'string'
      )
        return 'Record/embed must be an external embed with a uri and a title';
    }
    return null;
  }

  const server = await listen(
    async (req, res, url) => {
      const p = url.pathname;
      if (p === '/__stand-in/posts') return sendJson(res, 200, { posts });
      if (req.method === 'POST' && p === '/__stand-in/expire-tokens') {
        for (const t of access.values()) t.expiresAt = 0;
        return sendJson(res, 200, { expired: true });
      }
      if (!p.startsWith('/xrpc/')) return xrpcError(res, 404, 'MethodNotImplemented', 'Method Not Implemented');
      const method = p.slice('/xrpc/'.length);
      if (state.rateLimited > 0) {
        state.rateLimited -= 1;
        return xrpcError(res, 429, 'RateLimitExceeded', 'Rate Limit Exceeded', {
          'ratelimit-remaining': '0',
          'ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 1),
        });
      }
      if (req.method === 'POST' && method === 'com.atproto.server.createSession') {
        const body = await readJson(req);
        const handle = String(body?.identifier ?? '')
          .trim()
          .toLowerCase()
          .replace(/^@/, '');
        const password = String(body?.password ?? '');
        if (!handle || !password) return xrpcError(res, 400, 'InvalidRequest', 'identifier and password are required');
        // An account password asks for the emailed sign-in code; an app password does not.
        if (!APP_PASSWORD_RE.test(password))
          return xrpcError(res, 401, 'AuthFactorTokenRequired', 'A sign in code has been sent to your email address');
        if (password === WRONG_APP_PASSWORD)
          return xrpcError(res, 401, 'AuthenticationRequired', 'Invalid identifier or password');
        return sendJson(res, 200, session({ handle, did: didOf(handle) }));
      }
      if (req.method === 'POST' && method === 'com.atproto.server.refreshSession') {
        const token = bearer(req) ?? '';
        const r = refresh.get(token);
        if (!r) return xrpcError(res, 401, 'InvalidToken', 'Token could not be verified');
        if (r.expiresAt <= Date.now()) return xrpcError(res, 400, 'ExpiredToken', 'Token has expired');
        // Refresh tokens rotate: each is good for one refresh.
        refresh.delete(token);
        return sendJson(res, 200, session(r.account));
      }
      if (req.method === 'POST' && method === 'com.atproto.server.deleteSession') {
        const token = bearer(req) ?? '';
        if (!refresh.delete(token)) return xrpcError(res, 401, 'InvalidToken', 'Token could not be verified');
        revoked.push(token);
        return sendJson(res, 200, {});
      }
      if (req.method === 'GET' && method === 'com.atproto.server.getSession') {
        const account = authed(req, res);
        if (!account) return;
        return sendJson(res, 200, { handle: account.handle, did: account.did, active: true });
      }
      if (req.method === 'GET' && method === 'com.atproto.repo.listRecords') {
        const account = authed(req, res);
        if (!account) return;
        const repo = url.searchParams.get('repo');
        const limit = Math.min(100, Number(url.searchParams.get('limit') ?? 50));
        const own = posts.filter((x) => x.did === repo && url.searchParams.get('collection') === 'app.bsky.feed.post');
        return sendJson(res, 200, {
          records: own
            .slice(-limit)
            .reverse()
            .map(({ uri, cid, value }) => ({ uri, cid, value })),
        });
      }
      if (req.method === 'GET' && method === 'app.bsky.feed.getPosts') {
        if (!authed(req, res)) return;
        const uris = url.searchParams.getAll('uris');
        if (!uris.length || uris.length > 25)
          return xrpcError(res, 400, 'InvalidRequest', 'uris must name between 1 and 25 posts');
        // Posts that no longer exist are left out of the answer, as Bluesky does.
        const found = uris.map((u) => posts.find((x) => x.uri === u)).filter(Boolean);
        return sendJson(res, 200, {
          posts: found.map((x) => {
            const f = figures.of(x.uri, x.createdAt);
            return {
              uri: x.uri,
              cid: x.cid,
              author: { did: x.did, handle: x.handle },
              record: x.value,
              likeCount: f.reactions,
              repostCount: f.reposts,
              quoteCount: 0,
              // Replies people wrote, and the thread's own next part where there is one.
              replyCount: f.replies + posts.filter((y) => y.inReplyTo === x.uri).length,
              indexedAt: new Date(x.createdAt).toISOString(),
            };
          }),
        });
      }
      if (req.method === 'POST' && method === 'com.atproto.repo.createRecord') {
        const account = authed(req, res);
        if (!account) return;
        const body = await readJson(req);
        if (!body) return xrpcError(res, 400, 'InvalidRequest', 'Input must be JSON');
        if (body.repo !== account.did && body.repo !== account.handle)
          return xrpcError(res, 400, 'InvalidRequest', 'Input/repo must be the authenticated account');
        if (body.collection !== 'app.bsky.feed.post')
          return xrpcError(res, 400, 'InvalidRequest', 'This stand-in stores app.bsky.feed.post records only');
        const why = invalid(body.record);
        if (why) return xrpcError(res, 400, 'InvalidRequest', `Invalid app.bsky.feed.post record: ${why}`);
        const rkey = body.rkey ?? nextTid();
        const uri = `at://${account.did}/app.bsky.feed.post/${rkey}`;
        if (posts.some((x) => x.uri === uri)) return xrpcError(res, 400, 'InvalidRequest', 'Record already exists');
        const cid = `bafyrei${createHash('sha256')
          .update(JSON.stringify(body.record) + uri)
          .digest('hex')
          .slice(0, 52)}`;
        const post = {
          uri,
          cid,
          did: account.did,
          handle: account.handle,
          text: body.record.text,
          inReplyTo: body.record.reply?.parent.uri ?? null,
          value: body.record,
          createdAt: Date.now(),
        };
        posts.push(post);
        await onPost?.(post);
        if (state.holdPostMs) await sleep(state.holdPostMs);
        return sendJson(res, 200, { uri, cid, validationStatus: 'valid' });
      }
      return xrpcError(res, 404, 'MethodNotImplemented', 'Method Not Implemented');
    },
    { port },
  );
  return {
    ...server,
    posts,
    revoked,
    figures,
    setHoldPostMs(ms) {
      state.holdPostMs = ms;
    },
    rateLimitNext(n = 1) {
      state.rateLimited = n;
    },
    /** Test hook: every access token issued so far stops working, as if two hours had passed. */
    expireAll() {
      for (const t of access.values()) t.expiresAt = 0;
    },
  };
}
