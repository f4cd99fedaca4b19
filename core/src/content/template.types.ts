// Shapes of the content library (templates, platform instructions). Data lives beside this file.
import type { ContentType } from '../synths/synth.enums';

export interface PostTemplate {
  id: string;
  name: string;
  contentType: `${ContentType}`;
  description: string;
  /** Full template text; empty for templates that carry no text (Twitter/X). */
  text: string;
}

export interface TemplateLibrary {
  /** Templates per content type, in display order; the first is the default for that type. */
  byContentType: Record<`${ContentType}`, PostTemplate[]>;
  /** Instruction text per platform (content type). */
  platformInstructions: Record<`${ContentType}`, string>;
}
