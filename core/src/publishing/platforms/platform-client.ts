// What Synth does on a platform, behind one interface the connected-accounts service and the
// publisher call without knowing which platform it is. Each platform implements it in its own
// <platform>.client.ts and registers it in platform-clients.ts.
import type { PublishPreview } from '../publish-preview';
import type { PublishingPlatform } from './platform.types';
import type { Member, TokenSet } from './platform-http';

export type { Member, TokenSet };

/** Reads a platform's settings through the helpers config.ts hands over (it alone reads the environment). */
export interface SettingReaders {
  str(name: string, fallback?: string): string | undefined;
  decimal(name: string, fallback: number): number;
  flag(name: string, fallback: boolean): boolean;
}

/** The person's own server on a platform of independent servers, with Synth's app registered there. */
export interface PlatformInstance {
  /** The server's origin, such as https://mastodon.social. */
  url: string;
  clientId: string;
  clientSecret: string;
}

/** A platform's app on this server, as its settings give it. */
export interface PlatformApp {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Whether this server publishes there: its settings name an app of its own, a stand-in's, or the service. */
  enabled: boolean;
  /** The setting that turns publishing there on, for the production checks' sentences. */
  enabledBy: string;
  /** The addresses people's sign-ins and tokens travel to, by setting name: production requires https. */
  addresses: Record<string, string>;
}

/** The connected account a call acts for. */
export interface AccountRef {
  /** The platform's id of the person. */
  externalId: string;
  handle: string | null;
  /** The person's own server, on a platform of independent instances; null elsewhere. */
  instance: string | null;
}

/** A document posted with the text (LinkedIn's document carousel). */
export interface PublishDocument {
  /** Its title on the platform. */
  title: string;
  /** The platform's id of the document once its bytes were uploaded, or null. */
  readonly uploadedId: string | null;
  bytes(): Promise<Uint8Array>;
  markUploaded(id: string): Promise<void>;
}

/**
 * One publication as the client sends it: what is already live, and the records it keeps. The
 * publisher records each part's intent before sending it and its id after, so a run that stopped
 * between the two (a killed worker, a lost answer) first finds what the platform already holds.
 */
export interface PublishJob {
  /** The publication's own key, the same on every attempt: a platform that takes idempotency keys gets one made from it per part. */
  key: string;
  account: AccountRef;
  /** The post, or the thread's parts in order. */
  parts: readonly string[];
  /** The platform's ids of the parts already live, in order. */
  postedIds: readonly string[];
  /** A comment posted under the first part (LinkedIn's link as first comment), or null. */
  firstComment: string | null;
  commentPosted: boolean;
  /** A document to post with the first part; absent for a text post. */
  document?: PublishDocument;
  /** Records that part `index` (the comment is the part after the last) is about to be sent; answers whether an earlier attempt had begun sending it. */
  markSending(index: number): Promise<boolean>;
  /** The platform answered with a refusal, so nothing was posted: the next attempt need not look. */
  clearIntent(): Promise<void>;
  markPosted(id: string): Promise<void>;
  markCommentPosted(): Promise<void>;
}

/** A published post's public figures at one moment, as the platform counts them. */
export interface PostFigures {
  /** Likes, or LinkedIn's reactions of every kind. */
  reactions: number;
  /** Replies, or LinkedIn's comments. */
  replies: number;
  /** Reposts and quotes, where the platform says; null elsewhere. */
  reposts: number | null;
  /** How often it was shown, where the platform says; null elsewhere. */
  impressions: number | null;
}

/** Reads a published post's figures: the client knows its platform's API and how often it may be asked. */
export interface FiguresReader {
  /** Reads of figures this server may make per minute on the platform, across every account. */
  readonly perMinute: number;
  /** The post's figures (a thread's parts added up); null where the platform does not share them with Synth. */
  read(accessToken: string, post: { account: AccountRef; postIds: readonly string[] }): Promise<PostFigures | null>;
}

export interface PlatformClient {
  readonly platform: PublishingPlatform;
  /** Whether this server has an app for the platform (its own or a local stand-in's). */
  readonly available: boolean;
  /** Where to send the person's browser to allow access. */
  authorizeUrl(req: {
    state: string;
    redirectUri: string;
    codeChallenge: string;
    instance: PlatformInstance | null;
  }): Promise<string>;
  exchangeCode(req: {
    code: string;
    redirectUri: string;
    codeVerifier: string;
    instance: PlatformInstance | null;
  }): Promise<TokenSet>;
  /**
   * Where `perInstance`: the server's origin for what the person typed ("mastodon.social"), or a
   * PublishFailure saying why it cannot be one.
   */
  serverOf?(named: string): string;
  /** Where `perInstance`: registers Synth's app on the server, once per server. */
  registerApp?(server: string, redirectUri: string): Promise<{ clientId: string; clientSecret: string }>;
  /** Where `signIn` is `appPassword`: a session for the person's handle and the password they made for Synth. */
  signInWithPassword?(req: {
    identifier: string;
    password: string;
    instance: PlatformInstance | null;
  }): Promise<TokenSet>;
  member(accessToken: string, instance: PlatformInstance | null): Promise<Member>;
  /** New tokens for a refresh token; absent where the platform's tokens do not refresh. */
  refresh?(refreshToken: string, instance: PlatformInstance | null): Promise<TokenSet>;
  /** Best effort: a token the platform no longer knows is fine. */
  revoke(token: string, instance: PlatformInstance | null): Promise<void>;
  /** Exactly what publishing this text would post, checked against the platform's limits, with its price. */
  compose(text: string, options: { linkAsFirstComment?: boolean }): PublishPreview;
  /** What the platform charges for these parts, in US dollars; null where posting is free. */
  costUsd(parts: readonly string[]): number | null;
  /** How the platform counts a part's length, and its limit. */
  lengthOf(part: string): number;
  readonly limit: number;
  /** Sends what is not live yet, idempotently through the job's records. */
  publish(accessToken: string, job: PublishJob): Promise<void>;
  /** What a published post earned; absent where the platform offers no figures. */
  readonly readMetrics?: FiguresReader;
}

/** A platform's client as the registry builds it: its settings read once, its client made from them. */
export interface PlatformClientFactory<Id extends string = string, App extends PlatformApp = PlatformApp> {
  id: Id;
  readSettings(readers: SettingReaders): App;
  create(app: App): PlatformClient;
}
