// Post templates and content types as the editor and the template test page use them.
import type { ContentTypeId } from '@synth/core/pure';

export type ContentType = ContentTypeId;

export interface ContentTemplate {
  id: string;
  name: string;
  contentType?: ContentType;
  description?: string;
  /** Full template text; empty for templates that carry none (Twitter/X). */
  text?: string;
}

export type TemplatesByType = Record<ContentType, ContentTemplate[]>;
