// Everything people and screens know about Threads (Meta) as a place to publish. What Synth does
// there is threads.client.ts.
import type { PublishingPlatform } from './platform.types';

export const threads = {
  id: 'threads',
  label: 'Threads',
  contentType: 'threads',
  scopes: ['threads_basic', 'threads_content_publish'],
  pkce: false,
  perInstance: false,
  signIn: 'oauth',
  publishLabel: 'Post to Threads',
  reconnectLabel: 'Reconnect Threads',
  // Long-lived tokens last 60 days: the person is asked to reconnect a week before.
  remindDaysBeforeExpiry: 7,
  // Threads allows a profile 250 posts published through the API in 24 hours.
  postsPerDay: 250,
  postUrl: (postId: string, handle: string | null) =>
    handle
      ? `https://www.threads.com/@${encodeURIComponent(handle)}/post/${encodeURIComponent(postId)}`
      : `https://www.threads.com/t/${encodeURIComponent(postId)}`,
} as const satisfies PublishingPlatform<'threads'>;
