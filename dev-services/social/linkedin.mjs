// A LinkedIn-shaped stand-in: the OAuth 2.0 authorization-code flow (/oauth/v2/authorization,
// /oauth/v2/accessToken, /oauth/v2/revoke), OpenID userinfo (/v2/userinfo) and the versioned
// Posts API (/rest/posts, comments written and read at /rest/socialActions/{urn}/comments, reactions
// and comment counts that grow with each post's age at /rest/socialMetadata/{urn}) with the headers,
// scopes, length limit and duplicate refusal of the real API, and document posts: a PDF registered
// with /rest/documents?action=initializeUpload, its bytes put to the upload address, then a post
// naming the document, with the Documents API's rules (see documents.mjs). `npm start` runs it when
// LINKEDIN_CLIENT_ID is unset.
import { PostFigures } from './figures.mjs';
import { authorizeDecision, authorizePage, listen, OAuthStore, readForm, readJson, sendJson, sleep } from './oauth.mjs';
import { DocumentStore } from './documents.mjs';

const LINKEDIN_STAND_IN_CLIENT = { id: 'synth-local-linkedin', secret: 'synth-local-linkedin-secret' };
const COMMENTARY_LIMIT = 3000;
const SIXTY_DAYS = 60 * 86_400;
// Comment pages: LinkedIn's default and largest page sizes.
const DEFAULT_COUNT = 10;
const MAX_COUNT = 100;

const error = (res, status, message, code) => sendJson(res, status, { status, code, message });

/** A stored comment as LinkedIn's API shows it. */
const commentResource = (c) => ({
  id: c.id,
  commentUrn: `urn:li:comment:(${c.object},${c.id})`,
  actor: c.actor,
  object: c.object,
  message: { text: c.text, attributes: [] },
  created: { actor: c.actor, time: c.createdAt },
  lastModified: { actor: c.actor, time: c.createdAt },
});

/**
 * Options: `holdPostMs` keeps each post's answer waiting after it is stored (for crash tests);
 * `loseNextPostAnswer(n)` stores the next posts and drops their answers; `documents` holds the
 * uploaded documents;
 * `onPost(post)` and `onComment(comment)` run when one is stored, before the answer. Read `posts`,
 * `comments`, `store.revoked`; call `store.expireAll()`, `rateLimitNext(n)` or
 * `rateLimitNextComment(n)`. `figureSpeed` makes the posts' figures grow faster (figures.mjs);
 * `figures.reads` lists every read. Over HTTP: GET /__stand-in/posts, POST /__stand-in/expire-tokens.
 * @param {{ port?: number, client?: { id: string, secret: string }, holdPostMs?: number, figureSpeed?: number, onPost?: (post: object) => unknown, onComment?: (comment: object) => unknown }} [options]
 */
export async function startFakeLinkedIn({
  port = 0,
  client = LINKEDIN_STAND_IN_CLIENT,
  holdPostMs = 0,
  figureSpeed = 1,
  onPost,
  onComment,
} = {}) {
  const figures = new PostFigures({ speed: figureSpeed });
  const store = new OAuthStore({
    clientId: client.id,
    clientSecret: client.secret,
    accessTtlSeconds: SIXTY_DAYS,
    refreshable: false,
  });
  const posts = [];
  const comments = [];
  const documents = new DocumentStore();
  const state = { holdPostMs, rateLimited: 0, commentsRateLimited: 0, postAnswersLost: 0 };
  let nextShare = 7_100_000_000_000_000_000n;

  const api = async (req, res, url) => {
    if (req.headers['x-restli-protocol-version'] !== '2.0.0')
      return error(res, 400, 'X-Restli-Protocol-Version 2.0.0 is required.', 'MISSING_PROTOCOL_VERSION');
    if (!/^\d{6}(\.\d{2})?$/.test(String(req.headers['linkedin-version'] ?? '')))
      return error(res, 426, 'A LinkedIn-Version header (YYYYMM) is required.', 'VERSION_MISSING');
    const comment = /^\/rest\/socialActions\/([^/]+)\/comments$/.exec(url.pathname);
    const metadata = /^\/rest\/socialMetadata\/([^/]+)$/.exec(url.pathname);
    // Writing needs w_member_social; reading comments and figures needs the restricted r_member_social.
    const reading = req.method === 'GET' && (comment || metadata);
    const auth = store.check(req, reading ? 'r_member_social' : 'w_member_social');
    if (auth.status === 401) return error(res, 401, 'Invalid access token', 'REVOKED_ACCESS_TOKEN');
    if (auth.status === 403)
      return error(
        res,
        403,
        `Not enough permissions to access: ${metadata ? 'socialMetadata.GET' : reading ? 'socialActionsComments.GET_ALL' : 'partnerApiPostsExternal.CREATE'}`,
        'ACCESS_DENIED',
      );
    const person = `urn:li:person:${auth.grant.member.id}`;
    if (state.rateLimited > 0) {
      state.rateLimited -= 1;
      return error(
        res,
        429,
        'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.',
        'TOO_MANY_REQUESTS',
      );
    }
    if (
      req.method === 'POST' &&
      url.pathname === '/rest/documents' &&
      url.searchParams.get('action') === 'initializeUpload'
    ) {
      const body = await readJson(req);
      if (body?.initializeUploadRequest?.owner !== person)
        return error(res, 403, 'The owner must be the authenticated member.', 'ACCESS_DENIED');
      const doc = documents.register(person);
      return sendJson(res, 200, {
        value: {
          uploadUrlExpiresAt: doc.uploadUrlExpiresAt,
          uploadUrl: `http://${req.headers.host}/dms-uploads/${doc.uploadToken}`,
          document: doc.id,
        },
      });
    }
    const documentPath = /^\/rest\/documents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && documentPath) {
      const doc = documents.get(decodeURIComponent(documentPath[1]));
      if (!doc || doc.owner !== person) return error(res, 404, 'No such document.', 'NOT_FOUND');
      return sendJson(res, 200, documents.resource(doc));
    }
    if (req.method === 'POST' && url.pathname === '/rest/posts') {
      const body = await readJson(req);
      if (!body || typeof body.commentary !== 'string')
        return error(res, 400, 'commentary is required.', 'FIELD_MISSING');
      if (body.author !== person) return error(res, 403, 'Member is not the author of this post.', 'ACCESS_DENIED');
      if ([...body.commentary].length > COMMENTARY_LIMIT)
        return error(res, 422, `commentary is longer than ${COMMENTARY_LIMIT} characters.`, 'FIELD_LENGTH_TOO_LONG');
      const media = body.content?.media ?? null;
      const doc = media ? documents.get(media.id) : null;
      if (media) {
        const refused = documents.refusal(doc, person, media);
        if (refused) return error(res, refused.status, refused.message, refused.code);
      }
      const same = posts.find((p) => p.author === person && p.commentary === body.commentary);
      if (same) return error(res, 422, `Content is a duplicate of ${same.id}`, 'DUPLICATE_POST');
      nextShare += 1n;
      const post = {
        id: `urn:li:share:${nextShare}`,
        author: person,
        commentary: body.commentary,
        visibility: body.visibility,
        media: media ? { id: media.id, title: media.title ?? null, pages: doc.pages } : null,
        createdAt: Date.now(),
      };
      if (doc) doc.usedBy = post.id;
      posts.push(post);
      await onPost?.(post);
      if (state.holdPostMs) await sleep(state.holdPostMs);
      if (state.postAnswersLost > 0) {
        // The post is made; its answer never reaches the caller.
        state.postAnswersLost -= 1;
        return void req.socket.destroy();
      }
      res.writeHead(201, { 'x-restli-id': post.id, 'x-linkedin-id': post.id });
      return res.end();
    }
    if (reading && metadata) {
      const entity = decodeURIComponent(metadata[1]);
      const post = posts.find((p) => p.id === entity);
      if (!post) return error(res, 404, 'No such post.', 'NOT_FOUND');
      const f = figures.of(post.id, post.createdAt);
      // Reactions come in kinds: most are likes, some praise.
      const praise = Math.floor(f.reactions / 4);
      return sendJson(res, 200, {
        entity,
        reactionSummaries: {
          LIKE: { reactionType: 'LIKE', count: f.reactions - praise },
          PRAISE: { reactionType: 'PRAISE', count: praise },
        },
        commentSummary: {
          count: f.replies + comments.filter((c) => c.object === entity).length,
          topLevelCount: f.replies,
        },
        commentsState: 'OPEN',
      });
    }
    if (reading) {
      const object = decodeURIComponent(comment[1]);
      if (!posts.some((p) => p.id === object)) return error(res, 404, 'No such post.', 'NOT_FOUND');
      const start = Math.max(0, Number(url.searchParams.get('start') ?? 0) || 0);
      const count = Math.min(
        MAX_COUNT,
        Math.max(1, Number(url.searchParams.get('count') ?? DEFAULT_COUNT) || DEFAULT_COUNT),
      );
      const on = comments.filter((c) => c.object === object);
      return sendJson(res, 200, {
        paging: { start, count, total: on.length, links: [] },
        elements: on.slice(start, start + count).map(commentResource),
      });
    }
    if (req.method === 'POST' && comment) {
      if (state.commentsRateLimited > 0) {
        state.commentsRateLimited -= 1;
        // A short Retry-After, so a test waits a second rather than the client's default minute.
        res.setHeader('retry-after', '1');
        return error(
          res,
          429,
          'Resource level throttle MEMBER DAY limit for calls to this resource is reached.',
          'TOO_MANY_REQUESTS',
        );
      }
      const object = decodeURIComponent(comment[1]);
      const body = await readJson(req);
      if (!posts.some((p) => p.id === object)) return error(res, 404, 'No such post.', 'NOT_FOUND');
      if (body?.actor !== person || typeof body?.message?.text !== 'string')
        return error(res, 400, 'actor and message.text are required.', 'FIELD_MISSING');
      const saved = {
        id: `${comments.length + 1}`,
        object,
        actor: person,
        text: body.message.text,
        createdAt: Date.now(),
      };
      comments.push(saved);
      await onComment?.(saved);
      return sendJson(res, 201, commentResource(saved), { 'x-restli-id': saved.id });
    }
    return error(res, 404, 'Unknown endpoint', 'NOT_FOUND');
  };

  const server = await listen(
    async (req, res, url) => {
      const p = url.pathname;
      if (p === '/oauth/v2/authorization') {
        if (req.method === 'POST') return authorizeDecision(req, res, store, { pkce: false });
        const q = Object.fromEntries(url.searchParams);
        if (q.response_type !== 'code' || q.client_id !== client.id || !q.redirect_uri || !q.scope)
          return error(
            res,
            400,
            'response_type=code, a known client_id, redirect_uri and scope are required.',
            'INVALID_REQUEST',
          );
        return authorizePage(res, { platform: 'LinkedIn', params: q, scopes: q.scope.split(/[ ,]+/) });
      }
      if (req.method === 'POST' && p === '/oauth/v2/accessToken') {
        const f = await readForm(req);
        if (!store.clientMatches(f.client_id, f.client_secret))
          return sendJson(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
        if (f.grant_type !== 'authorization_code')
          return sendJson(res, 400, {
            error: 'unsupported_grant_type',
            error_description: 'This application cannot refresh member tokens.',
          });
        const r = store.redeemCode(f.code, f.redirect_uri);
        if (r.error) return sendJson(res, 400, { error: r.error, error_description: r.reason });
        const t = store.issueTokens(r.grant);
        return sendJson(res, 200, {
          access_token: t.accessToken,
          expires_in: t.expiresIn,
          scope: t.scope,
          token_type: 'Bearer',
        });
      }
      if (req.method === 'POST' && p === '/oauth/v2/revoke') {
        const f = await readForm(req);
        if (!store.clientMatches(f.client_id, f.client_secret)) return sendJson(res, 401, { error: 'invalid_client' });
        store.revoke(f.token);
        return sendJson(res, 200, {});
      }
      if (req.method === 'GET' && p === '/v2/userinfo') {
        const auth = store.check(req, 'openid');
        if (auth.status)
          return error(
            res,
            auth.status,
            auth.status === 401 ? 'Invalid access token' : 'Not enough permissions',
            'ACCESS_DENIED',
          );
        if (!auth.grant.scopes.includes('profile'))
          return error(res, 403, 'The profile scope is required.', 'ACCESS_DENIED');
        const { member } = auth.grant;
        const [given, ...family] = member.name.split(' ');
        return sendJson(res, 200, {
          sub: member.id,
          name: member.name,
          given_name: given,
          family_name: family.join(' '),
          locale: { country: 'US', language: 'en' },
        });
      }
      const upload = /^\/dms-uploads\/([^/]+)$/.exec(p);
      if (upload && req.method === 'PUT') return documents.upload(req, res, upload[1], store);
      if (p === '/__stand-in/posts') return sendJson(res, 200, { posts, comments, documents: documents.list() });
      if (req.method === 'POST' && p === '/__stand-in/expire-tokens') {
        store.expireAll();
        return sendJson(res, 200, { expired: true });
      }
      if (p.startsWith('/rest/')) return api(req, res, url);
      return error(res, 404, 'Unknown endpoint', 'NOT_FOUND');
    },
    { port },
  );
  return {
    ...server,
    client,
    store,
    posts,
    comments,
    documents,
    figures,
    setHoldPostMs(ms) {
      state.holdPostMs = ms;
    },
    /** The next `n` posts are stored and their answers lost on the way back. */
    loseNextPostAnswer(n = 1) {
      state.postAnswersLost = n;
    },
    rateLimitNext(n = 1) {
      state.rateLimited = n;
    },
    /** The next `n` comments are refused as throttled (posts and reads go through). */
    rateLimitNextComment(n = 1) {
      state.commentsRateLimited = n;
    },
  };
}
