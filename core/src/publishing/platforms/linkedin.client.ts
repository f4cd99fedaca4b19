// What Synth does on LinkedIn: OAuth 2.0 (authorization code), OpenID userinfo, the versioned Posts
// API, the optional first comment, and document posts (a PDF uploaded through the Documents API).
import { duplicateFailure, PublishFailure, reconnectFailure, refusedFailure } from '../publish-failure';
import { moveLinkToComment, type PublishPreview } from '../publish-preview';
import { charLength, PLATFORM_CHAR_LIMITS } from '../../content/platform-limits';
import { linkedin } from './linkedin';
import type {
  FiguresReader,
  PlatformApp,
  PlatformClient,
  PlatformClientFactory,
  PostFigures,
  PublishDocument,
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

export interface LinkedInApp extends PlatformApp {
  authUrl: string;
  apiUrl: string;
  /** The LinkedIn-Version header of every Posts API call. */
  apiVersion: string;
  /** LinkedIn granted this app the restricted r_member_social scope: Synth asks for it and reads posts' figures. */
  readsFigures: boolean;
}

/** The scope that lets an app read a member's posts' reactions and comments. */
const READ_SCOPE = 'r_member_social';

/** LinkedIn names the post it already has when it refuses a duplicate. */
const DUPLICATE_OF = /duplicate of (urn:li:(?:share|ugcPost):\d+)/i;

/** A first comment is written seconds after its post, which then has few comments: a few pages hold it. */
const COMMENTS_PER_PAGE = 100;
const COMMENT_PAGES = 5;

interface CommentsPage {
  elements?: { actor?: string; message?: { text?: string } }[];
  paging?: { total?: number };
}

type CommentLookup = 'found' | 'absent' | 'unreadable';

const trim = (url: string) => url.replace(/\/+$/, '');
const thousands = (n: number) => n.toLocaleString('en-US');

export const linkedinClient: PlatformClientFactory<'linkedin', LinkedInApp> = {
  id: 'linkedin',
  readSettings({ str }: SettingReaders): LinkedInApp {
    const authUrl = trim(str('LINKEDIN_AUTH_URL', 'https://www.linkedin.com')!);
    const apiUrl = trim(str('LINKEDIN_API_URL', 'https://api.linkedin.com')!);
    return {
      clientId: str('LINKEDIN_CLIENT_ID'),
      enabled: !!str('LINKEDIN_CLIENT_ID'),
      enabledBy: 'LINKEDIN_CLIENT_ID',
      clientSecret: str('LINKEDIN_CLIENT_SECRET'),
      authUrl,
      apiUrl,
      apiVersion: str('LINKEDIN_API_VERSION', '202510')!,
      readsFigures: str('LINKEDIN_READS_FIGURES', 'false') === 'true',
      addresses: { LINKEDIN_AUTH_URL: authUrl, LINKEDIN_API_URL: apiUrl },
    };
  },
  create: (app) => new LinkedInClient(app),
};

class LinkedInClient implements PlatformClient {
  readonly platform = linkedin;
  readonly limit = PLATFORM_CHAR_LIMITS[linkedin.contentType]!;

  constructor(private readonly app: LinkedInApp) {}

  // LinkedIn limits each app's calls a day: Synth reads figures a few at a time.
  readonly readMetrics: FiguresReader = {
    perMinute: 30,
    read: (token, post) => this.socialMetadata(token, post.postIds[0]),
  };

  get available(): boolean {
    return this.app.enabled;
  }

  private get clientId(): string {
    if (!this.app.clientId) throw new PublishFailure('refused', 'LinkedIn publishing is not set up on this server.');
    return this.app.clientId;
  }

  async authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): Promise<string> {
    const u = new URL(`${this.app.authUrl}/oauth/v2/authorization`);
    u.search = form({
      response_type: 'code',
      client_id: this.clientId,
      redirect_uri: redirectUri,
      state,
      scope: [...linkedin.scopes, ...(this.app.readsFigures ? [READ_SCOPE] : [])].join(' '),
    });
    return u.toString();
  }

  async exchangeCode({ code, redirectUri }: { code: string; redirectUri: string }): Promise<TokenSet> {
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

  lengthOf(part: string): number {
    return charLength(part);
  }

  costUsd(): null {
    return null;
  }

  compose(text: string, options: { linkAsFirstComment?: boolean }): PublishPreview {
    const moved = options.linkAsFirstComment ? moveLinkToComment(text.trim()) : { text: text.trim(), link: null };
    const length = charLength(moved.text);
    const problem = !moved.text
      ? 'There is nothing to publish: the post is empty.'
      : length > this.limit
        ? `This post is ${thousands(length)} characters; LinkedIn allows ${thousands(this.limit)}.`
        : null;
    return {
      platform: 'linkedin',
      parts: moved.text ? [moved.text] : [],
      firstComment: moved.link,
      lengths: [length],
      limit: this.limit,
      problem,
      costUsd: null,
      livePartCount: 0,
    };
  }

  async publish(token: string, job: PublishJob): Promise<void> {
    if (!job.postedIds.length) {
      // A document is uploaded before the post's intent is recorded: an upload lost on the way
      // leaves only an unused document, and the post names the one recorded as uploaded.
      const media = job.document
        ? { id: await this.uploadedDocument(token, job.account.externalId, job.document), title: job.document.title }
        : null;
      const resumed = await job.markSending(0);
      let id: string;
      try {
        id = await this.createPost(token, job.account.externalId, job.parts[0], media);
      } catch (err) {
        // LinkedIn names the post it already holds: after an attempt that may have sent ours, that is ours.
        if (!(err instanceof DuplicatePost)) throw err;
        if (!resumed || !err.existingId) throw duplicateFailure('linkedin', 'duplicate post');
        id = err.existingId;
      }
      await job.markPosted(id);
    }
    if (!job.firstComment || job.commentPosted) return;
    // The comment is the part after the post: its intent is recorded like the post's.
    const resumed = await job.markSending(job.parts.length);
    const postId = job.postedIds[0];
    // When LinkedIn will not show the comments, an earlier attempt may have posted it: a missing
    // link is better than the same comment twice.
    const lookup = resumed
      ? await this.findOwnComment(token, job.account.externalId, postId, job.firstComment)
      : 'absent';
    if (lookup === 'absent') {
      try {
        await this.createComment(token, job.account.externalId, postId, job.firstComment);
      } catch (err) {
        // LinkedIn answered with a refusal (a rate limit, an expired token), so nothing was posted
        // and the next attempt need not look; only a lost answer leaves the intent standing.
        if (err instanceof PublishFailure && err.kind !== 'unavailable') await job.clearIntent();
        throw err;
      }
    }
    await job.markCommentPosted();
  }

  private apiHeaders(accessToken: string) {
    return {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      'LinkedIn-Version': this.app.apiVersion,
      'X-Restli-Protocol-Version': '2.0.0',
    };
  }

  /** The document's URN on LinkedIn: the one uploaded earlier, or a new one once its bytes are up. */
  private async uploadedDocument(accessToken: string, memberId: string, doc: PublishDocument): Promise<string> {
    if (doc.uploadedId) return doc.uploadedId;
    const init = await platformFetch('linkedin', `${this.app.apiUrl}/rest/documents?action=initializeUpload`, {
      method: 'POST',
      headers: this.apiHeaders(accessToken),
      body: JSON.stringify({ initializeUploadRequest: { owner: `urn:li:person:${memberId}` } }),
    });
    if (init.status === 403) throw reconnectFailure('linkedin', await detailOf(init));
    if (!init.ok) throw refusedFailure('linkedin', await detailOf(init));
    const { value } = await jsonOf<{ value?: { uploadUrl?: string; document?: string } }>('linkedin', init);
    if (!value?.uploadUrl || !value.document)
      throw refusedFailure('linkedin', 'initializeUpload answered without uploadUrl or document');
    // The token goes with the bytes: only to an https address, or to the API's own (a local stand-in).
    const to = new URL(value.uploadUrl);
    if (to.protocol !== 'https:' && to.origin !== new URL(this.app.apiUrl).origin)
      throw refusedFailure('linkedin', `initializeUpload answered an upload address that is not https: ${to.origin}`);
    const upload = await platformFetch('linkedin', value.uploadUrl, {
      method: 'PUT',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/pdf' },
      body: await doc.bytes(),
    });
    if (!upload.ok) throw refusedFailure('linkedin', await detailOf(upload));
    await doc.markUploaded(value.document);
    return value.document;
  }

  /** The new post's URN; a refused duplicate throws DuplicatePost naming the post LinkedIn already has. */
  private async createPost(
    accessToken: string,
    memberId: string,
    commentary: string,
    media: { id: string; title: string } | null = null,
  ): Promise<string> {
    const res = await platformFetch('linkedin', `${this.app.apiUrl}/rest/posts`, {
      method: 'POST',
      headers: this.apiHeaders(accessToken),
      body: JSON.stringify({
        author: `urn:li:person:${memberId}`,
        commentary,
        visibility: 'PUBLIC',
        distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
        ...(media ? { content: { media } } : {}),
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

  private async createComment(accessToken: string, memberId: string, postId: string, text: string): Promise<void> {
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
  private async findOwnComment(
    accessToken: string,
    memberId: string,
    postId: string,
    text: string,
  ): Promise<CommentLookup> {
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

  /** A post's reactions of every kind and its comments; null when this connection may not read them. */
  private async socialMetadata(accessToken: string, postId: string | undefined): Promise<PostFigures | null> {
    if (!this.app.readsFigures || !postId) return null;
    const res = await platformFetch(
      'linkedin',
      `${this.app.apiUrl}/rest/socialMetadata/${encodeURIComponent(postId)}`,
      { headers: this.apiHeaders(accessToken) },
    );
    // Connected before the app asked for the scope: the figures wait for a reconnect.
    if (res.status === 403) return null;
    if (!res.ok) throw refusedFailure('linkedin', await detailOf(res));
    const body = await jsonOf<{
      reactionSummaries?: Record<string, { count?: number }>;
      commentSummary?: { count?: number };
    }>('linkedin', res);
    return {
      reactions: Object.values(body.reactionSummaries ?? {}).reduce((n, r) => n + (r.count ?? 0), 0),
      replies: body.commentSummary?.count ?? 0,
      reposts: null,
      impressions: null,
    };
  }

  private commentsUrl(postId: string): string {
    return `${this.app.apiUrl}/rest/socialActions/${encodeURIComponent(postId)}/comments`;
  }
}
