// The built-in content library served by GET /api/content/templates and used by the post writer.
// LinkedIn lists the nine per-type templates first ('informative' is the synth default, and the
// first template of a type is what choosing that type selects), then the 21 LinkedIn formats.
import type { ContentType } from '../synths/synth.enums';
import { linkedinTemplates } from './linkedin-templates';
import { platformInstructions } from './platform-instructions';
import { perTypeTemplates, twitterTemplates } from './post-templates';
import type { PostTemplate, TemplateLibrary } from './template.types';

export const templateLibrary: TemplateLibrary = {
  byContentType: {
    linkedin: [...perTypeTemplates('linkedin'), ...linkedinTemplates],
    twitter: twitterTemplates,
    facebook: perTypeTemplates('facebook'),
    instagram: perTypeTemplates('instagram'),
    email: perTypeTemplates('email'),
    blog: perTypeTemplates('blog'),
  },
  platformInstructions,
};

function templatesOf(contentType: string): PostTemplate[] {
  // Own-property check: the content type may come straight from a request.
  return Object.prototype.hasOwnProperty.call(templateLibrary.byContentType, contentType)
    ? templateLibrary.byContentType[contentType as `${ContentType}`]
    : [];
}

/** The template with this id for this content type, if the library has one. */
export function findTemplate(contentType: `${ContentType}` | (string & {}), id: string): PostTemplate | undefined {
  return templatesOf(contentType).find((t) => t.id === id);
}

/** The default template for a content type (the first in display order); undefined for an unknown type. */
export function firstTemplateFor(contentType: `${ContentType}`): PostTemplate;
export function firstTemplateFor(contentType: string): PostTemplate | undefined;
export function firstTemplateFor(contentType: string): PostTemplate | undefined {
  return templatesOf(contentType)[0];
}
