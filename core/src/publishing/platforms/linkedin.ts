// Everything people and screens know about LinkedIn as a place to publish. What Synth does there
// is linkedin.client.ts.
import type { PublishingPlatform } from './platform.types';

export const linkedin = {
  id: 'linkedin',
  label: 'LinkedIn',
  contentType: 'linkedin',
  scopes: ['openid', 'profile', 'w_member_social'],
  pkce: false,
  perInstance: false,
  signIn: 'oauth',
  publishLabel: 'Publish to LinkedIn',
  reconnectLabel: 'Reconnect LinkedIn',
  // Member tokens last 60 days and most apps cannot refresh them: the person reconnects.
  remindDaysBeforeExpiry: 7,
  // LinkedIn allows a member 150 posts a day through the API.
  postsPerDay: 150,
  // A document post carries one PDF of up to 100 MB and 300 pages.
  documents: { maxBytes: 100 * 1024 * 1024, maxPages: 300 },
  postUrl: (postId: string) => `https://www.linkedin.com/feed/update/${encodeURIComponent(postId)}/`,
  // Professionals read LinkedIn before the working day, most in the middle of the week.
  bestTime: {
    days: [2, 3, 4],
    time: '08:30',
    why: 'people read LinkedIn most on weekday mornings, Tuesday to Thursday',
  },
} as const satisfies PublishingPlatform<'linkedin'>;
