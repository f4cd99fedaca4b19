// A content library for unit tests that need only a few LinkedIn templates (template choice,
// prompt options) rather than the real library.
import type { PostTemplate, TemplateLibrary } from './template.types';

/** A library that holds just these LinkedIn templates and this LinkedIn guidance. */
export function linkedinLibrary(templates: Omit<PostTemplate, 'contentType'>[], guidance = ''): TemplateLibrary {
  return {
    byContentType: { linkedin: templates.map((t) => ({ ...t, contentType: 'linkedin' })) },
    platformInstructions: { linkedin: guidance },
  } as unknown as TemplateLibrary;
}
