// What Synth does on X: OAuth 2.0 with PKCE (refresh tokens rotate), /2/users/me, POST /2/tweets as a
// reply chain, a user's timeline (where a resumed publish looks for a tweet it may have sent), and
// what X charges per post.
import { duplicateFailure, PublishFailure, reconnectFailure, refusedFailure } from '../publish-failure';
import type { PublishPreview } from '../publish-preview';
import { PLATFORM_CHAR_LIMITS, tweetLength, tweetsOf } from '../../content/platform-limits';
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
import {
  detailOf,
  DuplicatePost,
  form,
  jsonOf,
  platformFetch,
  tokenSetOf,
  type Member,
  type TokenSet,
} from './platform-http';
import { x } from './x';

/** What X charges for each post Synth creates through its API. */
export interface XPrices {
  usdPerPost: number;
  /** X charges more for a post that carries a link. */
  usdPerPostWithLink: number;
}

/** Defaults for X's pay-per-use API; X_USD_PER_POST and X_USD_PER_POST_WITH_LINK follow your contract. */
export const DEFAULT_X_PRICES: XPrices = { usdPerPost: 0.015, usdPerPostWithLink: 0.2 };

export interface XApp extends PlatformApp {
  authUrl: string;
  apiUrl: string;
  prices: XPrices;
}

const LINK_RE = /\bhttps?:\/\/[^\s<>"]+/i;
const trim = (url: string) => url.replace(/\/+$/, '');
const thousands = (n: number) => n.toLocaleString('en-US');

/** The price in US dollars of posting these tweets (a thread is one post per tweet). */
export function xCostUsd(tweets: readonly string[], prices: XPrices): number {
  const cents = tweets.reduce(
    (sum, t) => sum + Math.round((LINK_RE.test(t) ? prices.usdPerPostWithLink : prices.usdPerPost) * 100_000),
    0,
  );
  return cents / 100_000;
}

export const xClient: PlatformClientFactory<'x', XApp> = {
  id: 'x',
  readSettings({ str, decimal }: SettingReaders): XApp {
    const authUrl = trim(str('X_AUTH_URL', 'https://x.com')!);
    const apiUrl = trim(str('X_API_URL', 'https://api.x.com')!);
    return {
      clientId: str('X_CLIENT_ID'),
      enabled: !!str('X_CLIENT_ID'),
      enabledBy: 'X_CLIENT_ID',
      clientSecret: str('X_CLIENT_SECRET'),
      authUrl,
      apiUrl,
      prices: {
        usdPerPost: decimal('X_USD_PER_POST', DEFAULT_X_PRICES.usdPerPost),
        usdPerPostWithLink: decimal('X_USD_PER_POST_WITH_LINK', DEFAULT_X_PRICES.usdPerPostWithLink),
      },
      addresses: { X_AUTH_URL: authUrl, X_API_URL: apiUrl },
    };
  },
  create: (app) => new XClient(app),
};

class XClient implements PlatformClient {
  readonly platform = x;
  readonly limit = PLATFORM_CHAR_LIMITS[x.contentType]!;

  constructor(private readonly app: XApp) {}

  // X's tweet lookup is limited per app per quarter hour: Synth keeps well under it.
  readonly readMetrics: FiguresReader = {
    perMinute: 20,
    read: (token, post) => this.publicMetrics(token, post),
  };

  get available(): boolean {
    return this.app.enabled;
  }

  private get clientId(): string {
    if (!this.app.clientId) throw new PublishFailure('refused', 'X publishing is not set up on this server.');
    return this.app.clientId;
  }

  /** Confidential clients authenticate with HTTP Basic; public ones name themselves in the form. */
  private tokenRequest(fields: Record<string, string | undefined>): RequestInit {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (this.app.clientSecret)
      headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(this.clientId)}:${encodeURIComponent(this.app.clientSecret)}`).toString('base64')}`;
    return {
      method: 'POST',
      headers,
      body: form({ ...fields, client_id: this.app.clientSecret ? undefined : this.clientId }),
    };
  }

  async authorizeUrl(req: { state: string; redirectUri: string; codeChallenge: string }): Promise<string> {
    const u = new URL(`${this.app.authUrl}/i/oauth2/authorize`);
    u.search = form({
      response_type: 'code',
      client_id: this.clientId,
      redirect_uri: req.redirectUri,
      scope: x.scopes.join(' '),
      state: req.state,
      code_challenge: req.codeChallenge,
      code_challenge_method: 'S256',
    });
    return u.toString();
  }

  async exchangeCode(req: { code: string; redirectUri: string; codeVerifier: string }): Promise<TokenSet> {
    const res = await platformFetch(
      'x',
      `${this.app.apiUrl}/2/oauth2/token`,
      this.tokenRequest({
        grant_type: 'authorization_code',
        code: req.code,
        redirect_uri: req.redirectUri,
        code_verifier: req.codeVerifier,
      }),
    );
    if (!res.ok)
      throw new PublishFailure(
        'refused',
        'X did not accept the connection; please try connecting again.',
        await detailOf(res),
      );
    return tokenSetOf(await jsonOf('x', res));
  }

  /** New tokens for a refresh token; a refused refresh means the person must connect again. */
  async refresh(refreshToken: string): Promise<TokenSet> {
    const res = await platformFetch(
      'x',
      `${this.app.apiUrl}/2/oauth2/token`,
      this.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    );
    if (!res.ok) throw reconnectFailure('x', await detailOf(res));
    return tokenSetOf(await jsonOf('x', res));
  }

  async member(accessToken: string): Promise<Member> {
    const res = await platformFetch('x', `${this.app.apiUrl}/2/users/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!res.ok) throw reconnectFailure('x', await detailOf(res));
    const { data } = await jsonOf<{ data: { id: string; name: string; username: string } }>('x', res);
    return { externalId: data.id, displayName: data.name.slice(0, 200), handle: data.username.slice(0, 100) };
  }

  async revoke(token: string): Promise<void> {
    await platformFetch('x', `${this.app.apiUrl}/2/oauth2/revoke`, this.tokenRequest({ token })).catch(() => undefined);
  }

  lengthOf(part: string): number {
    return tweetLength(part);
  }

  costUsd(parts: readonly string[]): number {
    return xCostUsd(parts, this.app.prices);
  }

  compose(text: string): PublishPreview {
    const parts = text.trim() ? tweetsOf(text) : [];
    const lengths = parts.map(tweetLength);
    const over = lengths.findIndex((l) => l > this.limit);
    const problem = !parts.length
      ? 'There is nothing to publish: the post is empty.'
      : over >= 0
        ? `Tweet ${over + 1} of ${parts.length} is ${thousands(lengths[over])} characters as X counts them; X allows ${this.limit}.`
        : null;
    return {
      platform: 'x',
      parts,
      firstComment: null,
      lengths,
      limit: this.limit,
      problem,
      costUsd: this.costUsd(parts),
      livePartCount: 0,
    };
  }

  async publish(token: string, job: PublishJob): Promise<void> {
    for (let i = job.postedIds.length; i < job.parts.length; i++) {
      const resumed = await job.markSending(i);
      let id: string | null = null;
      // X does not say which tweet a duplicate matches: look at the account's own latest tweets.
      if (resumed)
        id = (await this.recentTweets(token, job.account.externalId)).find((t) => t.text === job.parts[i])?.id ?? null;
      if (!id) {
        try {
          id = await this.createTweet(token, job.parts[i], i ? job.postedIds[i - 1] : null);
        } catch (err) {
          if (err instanceof DuplicatePost) throw duplicateFailure('x', 'duplicate tweet');
          throw err;
        }
      }
      await job.markPosted(id);
    }
  }

  /** The new tweet's id; X's duplicate refusal throws DuplicatePost (X does not name the original). */
  private async createTweet(accessToken: string, text: string, replyTo: string | null): Promise<string> {
    const res = await platformFetch('x', `${this.app.apiUrl}/2/tweets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(replyTo ? { text, reply: { in_reply_to_tweet_id: replyTo } } : { text }),
    });
    if (res.status === 201) return (await jsonOf<{ data: { id: string } }>('x', res)).data.id;
    const detail = await detailOf(res);
    if (/duplicate content/i.test(detail)) throw new DuplicatePost(null);
    throw refusedFailure('x', detail);
  }

  /** A thread's public_metrics, its tweets added up; tweets X no longer shows count nothing. */
  private async publicMetrics(
    accessToken: string,
    post: { account: AccountRef; postIds: readonly string[] },
  ): Promise<PostFigures | null> {
    const ids = post.postIds.slice(0, 100).map(encodeURIComponent).join(',');
    const res = await platformFetch('x', `${this.app.apiUrl}/2/tweets?ids=${ids}&tweet.fields=public_metrics`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!res.ok) throw refusedFailure('x', await detailOf(res));
    const { data } = await jsonOf<{ data?: { public_metrics?: Partial<Record<string, number>> }[] }>('x', res);
    if (!data?.length) return null;
    const sum = (field: string) => data.reduce((n, t) => n + (t.public_metrics?.[field] ?? 0), 0);
    return {
      reactions: sum('like_count'),
      replies: sum('reply_count'),
      reposts: sum('retweet_count') + sum('quote_count'),
      impressions: sum('impression_count'),
    };
  }

  /** The user's latest tweets, newest first. */
  private async recentTweets(accessToken: string, userId: string): Promise<{ id: string; text: string }[]> {
    const res = await platformFetch(
      'x',
      `${this.app.apiUrl}/2/users/${encodeURIComponent(userId)}/tweets?max_results=100`,
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    if (!res.ok) throw refusedFailure('x', await detailOf(res));
    return (await jsonOf<{ data?: { id: string; text: string }[] }>('x', res)).data ?? [];
  }
}
