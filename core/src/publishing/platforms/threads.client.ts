// What Synth does on Threads (Meta's Threads API): OAuth 2.0 on threads.net, the short-lived token
// exchanged at once for a long-lived one (60 days), /me, and each post in two steps: a TEXT media
// container (POST /{user-id}/threads, a reply naming reply_to_id), then its publication
// (POST /{user-id}/threads_publish). A resumed publish looks for a post it may have sent among the
// account's latest posts or replies.
import { PublishFailure, reconnectFailure, refusedFailure } from '../publish-failure';
import type { PublishPreview } from '../publish-preview';
import { threadPreview } from './thread-preview';
import { PLATFORM_CHAR_LIMITS } from '../../content/platform-limits';
import type { PlatformApp, PlatformClient, PlatformClientFactory, PublishJob, SettingReaders } from './platform-client';
import { detailOf, form, jsonOf, platformFetch, tokenSetOf, type Member, type TokenSet } from './platform-http';
import { threads } from './threads';

export interface ThreadsApp extends PlatformApp {
  authUrl: string;
  apiUrl: string;
}

const API_VERSION = 'v1.0';
/** Threads refuses a post with more links than this. */
const MAX_LINKS = 5;
const LINK_RE = /\bhttps?:\/\/[^\s<>"]+/gi;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const trim = (url: string) => url.replace(/\/+$/, '');

/** A post's length as Threads counts it: characters, but each emoji as its UTF-8 bytes. */
function threadsLength(text: string): number {
  let n = 0;
  for (const ch of text) n += PICTOGRAPHIC.test(ch) ? Buffer.byteLength(ch, 'utf8') : 1;
  return n;
}

/** Meta's error code, where the answer names one: 190 is a token that no longer works. */
const graphCode = (detail: string) => Number(/"code"\s*:\s*(\d+)/.exec(detail)?.[1] ?? 0);

export const threadsClient: PlatformClientFactory<'threads', ThreadsApp> = {
  id: 'threads',
  readSettings({ str }: SettingReaders): ThreadsApp {
    const authUrl = trim(str('THREADS_AUTH_URL', 'https://threads.net')!);
    const apiUrl = trim(str('THREADS_API_URL', 'https://graph.threads.net')!);
    const clientId = str('THREADS_CLIENT_ID');
    return {
      clientId,
      clientSecret: str('THREADS_CLIENT_SECRET'),
      enabled: !!clientId,
      enabledBy: 'THREADS_CLIENT_ID',
      authUrl,
      apiUrl,
      addresses: { THREADS_AUTH_URL: authUrl, THREADS_API_URL: apiUrl },
    };
  },
  create: (app) => new ThreadsClient(app),
};

class ThreadsClient implements PlatformClient {
  readonly platform = threads;
  readonly limit = PLATFORM_CHAR_LIMITS[threads.contentType]!;

  constructor(private readonly app: ThreadsApp) {}

  get available(): boolean {
    return this.app.enabled;
  }

  private get clientId(): string {
    if (!this.app.clientId) throw new PublishFailure('refused', 'Threads publishing is not set up on this server.');
    return this.app.clientId;
  }

  private api(path: string): string {
    return `${this.app.apiUrl}/${API_VERSION}${path}`;
  }

  async authorizeUrl(req: { state: string; redirectUri: string }): Promise<string> {
    const u = new URL(`${this.app.authUrl}/oauth/authorize`);
    u.search = form({
      client_id: this.clientId,
      redirect_uri: req.redirectUri,
      scope: threads.scopes.join(','),
      response_type: 'code',
      state: req.state,
    });
    return u.toString();
  }

  /** The code's short-lived token (an hour), exchanged at once for a long-lived one (60 days). */
  async exchangeCode(req: { code: string; redirectUri: string }): Promise<TokenSet> {
    const res = await platformFetch('threads', `${this.app.apiUrl}/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({
        client_id: this.clientId,
        client_secret: this.app.clientSecret,
        grant_type: 'authorization_code',
        redirect_uri: req.redirectUri,
        code: req.code,
      }),
    });
    if (!res.ok)
      throw new PublishFailure(
        'refused',
        'Threads did not accept the connection; please try connecting again.',
        await detailOf(res),
      );
    const short = tokenSetOf(await jsonOf('threads', res));
    const q = new URLSearchParams({
      grant_type: 'th_exchange_token',
      client_secret: this.app.clientSecret ?? '',
      access_token: short.accessToken,
    });
    const long = await platformFetch('threads', `${this.app.apiUrl}/access_token?${q}`, { method: 'GET' });
    if (!long.ok)
      throw new PublishFailure(
        'refused',
        'Threads did not accept the connection; please try connecting again.',
        await detailOf(long),
      );
    return tokenSetOf(await jsonOf('threads', long));
  }

  async member(accessToken: string): Promise<Member> {
    const res = await this.call(accessToken, 'GET', '/me?fields=id,username,name');
    const me = await jsonOf<{ id: string; username: string; name?: string }>('threads', res);
    return {
      externalId: me.id.slice(0, 100),
      displayName: (me.name || me.username).slice(0, 200),
      handle: me.username.slice(0, 100),
    };
  }

  /** Threads has no revocation call: the person removes Synth in their Threads settings. */
  async revoke(): Promise<void> {}

  lengthOf(part: string): number {
    return threadsLength(part);
  }

  costUsd(): null {
    return null;
  }

  compose(text: string): PublishPreview {
    return threadPreview({
      platform: 'threads',
      label: 'Threads',
      limit: this.limit,
      text,
      lengthOf: threadsLength,
      otherProblem: (parts) => {
        const i = parts.findIndex((p) => new Set(p.match(LINK_RE) ?? []).size > MAX_LINKS);
        return i >= 0
          ? `Post ${i + 1} of ${parts.length} has more than ${MAX_LINKS} links, which Threads refuses.`
          : null;
      },
    });
  }

  async publish(token: string, job: PublishJob): Promise<void> {
    const user = encodeURIComponent(job.account.externalId);
    for (let i = job.postedIds.length; i < job.parts.length; i++) {
      const resumed = await job.markSending(i);
      const replyTo = i ? job.postedIds[i - 1] : null;
      let id = resumed ? await this.findPost(token, job.parts[i], replyTo) : null;
      if (!id) {
        const container = await this.call(token, 'POST', `/${user}/threads`, {
          media_type: 'TEXT',
          text: job.parts[i],
          ...(replyTo ? { reply_to_id: replyTo } : {}),
        });
        const { id: creationId } = await jsonOf<{ id: string }>('threads', container);
        const published = await this.call(token, 'POST', `/${user}/threads_publish`, { creation_id: creationId });
        id = (await jsonOf<{ id: string }>('threads', published)).id;
      }
      await job.markPosted(id);
    }
  }

  /** The account's latest post (or reply, for a later part) with this text, if there is one. */
  private async findPost(token: string, text: string, replyTo: string | null): Promise<string | null> {
    const res = await this.call(
      token,
      'GET',
      `/me/${replyTo ? 'replies' : 'threads'}?fields=id,text,replied_to&limit=50`,
    );
    const { data = [] } = await jsonOf<{ data?: { id: string; text?: string; replied_to?: { id: string } }[] }>(
      'threads',
      res,
    );
    return data.find((p) => p.text === text && (p.replied_to?.id ?? null) === replyTo)?.id ?? null;
  }

  /** One call of the Graph API; a token Meta no longer takes (code 190) reads as "reconnect". */
  private async call(
    token: string,
    method: 'GET' | 'POST',
    path: string,
    fields?: Record<string, string>,
  ): Promise<Response> {
    const res = await platformFetch('threads', this.api(path), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(fields ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: fields ? form(fields) : undefined,
    });
    if (res.ok) return res;
    const detail = await detailOf(res);
    if (graphCode(detail) === 190) throw reconnectFailure('threads', detail);
    throw refusedFailure('threads', detail);
  }
}
