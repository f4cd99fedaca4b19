import { request } from './http';
import type { ContentTemplate, ContentType, TemplatesByType } from './types';

const CONTENT_TYPES: ContentType[] = ['linkedin', 'twitter', 'facebook', 'instagram', 'email', 'blog'];

/**
 * Templates per content type. Accepts `{byContentType: {...}}`, a record keyed by content type, or
 * a flat list with `contentType` on each template; callers fall back to built-ins on failure.
 */
export async function getContentTemplates(): Promise<Partial<TemplatesByType>> {
  const data = await request<unknown>('/api/content/templates');
  const source = (data as { byContentType?: unknown })?.byContentType ?? (data as { templates?: unknown })?.templates ?? data;
  const result: Partial<TemplatesByType> = {};
  if (Array.isArray(source)) {
    for (const t of source as ContentTemplate[]) {
      if (!t?.contentType) continue;
      (result[t.contentType] ??= []).push(t);
    }
  } else if (source && typeof source === 'object') {
    for (const type of CONTENT_TYPES) {
      const list = (source as Record<string, unknown>)[type];
      if (Array.isArray(list)) result[type] = list as ContentTemplate[];
    }
  }
  if (Object.keys(result).length === 0) throw new Error('No templates in the answer');
  return result;
}

/** Instruction text per platform; callers fall back to built-ins on failure. */
export async function getPlatformInstructions(): Promise<Partial<Record<ContentType, string>>> {
  const data = await request<unknown>('/api/content/platform-instructions');
  const source = (data as { platformInstructions?: unknown })?.platformInstructions ?? (data as { instructions?: unknown })?.instructions ?? data;
  if (!source || typeof source !== 'object') throw new Error('No instructions in the answer');
  return source as Partial<Record<ContentType, string>>;
}
