// The places Synth publishes to: one file of facts per platform, and every consumer (the platform
// ids, the GraphQL enum, the connected-accounts page) reads them through this list. Each platform's
// client is registered beside it in platform-clients.ts. Safe for the browser.
import { bluesky } from './bluesky';
import { linkedin } from './linkedin';
import { mastodon } from './mastodon';
import { threads } from './threads';
import { x } from './x';
import type { PublishingPlatform } from './platform.types';
import { contentTypeOf } from '../../content/content-types';

export type { PublishingPlatform } from './platform.types';

export const PUBLISHING_PLATFORMS = [
  linkedin,
  x,
  bluesky,
  mastodon,
  threads,
] as const satisfies readonly PublishingPlatform[];

export type PublishingPlatformId = (typeof PUBLISHING_PLATFORMS)[number]['id'];

export const PUBLISHING_PLATFORM_IDS = PUBLISHING_PLATFORMS.map((p) => p.id) as PublishingPlatformId[];

export const isPublishingPlatformId = (v: unknown): v is PublishingPlatformId =>
  PUBLISHING_PLATFORMS.some((p) => p.id === v);

export function publishingPlatform(id: PublishingPlatformId): PublishingPlatform<PublishingPlatformId> {
  const found = PUBLISHING_PLATFORMS.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown publishing platform ${id}`);
  return found;
}

/** The platform that publishes posts of this content type, if any. */
export const platformForContentType = (contentType: string): PublishingPlatform<PublishingPlatformId> | undefined =>
  PUBLISHING_PLATFORMS.find((p) => p.contentType === contentType);

/** The platform that takes document carousels, if any. */
export const documentPlatform = (): PublishingPlatform<PublishingPlatformId> | undefined =>
  PUBLISHING_PLATFORMS.find((p: PublishingPlatform<PublishingPlatformId>) => p.documents);

/** What one part of a thread is called on the platform: "tweet" on X, "post" elsewhere. */
export const threadPartName = (id: PublishingPlatformId): string =>
  contentTypeOf(publishingPlatform(id).contentType)?.limits.thread?.part ?? 'post';
