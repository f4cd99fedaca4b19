// The places Synth publishes to: one file per platform, read by every consumer through this list.
import { linkedin } from './linkedin';
import { x } from './x';
import type { PublishingPlatform, PublishingPlatformId } from './platform.types';

export type { PublishingPlatform, PublishingPlatformId } from './platform.types';

export const PUBLISHING_PLATFORMS: readonly PublishingPlatform[] = [linkedin, x];

export const isPublishingPlatformId = (v: unknown): v is PublishingPlatformId =>
  PUBLISHING_PLATFORMS.some((p) => p.id === v);

export function publishingPlatform(id: PublishingPlatformId): PublishingPlatform {
  const found = PUBLISHING_PLATFORMS.find((p) => p.id === id);
  if (!found) throw new Error(`Unknown publishing platform ${id}`);
  return found;
}

/** The platform that publishes posts of this content type, if any. */
export const platformForContentType = (contentType: string): PublishingPlatform | undefined =>
  PUBLISHING_PLATFORMS.find((p) => p.contentType === contentType);
