// What Synth does on Mastodon: Synth's app registered on each person's server (POST /api/v1/apps)
// the first time someone from there connects, OAuth 2.0 with PKCE on that server, the account from
// verify_credentials, and posts through POST /api/v1/statuses, a thread as replies
// (in_reply_to_id), each part sent with an Idempotency-Key made from the publication, so an
// attempt that lost its answer gets the same post back instead of a second one. Every request to
// a server a person named goes through instance-fetch.ts.
import { PublishFailure, reconnectFailure, refusedFailure } from '../publish-failure';
import type { PublishPreview } from '../publish-preview';
import { threadPreview } from './thread-preview';
import { PLATFORM_CHAR_LIMITS } from '../../content/platform-limits';
import { instanceFetch } from './instance-fetch';
import { mastodon } from './mastodon';
import type {
  AccountRef,
  FiguresReader,
  PlatformApp,
  PlatformClient,
  PlatformClientFactory,
  PlatformInstance,
  PostFigures,
  PublishJob,
  SettingReaders,
} from './platform-client';
import { detailOf, form, jsonOf, platformFetch, tokenSetOf, type Member, type TokenSet } from './platform-http';

export interface MastodonApp extends PlatformApp {
  /** Whether people may name a server on a private network or over http (development, with its local stand-in). */
  allowPrivateServers: boolean;
}

/** Mastodon counts every link as 23 characters, whatever its length. */
const LINK_WEIGHT = 23;
const LINK_RE = /\bhttps?:\/\/[^\s<>"]+/gi;
// A mention of someone on another server counts only its local part: "@alex@example.social" is "@alex".
const REMOTE_MENTION_RE = /(@[a-z0-9_]+)@[a-z0-9.-]+\.[a-z]{2,}/gi;

/** A post's length as Mastodon counts it. */
function mastodonLength(text: string): number {
  const local = text.replace(REMOTE_MENTION_RE, '$1');
  let links = 0;
  const rest = local.replace(LINK_RE, () => {
    links += 1;
    return '';
  });
  return [...rest].length + links * LINK_WEIGHT;
}

export const mastodonClient: PlatformClientFactory<'mastodon', MastodonApp> = {
  id: 'mastodon',
  readSettings({ flag }: SettingReaders): MastodonApp {
    return {
      clientId: undefined,
      clientSecret: undefined,
      enabled: flag('MASTODON_ENABLED', false),
      enabledBy: 'MASTODON_ENABLED',
      // The same setting lets people's feeds reach private addresses; production refuses it.
      allowPrivateServers: flag('FEED_ALLOW_PRIVATE_NETWORKS', false),
      // Each person's server is checked when they name it; there is no fixed address to list.
      addresses: {},
    };
  },
  create: (app) => new MastodonClient(app),
};

class MastodonClient implements PlatformClient {
  readonly platform = mastodon;
  readonly limit = PLATFORM_CHAR_LIMITS[mastodon.contentType]!;
  private readonly send: typeof fetch;

  constructor(private readonly app: MastodonApp) {
    this.send = instanceFetch(app.allowPrivateServers);
  }

  readonly readMetrics: FiguresReader = {
    perMinute: 60,
    read: (token, post) => this.counts(token, post),
  };

  get available(): boolean {
    return this.app.enabled;
  }

  private fetch(url: string, init: RequestInit): Promise<Response> {
    return platformFetch('mastodon', url, init, this.send);
  }

  private need(instance: PlatformInstance | null): PlatformInstance {
    if (!instance) throw new PublishFailure('refused', 'Mastodon needs the server your account is on.');
    return instance;
  }

  serverOf(named: string): string {
    const bare = named.trim().replace(/^@?[^@\s/]+@(?=[^@\s/]+$)/, '');
    let url: URL;
    try {
      url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(bare) ? bare : `https://${bare}`);
    } catch {
      throw new PublishFailure(
        'refused',
        `"${named.trim().slice(0, 100)}" is not a server name, such as mastodon.social.`,
      );
    }
    const plain = url.protocol === 'http:' && this.app.allowPrivateServers;
    if (
      (url.protocol !== 'https:' && !plain) ||
      url.username ||
      url.password ||
      (!url.hostname.includes('.') && !plain)
    )
      throw new PublishFailure(
        'refused',
        `"${named.trim().slice(0, 100)}" is not a server name, such as mastodon.social.`,
      );
    return url.origin;
  }

  async registerApp(server: string, redirectUri: string): Promise<{ clientId: string; clientSecret: string }> {
    const res = await this.fetch(`${server}/api/v1/apps`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ client_name: 'Synth', redirect_uris: redirectUri, scopes: mastodon.scopes.join(' ') }),
    });
    if (!res.ok)
      throw new PublishFailure(
        'refused',
        'That server did not let Synth register, so it may not be a Mastodon server. Check its name and try again.',
        await detailOf(res),
      );
    const app = await jsonOf<{ client_id?: string; client_secret?: string }>('mastodon', res);
    if (!app.client_id || !app.client_secret)
      throw new PublishFailure(
        'refused',
        'That server did not let Synth register, so it may not be a Mastodon server.',
      );
    return { clientId: app.client_id, clientSecret: app.client_secret };
  }

  async authorizeUrl(req: {
    state: string;
    redirectUri: string;
    codeChallenge: string;
    instance: PlatformInstance | null;
  }): Promise<string> {
    const instance = this.need(req.instance);
    const u = new URL(`${instance.url}/oauth/authorize`);
    u.search = form({
      response_type: 'code',
      client_id: instance.clientId,
      redirect_uri: req.redirectUri,
      scope: mastodon.scopes.join(' '),
      state: req.state,
      code_challenge: req.codeChallenge,
      code_challenge_method: 'S256',
    });
    return u.toString();
  }

  async exchangeCode(req: {
    code: string;
    redirectUri: string;
    codeVerifier: string;
    instance: PlatformInstance | null;
  }): Promise<TokenSet> {
    const instance = this.need(req.instance);
    const res = await this.fetch(`${instance.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({
        grant_type: 'authorization_code',
        code: req.code,
        redirect_uri: req.redirectUri,
        client_id: instance.clientId,
        client_secret: instance.clientSecret,
        code_verifier: req.codeVerifier,
        scope: mastodon.scopes.join(' '),
      }),
    });
    if (!res.ok)
      throw new PublishFailure(
        'refused',
        'Mastodon did not accept the connection; please try connecting again.',
        await detailOf(res),
      );
    return tokenSetOf(await jsonOf('mastodon', res));
  }

  async member(accessToken: string, instance: PlatformInstance | null): Promise<Member> {
    const server = this.need(instance).url;
    const res = await this.fetch(`${server}/api/v1/accounts/verify_credentials`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!res.ok) throw reconnectFailure('mastodon', await detailOf(res));
    const a = await jsonOf<{ id: string; username: string; display_name?: string }>('mastodon', res);
    const handle = `${a.username}@${new URL(server).host}`;
    return {
      externalId: a.id.slice(0, 100),
      displayName: (a.display_name || a.username).slice(0, 200),
      handle: handle.slice(0, 100),
    };
  }

  async revoke(token: string, instance: PlatformInstance | null): Promise<void> {
    if (!instance) return;
    await this.fetch(`${instance.url}/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ client_id: instance.clientId, client_secret: instance.clientSecret, token }),
    }).catch(() => undefined);
  }

  lengthOf(part: string): number {
    return mastodonLength(part);
  }

  costUsd(): null {
    return null;
  }

  compose(text: string): PublishPreview {
    return threadPreview({
      platform: 'mastodon',
      label: 'Mastodon',
      limit: this.limit,
      text,
      lengthOf: mastodonLength,
    });
  }

  async publish(token: string, job: PublishJob): Promise<void> {
    const server = job.account.instance;
    if (!server) throw reconnectFailure('mastodon', 'no server on the account');
    for (let i = job.postedIds.length; i < job.parts.length; i++) {
      // Sending again after a lost answer is safe: the same key gets Mastodon's first post back.
      await job.markSending(i);
      const res = await this.fetch(`${server}/api/v1/statuses`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': `${job.key}:${i}`,
        },
        body: JSON.stringify({
          status: job.parts[i],
          visibility: 'public',
          ...(i ? { in_reply_to_id: job.postedIds[i - 1] } : {}),
        }),
      });
      if (!res.ok) {
        const detail = await detailOf(res);
        if (res.status === 422 && /character limit/i.test(detail))
          throw new PublishFailure(
            'tooLong',
            `Mastodon refused post ${i + 1} as too long for your server, so it was not published.`,
            detail,
          );
        throw refusedFailure('mastodon', detail);
      }
      await job.markPosted((await jsonOf<{ id: string }>('mastodon', res)).id);
    }
  }

  /**
   * A thread's favourites, boosts and replies added up, one status at a time (GET /api/v1/statuses/:id);
   * each part's own reply below it is not a reader's, so it is taken off. Mastodon does not count views.
   */
  private async counts(
    token: string,
    post: { account: AccountRef; postIds: readonly string[] },
  ): Promise<PostFigures | null> {
    const server = post.account.instance;
    if (!server) return null;
    const totals = { favourites_count: 0, reblogs_count: 0, replies_count: 0 };
    let found = 0;
    for (const id of post.postIds) {
      const res = await this.fetch(`${server}/api/v1/statuses/${encodeURIComponent(id)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status === 404) continue;
      if (!res.ok) throw refusedFailure('mastodon', await detailOf(res));
      const status = await jsonOf<Partial<typeof totals>>('mastodon', res);
      found++;
      for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += status[k] ?? 0;
    }
    // Every part deleted: nothing left to count.
    if (!found) return null;
    return {
      reactions: totals.favourites_count,
      replies: Math.max(0, totals.replies_count - (found - 1)),
      reposts: totals.reblogs_count,
      impressions: null,
    };
  }
}
