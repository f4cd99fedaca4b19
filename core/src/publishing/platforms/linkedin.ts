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
  postUrl: (postId: string) => `https://www.linkedin.com/feed/update/${encodeURIComponent(postId)}/`,
} as const satisfies PublishingPlatform<'linkedin'>;
