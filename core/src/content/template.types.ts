// Shapes of the content library (templates, platform instructions). Data lives beside this file.
import type { ContentTypeId } from './content-types';

export interface PostTemplate<Type extends string = ContentTypeId> {
  id: string;
  name: string;
  contentType: Type;
  description: string;
  /** Full template text; empty for templates that carry no text (Twitter/X). */
  text: string;
}

export interface TemplateLibrary {
  /** Templates per content type, in display order; the first is the default for that type. */
  byContentType: Record<ContentTypeId, PostTemplate[]>;
  /** Instruction text per platform (content type). */
  platformInstructions: Record<ContentTypeId, string>;
}
