// X's OAuth 2.0 with PKCE (refresh tokens rotate), /2/users/me, POST /2/tweets and a user's timeline.
import { x } from '../platforms/x';
import type { PublishingSettings } from '../publishing-settings';
import { PublishFailure, reconnectFailure, refusedFailure } from '../publish-failure';
import { detailOf, form, jsonOf, platformFetch, tokenSetOf, type Member, type TokenSet } from './platform-http';
import { DuplicatePost } from './linkedin.client';

type App = PublishingSettings['x'];

export class XClient {
  constructor(private readonly app: App) {}

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

  authorizeUrl(state: string, redirectUri: string, codeChallenge: string): string {
    const u = new URL(`${this.app.authUrl}/i/oauth2/authorize`);
    u.search = form({
      response_type: 'code',
      client_id: this.clientId,
      redirect_uri: redirectUri,
      scope: x.scopes.join(' '),
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    });
    return u.toString();
  }

  async exchangeCode(code: string, redirectUri: string, codeVerifier: string): Promise<TokenSet> {
    const res = await platformFetch(
      'x',
      `${this.app.apiUrl}/2/oauth2/token`,
      this.tokenRequest({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
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

  /** The new tweet's id; X's duplicate refusal throws DuplicatePost (X does not name the original). */
  async createTweet(accessToken: string, text: string, replyTo: string | null): Promise<string> {
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

  /** The user's latest tweets, newest first: where a resumed publish looks for a tweet it may already have sent. */
  async recentTweets(accessToken: string, userId: string): Promise<{ id: string; text: string }[]> {
    const res = await platformFetch(
      'x',
      `${this.app.apiUrl}/2/users/${encodeURIComponent(userId)}/tweets?max_results=100`,
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    if (!res.ok) throw refusedFailure('x', await detailOf(res));
    return (await jsonOf<{ data?: { id: string; text: string }[] }>('x', res)).data ?? [];
  }
}
