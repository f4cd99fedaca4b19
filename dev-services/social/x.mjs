// An X-shaped stand-in: OAuth 2.0 with PKCE (/i/oauth2/authorize, /2/oauth2/token with refresh
// tokens, /2/oauth2/revoke), /2/users/me, POST /2/tweets (replies make threads) and a user's
// timeline and tweet lookup with public_metrics that grow with each tweet's age, with X's scopes, weighted 280-character limit and duplicate refusal. `npm start` runs
// it when X_CLIENT_ID is unset.
import { PostFigures } from './figures.mjs';
import { authorizeDecision, authorizePage, listen, OAuthStore, readForm, readJson, sendJson, sleep } from './oauth.mjs';

const X_STAND_IN_CLIENT = { id: 'synth-local-x', secret: 'synth-local-x-secret' };
const TWEET_LIMIT = 280;
const LINK_WEIGHT = 23;
const TWO_HOURS = 7200;

/** X's own count: every link weighs 23 characters, whatever its length. */
function weightedLength(text) {
  let rest = text;
  let links = 0;
  rest = rest.replace(/\bhttps?:\/\/[^\s<>"]+/gi, () => {
    links += 1;
    return '';
  });
  return [...rest].length + links * LINK_WEIGHT;
}

const problem = (res, status, title, detail, headers) =>
  sendJson(res, status, { title, detail, type: 'about:blank', status }, headers);

function basicClient(req) {
  const m = /^Basic (\S+)$/i.exec(req.headers.authorization ?? '');
  if (!m) return null;
  const [id, secret] = Buffer.from(m[1], 'base64').toString('utf8').split(':');
  return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') };
}

/**
 * Options: `holdPostMs` keeps each tweet's answer waiting after it is stored; `onPost(tweet)` runs
 * when one is stored. Read `tweets`, `store.revoked`; call `store.expireAll()` or `rateLimitNext(n)`.
 * `figureSpeed` makes the tweets' figures grow faster (figures.mjs); `figures.reads` lists every lookup.
 * Over HTTP: GET /__stand-in/posts, POST /__stand-in/expire-tokens.
 * @param {{ port?: number, client?: { id: string, secret: string }, holdPostMs?: number, figureSpeed?: number, onPost?: (tweet: object) => unknown }} [options]
 */
export async function startFakeX({
  port = 0,
  client = X_STAND_IN_CLIENT,
  holdPostMs = 0,
  figureSpeed = 1,
  onPost,
} = {}) {
  const figures = new PostFigures({ speed: figureSpeed });
  const store = new OAuthStore({
    clientId: client.id,
    clientSecret: client.secret,
    accessTtlSeconds: TWO_HOURS,
    refreshable: true,
  });
  const tweets = [];
  const state = { holdPostMs, rateLimited: 0 };
  let nextId = 1_860_000_000_000_000_000n;

  const tokenAnswer = (res, grant) => {
    const t = store.issueTokens(grant);
    sendJson(res, 200, {
      token_type: 'bearer',
      expires_in: t.expiresIn,
      access_token: t.accessToken,
      scope: t.scope,
      refresh_token: t.refreshToken,
    });
  };

  const server = await listen(
    async (req, res, url) => {
      const p = url.pathname;
      if (p === '/i/oauth2/authorize') {
        if (req.method === 'POST') return authorizeDecision(req, res, store, { pkce: true });
        const q = Object.fromEntries(url.searchParams);
        if (
          q.response_type !== 'code' ||
          q.client_id !== client.id ||
          !q.redirect_uri ||
          !q.scope ||
          !q.state ||
          !q.code_challenge ||
          q.code_challenge_method !== 'S256'
        ) {
          return problem(
            res,
            400,
            'Invalid Request',
            'response_type=code, a known client_id, redirect_uri, scope, state and an S256 code_challenge are required.',
          );
        }
        return authorizePage(res, { platform: 'X', params: q, scopes: q.scope.split(' ') });
      }
      if (req.method === 'POST' && p === '/2/oauth2/token') {
        const f = await readForm(req);
        const c = basicClient(req) ?? { id: f.client_id, secret: undefined };
        if (c.id !== client.id || (c.secret !== undefined && c.secret !== client.secret))
          return sendJson(res, 401, {
            error: 'unauthorized_client',
            error_description: 'Missing valid authorization header',
          });
        if (f.grant_type === 'authorization_code') {
          const r = store.redeemCode(f.code, f.redirect_uri, f.code_verifier);
          if (r.error) return sendJson(res, 400, { error: r.error, error_description: r.reason });
          return tokenAnswer(res, r.grant);
        }
        if (f.grant_type === 'refresh_token') {
          const grant = store.refreshTokens.get(f.refresh_token);
          // Refresh tokens rotate: each is good for one refresh.
          store.refreshTokens.delete(f.refresh_token);
          if (!grant)
            return sendJson(res, 400, {
              error: 'invalid_request',
              error_description: 'Value passed for the token was invalid.',
            });
          return tokenAnswer(res, grant);
        }
        return sendJson(res, 400, { error: 'unsupported_grant_type' });
      }
      if (req.method === 'POST' && p === '/2/oauth2/revoke') {
        const f = await readForm(req);
        store.revoke(f.token);
        return sendJson(res, 200, { revoked: true });
      }
      if (p === '/__stand-in/posts') return sendJson(res, 200, { posts: tweets });
      if (req.method === 'POST' && p === '/__stand-in/expire-tokens') {
        store.expireAll();
        return sendJson(res, 200, { expired: true });
      }
      if (!p.startsWith('/2/')) return problem(res, 404, 'Not Found Error', 'Unknown endpoint');

      const needs =
        req.method === 'POST' && p === '/2/tweets'
          ? ['tweet.read', 'tweet.write', 'users.read']
          : ['tweet.read', 'users.read'];
      const auth = store.check(req);
      if (auth.status) return problem(res, 401, 'Unauthorized', 'Unauthorized');
      if (!needs.every((s) => auth.grant.scopes.includes(s)))
        return problem(res, 403, 'Forbidden', `This request needs the scopes ${needs.join(', ')}.`);
      const { member } = auth.grant;
      const username = member.name
        .toLowerCase()
        .replace(/[^a-z0-9_]+/g, '_')
        .slice(0, 15);
      if (state.rateLimited > 0) {
        state.rateLimited -= 1;
        return problem(res, 429, 'Too Many Requests', 'Too Many Requests', {
          'x-rate-limit-remaining': '0',
          'x-rate-limit-reset': String(Math.ceil(Date.now() / 1000) + 1),
        });
      }
      if (req.method === 'GET' && p === '/2/users/me')
        return sendJson(res, 200, { data: { id: member.id, name: member.name, username } });
      const timeline = /^\/2\/users\/([^/]+)\/tweets$/.exec(p);
      if (req.method === 'GET' && timeline) {
        const own = tweets
          .filter((t) => t.authorId === timeline[1])
          .slice(-100)
          .reverse();
        return sendJson(res, 200, {
          data: own.map(({ id, text }) => ({ id, text })),
          meta: { result_count: own.length },
        });
      }
      if (req.method === 'GET' && p === '/2/tweets') {
        const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
        if (!ids.length || ids.length > 100)
          return problem(res, 400, 'Invalid Request', 'ids must name between 1 and 100 Tweets.');
        const fields = (url.searchParams.get('tweet.fields') ?? '').split(',');
        const found = ids.flatMap((id) => tweets.filter((t) => t.id === id));
        return sendJson(res, 200, {
          data: found.map((t) => {
            if (!fields.includes('public_metrics')) return { id: t.id, text: t.text };
            const f = figures.of(t.id, t.createdAt);
            return {
              id: t.id,
              text: t.text,
              public_metrics: {
                like_count: f.reactions,
                reply_count: f.replies,
                retweet_count: f.reposts,
                quote_count: 0,
                impression_count: f.impressions,
              },
            };
          }),
        });
      }
      if (req.method === 'POST' && p === '/2/tweets') {
        if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
          return problem(res, 415, 'Unsupported Media Type', 'Content-Type must be application/json.');
        const body = await readJson(req);
        if (!body || typeof body.text !== 'string' || !body.text.trim())
          return problem(res, 400, 'Invalid Request', 'text is required.');
        if (weightedLength(body.text) > TWEET_LIMIT)
          return problem(res, 403, 'Forbidden', 'Your Tweet text is too long.');
        if (tweets.some((t) => t.authorId === member.id && t.text === body.text))
          return problem(res, 403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.');
        const replyTo = body.reply?.in_reply_to_tweet_id;
        if (replyTo && !tweets.some((t) => t.id === replyTo))
          return problem(res, 400, 'Invalid Request', 'The Tweet you are replying to is not visible or was deleted.');
        nextId += 1n;
        const tweet = {
          id: String(nextId),
          text: body.text,
          authorId: member.id,
          username,
          inReplyTo: replyTo ?? null,
          createdAt: Date.now(),
        };
        tweets.push(tweet);
        await onPost?.(tweet);
        if (state.holdPostMs) await sleep(state.holdPostMs);
        return sendJson(res, 201, { data: { id: tweet.id, text: tweet.text } });
      }
      return problem(res, 404, 'Not Found Error', 'Unknown endpoint');
    },
    { port },
  );
  return {
    ...server,
    client,
    store,
    tweets,
    figures,
    setHoldPostMs(ms) {
      state.holdPostMs = ms;
    },
    rateLimitNext(n = 1) {
      state.rateLimited = n;
    },
  };
}
