// Everything people and screens know about X as a place to publish. What Synth does there is
// x.client.ts.
import type { PublishingPlatform } from './platform.types';

export const x = {
  id: 'x',
  label: 'X',
  contentType: 'twitter',
  scopes: ['tweet.read', 'tweet.write', 'users.read', 'offline.access'],
  pkce: true,
  perInstance: false,
  signIn: 'oauth',
  publishLabel: 'Post thread to X',
  reconnectLabel: 'Reconnect X',
  // Access tokens last two hours and are refreshed with the refresh token: no reminder needed.
  remindDaysBeforeExpiry: null,
  // X allows a user 100 posts per 15 minutes through the API; a thread is one post per tweet.
  postsPerDay: 300,
  postUrl: (postId: string, handle: string | null) =>
    `https://x.com/${encodeURIComponent(handle ?? 'i')}/status/${encodeURIComponent(postId)}`,
  // X is busiest as the working day starts.
  bestTime: { days: [1, 2, 3, 4, 5], time: '09:00', why: 'X is busiest on weekday mornings' },
} as const satisfies PublishingPlatform<'x'>;
