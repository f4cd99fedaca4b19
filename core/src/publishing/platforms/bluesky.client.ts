// What Synth does on Bluesky (AT Protocol): a session made from the person's app password
// (com.atproto.server.createSession, refreshed with refreshSession), posts as app.bsky.feed.post
// records (com.atproto.repo.createRecord) with their links marked as link facets, a thread as
// replies naming its root and parent, and the article as a link card on the first post. A resumed
// publish looks for a post it may have sent in the account's latest records.
import { PublishFailure, reconnectFailure, refusedFailure } from '../publish-failure';
import type { PublishPreview } from '../publish-preview';
import { threadPreview } from './thread-preview';
import { PLATFORM_CHAR_LIMITS } from '../../content/platform-limits';
import { bluesky, blueskyPostRef } from './bluesky';
import type {
  AccountRef,
  FiguresReader,
  PlatformApp,
  PlatformClient,
  PlatformClientFactory,
  PostFigures,
  PublishJob,
  SettingReaders,
} from './platform-client';
import { detailOf, jsonOf, platformFetch, type Member, type TokenSet } from './platform-http';

export interface BlueskyApp extends PlatformApp {
  /** The account's service (its PDS, or Bluesky's entryway bsky.social for accounts hosted there). */
  serviceUrl: string;
}

const POST = 'app.bsky.feed.post';
/** A link shows as at most this many characters of its address; the facet keeps the whole of it. */
const LINK_LABEL_MAX = 23;
const LINK_RE = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Bluesky's second limit on a post's text, after 300 graphemes: 3,000 bytes of UTF-8. */
const MAX_TEXT_BYTES = 3000;
/** An access token is read as expiring this soon when its own expiry cannot be read. */
const DEFAULT_ACCESS_TTL_MS = 2 * 3600_000;

const trim = (url: string) => url.replace(/\/+$/, '');
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const graphemeLength = (text: string) => [...graphemes.segment(text)].length;

/** How a link reads in the post: its address without the scheme, cut short like Bluesky's app does. */
function linkLabel(url: string): string {
  const bare = url.replace(/^https?:\/\/(www\.)?/i, '');
  return [...bare].length <= LINK_LABEL_MAX ? bare : `${[...bare].slice(0, LINK_LABEL_MAX - 1).join('')}…`;
}

interface Facet {
  index: { byteStart: number; byteEnd: number };
  features: { $type: 'app.bsky.richtext.facet#link'; uri: string }[];
}

/** The text as Bluesky shows it, with a link facet (by UTF-8 byte offsets) for each shortened link. */
function richText(part: string): { text: string; facets: Facet[]; links: string[] } {
  let text = '';
  let last = 0;
  const facets: Facet[] = [];
  const links: string[] = [];
  for (const m of part.matchAll(LINK_RE)) {
    const url = m[0].replace(/[.,;:!?)]+$/, '');
    text += part.slice(last, m.index);
    const label = linkLabel(url);
    const byteStart = Buffer.byteLength(text, 'utf8');
    text += label;
    facets.push({
      index: { byteStart, byteEnd: byteStart + Buffer.byteLength(label, 'utf8') },
      features: [{ $type: 'app.bsky.richtext.facet#link', uri: url }],
    });
    links.push(url);
    last = m.index + url.length;
  }
  return { text: text + part.slice(last), facets, links };
}

/** When a JWT says it expires (read, not verified: the service verifies its own tokens). */
function jwtExpiry(token: string): Date {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    if (typeof payload.exp === 'number') return new Date(payload.exp * 1000);
  } catch {
    // An opaque token: its lifetime is assumed below.
  }
  return new Date(Date.now() + DEFAULT_ACCESS_TTL_MS);
}

interface Session {
  accessJwt?: string;
  refreshJwt?: string;
  did?: string;
  handle?: string;
}

function tokenSetOfSession(session: Session): TokenSet {
  if (!session.accessJwt) throw new Error('Bluesky answered without an access token.');
  return {
    accessToken: session.accessJwt,
    refreshToken: session.refreshJwt ?? null,
    expiresAt: jwtExpiry(session.accessJwt),
  };
}

/** Bluesky's error name ("ExpiredToken", "InvalidRequest") from an answer already read. */
const errorName = (detail: string) => /"error"\s*:\s*"([A-Za-z]+)"/.exec(detail)?.[1] ?? '';

/** Why Bluesky refused a sign-in, as the person can act on it. */
function signInRefused(detail: string): PublishFailure {
  return new PublishFailure(
    'refused',
    errorName(detail) === 'AuthFactorTokenRequired'
      ? 'Bluesky asked for a sign-in code, which means this is your account password: make an app password for Synth in Bluesky and use that.'
      : 'Bluesky did not accept that handle and app password. Check both, or make a new app password, and try again.',
    detail,
  );
}

export const blueskyClient: PlatformClientFactory<'bluesky', BlueskyApp> = {
  id: 'bluesky',
  readSettings({ str }: SettingReaders): BlueskyApp {
    const service = str('BLUESKY_SERVICE_URL');
    const serviceUrl = trim(service ?? 'https://bsky.social');
    return {
      clientId: undefined,
      clientSecret: undefined,
      enabled: !!service,
      enabledBy: 'BLUESKY_SERVICE_URL',
      serviceUrl,
      addresses: service ? { BLUESKY_SERVICE_URL: serviceUrl } : {},
    };
  },
  create: (app) => new BlueskyClient(app),
};

class BlueskyClient implements PlatformClient {
  readonly platform = bluesky;
  readonly limit = PLATFORM_CHAR_LIMITS[bluesky.contentType]!;

  constructor(private readonly app: BlueskyApp) {}

  readonly readMetrics: FiguresReader = {
    perMinute: 30,
    read: (token, post) => this.counts(token, post),
  };

  get available(): boolean {
    return this.app.enabled;
  }

  private xrpc(method: string): string {
    return `${this.app.serviceUrl}/xrpc/${method}`;
  }

  /** Bluesky connects with an app password, not a page of its own. */
  async authorizeUrl(): Promise<string> {
    throw new PublishFailure('refused', 'Bluesky connects with an app password: enter your handle and app password.');
  }

  async exchangeCode(): Promise<TokenSet> {
    throw new PublishFailure('refused', 'Bluesky connects with an app password: enter your handle and app password.');
  }

  async signInWithPassword(req: { identifier: string; password: string }): Promise<TokenSet> {
    let res: Response;
    try {
      res = await platformFetch('bluesky', this.xrpc('com.atproto.server.createSession'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: req.identifier, password: req.password }),
      });
    } catch (err) {
      // A refused password is a 401, which every other call reads as "reconnect".
      if (err instanceof PublishFailure && err.kind === 'reconnect') throw signInRefused(err.detail);
      throw err;
    }
    if (!res.ok) throw signInRefused(await detailOf(res));
    return tokenSetOfSession(await jsonOf<Session>('bluesky', res));
  }

  /** A new session from the refresh token (which Bluesky replaces with each refresh). */
  async refresh(refreshToken: string): Promise<TokenSet> {
    const res = await platformFetch('bluesky', this.xrpc('com.atproto.server.refreshSession'), {
      method: 'POST',
      headers: { authorization: `Bearer ${refreshToken}` },
    });
    if (!res.ok) throw reconnectFailure('bluesky', await detailOf(res));
    return tokenSetOfSession(await jsonOf<Session>('bluesky', res));
  }

  async member(accessToken: string): Promise<Member> {
    const res = await this.call(accessToken, 'com.atproto.server.getSession', { method: 'GET' });
    const { did, handle } = await jsonOf<{ did: string; handle: string }>('bluesky', res);
    return { externalId: did.slice(0, 100), displayName: handle.slice(0, 200), handle: handle.slice(0, 100) };
  }

  /** Ends the session; Bluesky takes the refresh token for it, and ignoring the access token is fine. */
  async revoke(token: string): Promise<void> {
    await platformFetch('bluesky', this.xrpc('com.atproto.server.deleteSession'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => undefined);
  }

  lengthOf(part: string): number {
    return graphemeLength(richText(part).text);
  }

  costUsd(): null {
    return null;
  }

  compose(text: string): PublishPreview {
    return threadPreview({
      platform: 'bluesky',
      label: 'Bluesky',
      limit: this.limit,
      text,
      lengthOf: (p) => this.lengthOf(p),
      otherProblem: (parts) => {
        const i = parts.findIndex((p) => Buffer.byteLength(richText(p).text, 'utf8') > MAX_TEXT_BYTES);
        return i >= 0
          ? `Post ${i + 1} of ${parts.length} is longer than Bluesky's 3,000 bytes; shorten it or use fewer emoji.`
          : null;
      },
    });
  }

  async publish(token: string, job: PublishJob): Promise<void> {
    const repo = job.account.externalId;
    for (let i = job.postedIds.length; i < job.parts.length; i++) {
      const resumed = await job.markSending(i);
      const reply = i
        ? { root: blueskyPostRef(job.postedIds[0]), parent: blueskyPostRef(job.postedIds[i - 1]) }
        : undefined;
      const record = this.recordOf(job.parts[i], reply, i === 0);
      let id: string | null = null;
      // Bluesky takes the same text twice: a post an earlier attempt sent is found among the latest.
      if (resumed) id = await this.findPost(token, repo, record);
      id ??= await this.createPost(token, repo, record);
      await job.markPosted(id);
    }
  }

  private recordOf(part: string, reply: { root: PostRef; parent: PostRef } | undefined, first: boolean): PostRecord {
    const { text, facets, links } = richText(part);
    const record: PostRecord = { $type: POST, text, createdAt: new Date().toISOString() };
    if (facets.length) record.facets = facets;
    if (reply) record.reply = reply;
    // The article shows as a card under the first post; Bluesky names it by its address.
    if (first && links[0])
      record.embed = {
        $type: 'app.bsky.embed.external',
        external: { uri: links[0], title: new URL(links[0]).hostname.replace(/^www\./, ''), description: '' },
      };
    return record;
  }

  private async createPost(token: string, repo: string, record: PostRecord): Promise<string> {
    const res = await this.call(token, 'com.atproto.repo.createRecord', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ repo, collection: POST, record }),
    });
    const { uri, cid } = await jsonOf<PostRef>('bluesky', res);
    return `${uri}#${cid}`;
  }

  /** The account's latest post with this text in this place of the thread, if there is one. */
  private async findPost(token: string, repo: string, record: PostRecord): Promise<string | null> {
    const q = new URLSearchParams({ repo, collection: POST, limit: '100' });
    const res = await this.call(token, `com.atproto.repo.listRecords?${q}`, { method: 'GET' });
    const { records = [] } = await jsonOf<{ records?: { uri: string; cid: string; value: PostRecord }[] }>(
      'bluesky',
      res,
    );
    const found = records.find(
      (r) => r.value.text === record.text && r.value.reply?.parent.uri === record.reply?.parent.uri,
    );
    return found ? `${found.uri}#${found.cid}` : null;
  }

  /**
   * A thread's likes, replies and reposts added up (app.bsky.feed.getPosts); each part's own reply
   * below it is not a reader's reply, so it is taken off. Bluesky does not say how often a post was shown.
   */
  private async counts(
    token: string,
    post: { account: AccountRef; postIds: readonly string[] },
  ): Promise<PostFigures | null> {
    const q = new URLSearchParams();
    for (const id of post.postIds.slice(0, GET_POSTS_MAX)) q.append('uris', blueskyPostRef(id).uri);
    const res = await this.call(token, `app.bsky.feed.getPosts?${q}`, { method: 'GET' });
    const { posts = [] } = await jsonOf<{ posts?: Partial<Record<BlueskyCount, number>>[] }>('bluesky', res);
    if (!posts.length) return null;
    const sum = (field: BlueskyCount) => posts.reduce((n, p) => n + (p[field] ?? 0), 0);
    return {
      reactions: sum('likeCount'),
      replies: Math.max(0, sum('replyCount') - (posts.length - 1)),
      reposts: sum('repostCount') + sum('quoteCount'),
      impressions: null,
    };
  }

  /** One authenticated call; an expired access token (Bluesky answers 400 ExpiredToken) reads as "reconnect", so the session is refreshed. */
  private async call(token: string, method: string, init: RequestInit): Promise<Response> {
    const res = await platformFetch('bluesky', this.xrpc(method), {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
    });
    if (res.ok) return res;
    const detail = await detailOf(res);
    if (errorName(detail) === 'ExpiredToken' || errorName(detail) === 'InvalidToken')
      throw reconnectFailure('bluesky', detail);
    throw refusedFailure('bluesky', detail);
  }
}

/** Bluesky answers at most this many posts per getPosts call. */
const GET_POSTS_MAX = 25;
type BlueskyCount = 'likeCount' | 'replyCount' | 'repostCount' | 'quoteCount';

interface PostRef {
  uri: string;
  cid: string;
}

interface PostRecord {
  $type: typeof POST;
  text: string;
  createdAt: string;
  facets?: Facet[];
  reply?: { root: PostRef; parent: PostRef };
  embed?: { $type: 'app.bsky.embed.external'; external: { uri: string; title: string; description: string } };
}
