// Everything people and screens know about Bluesky as a place to publish. What Synth does there is
// bluesky.client.ts.
import type { PublishingPlatform } from './platform.types';

/** A post's id as Synth keeps it: its AT URI and, after a '#', its content id (replies name both). */
export function blueskyPostRef(postId: string): { uri: string; cid: string } {
  const at = postId.lastIndexOf('#');
  return { uri: postId.slice(0, at), cid: postId.slice(at + 1) };
}

export const bluesky = {
  id: 'bluesky',
  label: 'Bluesky',
  contentType: 'bluesky',
  // App passwords carry no scopes: they may post, but not change the account's settings or password.
  scopes: [],
  pkce: false,
  perInstance: false,
  signIn: 'appPassword',
  publishLabel: 'Post thread to Bluesky',
  reconnectLabel: 'Reconnect Bluesky',
  // Sessions refresh themselves with the refresh token: no reminder needed.
  remindDaysBeforeExpiry: null,
  // Bluesky allows an account 1,666 new records an hour (5,000 points at 3 a record) and 11,666 a day.
  postsPerDay: 11_666,
  postUrl: (postId: string) => {
    // at://<did>/app.bsky.feed.post/<rkey>: the profile's DID always finds it, whatever the handle is now.
    const [did, , rkey] = blueskyPostRef(postId)
      .uri.replace(/^at:\/\//, '')
      .split('/');
    return `https://bsky.app/profile/${encodeURIComponent(did ?? '')}/post/${encodeURIComponent(rkey ?? '')}`;
  },
} as const satisfies PublishingPlatform<'bluesky'>;
