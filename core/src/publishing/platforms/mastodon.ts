// Everything people and screens know about Mastodon as a place to publish. What Synth does there
// is mastodon.client.ts.
import type { PublishingPlatform } from './platform.types';

export const mastodon = {
  id: 'mastodon',
  label: 'Mastodon',
  contentType: 'mastodon',
  // Posting, reading the post back, and knowing who the person is: nothing else on their account.
  scopes: ['read:accounts', 'read:statuses', 'write:statuses'],
  pkce: true,
  // Each person's account lives on a server of their choosing.
  perInstance: true,
  signIn: 'oauth',
  publishLabel: 'Post thread to Mastodon',
  reconnectLabel: 'Reconnect Mastodon',
  // Mastodon's tokens do not expire; they end only when the person revokes them.
  remindDaysBeforeExpiry: null,
  // Mastodon allows an account 300 posts every 3 hours through the API.
  postsPerDay: 2_400,
  postUrl: (postId: string, handle: string | null, instance: string | null) => {
    const username = (handle ?? '').split('@')[0];
    return `${instance ?? ''}/@${encodeURIComponent(username)}/${encodeURIComponent(postId)}`;
  },
} as const satisfies PublishingPlatform<'mastodon'>;
