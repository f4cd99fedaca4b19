// The built-in content library served by GET /api/content/templates and used by the post writer:
// each content type's templates and platform instructions, read from the content-type registry.
import { CONTENT_TYPES, type ContentTypeId } from './content-types';
import type { PostTemplate, TemplateLibrary } from './template.types';

const byType = <T>(value: (type: (typeof CONTENT_TYPES)[number]) => T) =>
  Object.fromEntries(CONTENT_TYPES.map((t) => [t.id, value(t)])) as Record<ContentTypeId, T>;

export const templateLibrary: TemplateLibrary = {
  byContentType: byType((t): PostTemplate[] => t.templates),
  platformInstructions: byType((t) => t.instructions),
};

function templatesOf(contentType: string): PostTemplate[] {
  // Own-property check: the content type may come straight from a request.
  return Object.prototype.hasOwnProperty.call(templateLibrary.byContentType, contentType)
    ? templateLibrary.byContentType[contentType as ContentTypeId]
    : [];
}

/** The template with this id for this content type, if the library has one. */
export function findTemplate(contentType: ContentTypeId | (string & {}), id: string): PostTemplate | undefined {
  return templatesOf(contentType).find((t) => t.id === id);
}

/** The default template for a content type (the first in display order); undefined for an unknown type. */
export function firstTemplateFor(contentType: ContentTypeId): PostTemplate;
export function firstTemplateFor(contentType: string): PostTemplate | undefined;
export function firstTemplateFor(contentType: string): PostTemplate | undefined {
  return templatesOf(contentType)[0];
}
