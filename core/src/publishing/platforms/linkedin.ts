// Everything about LinkedIn as a place to publish, in one member of the platforms registry.
import type { PublishingPlatform } from './platform.types';

export const linkedin: PublishingPlatform = {
  id: 'linkedin',
  label: 'LinkedIn',
  contentType: 'linkedin',
  scopes: ['openid', 'profile', 'w_member_social'],
  pkce: false,
  publishLabel: 'Publish to LinkedIn',
  reconnectLabel: 'Reconnect LinkedIn',
  // Member tokens last 60 days and most apps cannot refresh them: the person reconnects.
  remindDaysBeforeExpiry: 7,
  // LinkedIn allows a member 150 posts a day through the API.
  postsPerDay: 150,
  postUrl: (postId) => `https://www.linkedin.com/feed/update/${encodeURIComponent(postId)}/`,
};
