export type PublishingPlatformId = 'linkedin' | 'x';

/** One place Synth can publish a run's post; every consumer reads these facts from the registry. */
export interface PublishingPlatform {
  id: PublishingPlatformId;
  /** The name people know it by. */
  label: string;
  /** The content type whose posts it publishes. */
  contentType: 'linkedin' | 'twitter';
  /** The OAuth scopes Synth asks for: posting as the person, and reading who they are. */
  scopes: string[];
  /** Whether the authorization request carries a PKCE challenge. */
  pkce: boolean;
  publishLabel: string;
  /** What a person reads when the stored token no longer works. */
  reconnectLabel: string;
  /** Days before the token expires that the person is asked to reconnect; null when it refreshes itself. */
  remindDaysBeforeExpiry: number | null;
  /** Posts one account may publish through Synth in 24 hours (a thread counts each tweet). */
  postsPerDay: number;
  /** The public address of a published post. */
  postUrl(postId: string, handle: string | null): string;
}
