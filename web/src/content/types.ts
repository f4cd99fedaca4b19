// Post templates and content types as the editor and the template test page use them.
export type ContentType = 'linkedin' | 'twitter' | 'facebook' | 'instagram' | 'email' | 'blog';

export interface ContentTemplate {
  id: string;
  name: string;
  contentType?: ContentType;
  description?: string;
  /** Full template text; empty for templates that carry none (Twitter/X). */
  text?: string;
}

export type TemplatesByType = Record<ContentType, ContentTemplate[]>;
