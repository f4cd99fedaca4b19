// LinkedIn's OAuth 2.0 (authorization code), OpenID userinfo and versioned Posts API.
import { linkedin } from '../platforms/linkedin';
import type { PublishingSettings } from '../publishing-settings';
import { PublishFailure, reconnectFailure, refusedFailure } from '../publish-failure';
import { detailOf, form, jsonOf, platformFetch, tokenSetOf, type Member, type TokenSet } from './platform-http';

type App = PublishingSettings['linkedin'];

/** LinkedIn names the post it already has when it refuses a duplicate. */
const DUPLICATE_OF = /duplicate of (urn:li:(?:share|ugcPost):\d+)/i;

/** A first comment is written seconds after its post, which then has few comments: a few pages hold it. */
const COMMENTS_PER_PAGE = 100;
const COMMENT_PAGES = 5;

interface CommentsPage {
  elements?: { actor?: string; message?: { text?: string } }[];
  paging?: { total?: number };
}

export type CommentLookup = 'found' | 'absent' | 'unreadable';

export class DuplicatePost extends Error {
  constructor(readonly existingId: string | null) {
    super('duplicate');
  }
}

export class LinkedInClient {
  constructor(private readonly app: App) {}

  private get clientId(): string {
    if (!this.app.clientId) throw new PublishFailure('refused', 'LinkedIn publishing is not set up on this server.');
    return this.app.clientId;
  }

  authorizeUrl(state: string, redirectUri: string): string {
    const u = new URL(`${this.app.authUrl}/oauth/v2/authorization`);
    u.search = form({
      response_type: 'code',
      client_id: this.clientId,
      redirect_uri: redirectUri,
      state,
      scope: linkedin.scopes.join(' '),
    });
    return u.toString();
  }

  async exchangeCode(code: string, redirectUri: string): Promise<TokenSet> {
    const res = await platformFetch('linkedin', `${this.app.authUrl}/oauth/v2/accessToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: this.clientId,
        client_secret: this.app.clientSecret,
      }),
    });
    if (!res.ok)
      throw new PublishFailure(
        'refused',
        'LinkedIn did not accept the connection; please try connecting again.',
        await detailOf(res),
      );
    return tokenSetOf(await jsonOf('linkedin', res));
  }

  async member(accessToken: string): Promise<Member> {
    const res = await platformFetch('linkedin', `${this.app.apiUrl}/v2/userinfo`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (!res.ok) throw reconnectFailure('linkedin', await detailOf(res));
    const body = await jsonOf<{ sub: string; name?: string }>('linkedin', res);
    return { externalId: body.sub, displayName: (body.name ?? 'LinkedIn member').slice(0, 200), handle: null };
  }

  async revoke(accessToken: string): Promise<void> {
    await platformFetch('linkedin', `${this.app.authUrl}/oauth/v2/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ client_id: this.clientId, client_secret: this.app.clientSecret, token: accessToken }),
    }).catch(() => undefined);
  }

  private apiHeaders(accessToken: string) {
    return {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      'LinkedIn-Version': this.app.apiVersion,
      'X-Restli-Protocol-Version': '2.0.0',
    };
  }

  /** The new post's URN; a refused duplicate throws DuplicatePost naming the post LinkedIn already has. */
  async createPost(accessToken: string, memberId: string, commentary: string): Promise<string> {
    const res = await platformFetch('linkedin', `${this.app.apiUrl}/rest/posts`, {
      method: 'POST',
      headers: this.apiHeaders(accessToken),
      body: JSON.stringify({
        author: `urn:li:person:${memberId}`,
        commentary,
        visibility: 'PUBLIC',
        distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
      }),
    });
    if (res.status === 201) {
      const id = res.headers.get('x-restli-id');
      if (!id) throw refusedFailure('linkedin', 'LinkedIn answered 201 without x-restli-id');
      return id;
    }
    const detail = await detailOf(res);
    if (/duplicate/i.test(detail)) throw new DuplicatePost(DUPLICATE_OF.exec(detail)?.[1] ?? null);
    if (res.status === 403) throw reconnectFailure('linkedin', detail);
    throw refusedFailure('linkedin', detail);
  }

  async createComment(accessToken: string, memberId: string, postId: string, text: string): Promise<void> {
    const res = await platformFetch('linkedin', this.commentsUrl(postId), {
      method: 'POST',
      headers: this.apiHeaders(accessToken),
      body: JSON.stringify({ actor: `urn:li:person:${memberId}`, object: postId, message: { text } }),
    });
    if (!res.ok) throw refusedFailure('linkedin', await detailOf(res));
  }

  /**
   * Whether this member left a comment with exactly this text on the post. Reading comments needs
   * LinkedIn's restricted r_member_social permission: without it the answer is `unreadable`, and
   * the caller cannot tell.
   */
  async findOwnComment(accessToken: string, memberId: string, postId: string, text: string): Promise<CommentLookup> {
    const actor = `urn:li:person:${memberId}`;
    for (let page = 0; page < COMMENT_PAGES; page++) {
      const start = page * COMMENTS_PER_PAGE;
      const res = await platformFetch(
        'linkedin',
        `${this.commentsUrl(postId)}?start=${start}&count=${COMMENTS_PER_PAGE}`,
        { headers: this.apiHeaders(accessToken) },
      );
      if (res.status === 403) return 'unreadable';
      if (!res.ok) throw refusedFailure('linkedin', await detailOf(res));
      const { elements = [], paging } = await jsonOf<CommentsPage>('linkedin', res);
      if (elements.some((c) => c.actor === actor && c.message?.text === text)) return 'found';
      if (elements.length < COMMENTS_PER_PAGE || start + elements.length >= (paging?.total ?? Infinity))
        return 'absent';
    }
    return 'absent';
  }

  private commentsUrl(postId: string): string {
    return `${this.app.apiUrl}/rest/socialActions/${encodeURIComponent(postId)}/comments`;
  }
}
