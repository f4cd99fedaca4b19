// What every consumer knows about a place Synth publishes to: plain facts, safe for the browser.
// What Synth does there (sign-in, posting, prices) is the platform's client (platform-client.ts).
import type { PostingSlot } from '../posting-slot';

/** One place Synth can publish a run's post; every consumer reads these facts from the registry. */
export interface PublishingPlatform<Id extends string = string> {
  id: Id;
  /** The name people know it by. */
  label: string;
  /** The content type whose posts it publishes. */
  contentType: string;
  /** The OAuth scopes Synth asks for: posting as the person, and reading who they are. */
  scopes: readonly string[];
  /** Whether the authorization request carries a PKCE challenge. */
  pkce: boolean;
  /**
   * Whether the person names their own server before connecting (a network of independent
   * instances): the authorize address and every API call then depend on the account's server.
   */
  perInstance: boolean;
  /**
   * How a person connects: `oauth` sends them to the platform's page to allow access; `appPassword`
   * asks for their handle and a password they made for Synth on the platform, which Synth exchanges
   * at once for a session and never stores.
   */
  signIn: 'oauth' | 'appPassword';
  publishLabel: string;
  /** What a person reads when the stored token no longer works. */
  reconnectLabel: string;
  /** Days before the token expires that the person is asked to reconnect; null when it refreshes itself. */
  remindDaysBeforeExpiry: number | null;
  /** Posts one account may publish through Synth in 24 hours (a thread counts each part). */
  postsPerDay: number;
  /** What a document (a PDF carousel) posted here may be; absent where documents are not posted. */
  documents?: { maxBytes: number; maxPages: number };
  /** The public address of a published post; `instance` is the account's server where it has one. */
  postUrl(postId: string, handle: string | null, instance: string | null): string;
  /**
   * The network's usual good time to post, where one is known: automatic publishing at the person's
   * best time uses it until their own figures say otherwise.
   */
  bestTime?: PostingSlot;
}
