// The content types, in the editor's order. Adding one: a file beside this one and a line here;
// docs/adding-a-content-type.md says the rest.
import type { ContentTypeDefinition } from '../content-type';
import { blog } from './blog';
import { bluesky } from './bluesky';
import { email } from './email';
import { facebook } from './facebook';
import { instagram } from './instagram';
import { linkedin } from './linkedin';
import { mastodon } from './mastodon';
import { threads } from './threads';
import { twitter } from './twitter';

export const CONTENT_TYPES = [linkedin, twitter, bluesky, mastodon, threads, facebook, instagram, email, blog] as const;

/** A content type's wire value: 'linkedin', 'twitter', … */
export type ContentTypeId = (typeof CONTENT_TYPES)[number]['id'];

export const CONTENT_TYPE_IDS = CONTENT_TYPES.map((t) => t.id) as [ContentTypeId, ...ContentTypeId[]];

const BY_ID = new Map<string, ContentTypeDefinition<ContentTypeId>>(CONTENT_TYPES.map((t) => [t.id, t]));

/** The definition of a content type; undefined for a value no type has (it may come straight from a request). */
export function contentTypeOf(id: ContentTypeId): ContentTypeDefinition<ContentTypeId>;
export function contentTypeOf(id: string): ContentTypeDefinition<ContentTypeId> | undefined;
export function contentTypeOf(id: string): ContentTypeDefinition<ContentTypeId> | undefined {
  return BY_ID.get(id);
}
