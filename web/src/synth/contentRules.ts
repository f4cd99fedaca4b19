// Content rules: which content types and templates go together.
import type { ContentType, TemplatesByType } from '../content/types';
import type { SynthForm } from './types';

/** A new content type selects its first template; LinkedIn is on only for the linkedin type. */
export function contentTypePatch(type: ContentType, templates: TemplatesByType): Partial<SynthForm> {
  const first = templates[type]?.[0]?.id ?? 'informative';
  if (type === 'linkedin')
    return { contentType: type, contentTemplate: first, linkedInEnabled: true, linkedInPostStyle: first };
  return { contentType: type, contentTemplate: first, linkedInEnabled: false };
}

/** Switching Auto template on clears the custom prompts (the AI picks the format). */
export function autoTemplatePatch(on: boolean): Partial<SynthForm> {
  return on
    ? { autoSelectTemplate: true, contentCustomPrompt: '', linkedInCustomPrompt: '' }
    : { autoSelectTemplate: false };
}

/** A LinkedIn template fills the custom prompt with its built-in text. */
export function templatePatch(form: SynthForm, templateId: string, templates: TemplatesByType): Partial<SynthForm> {
  const patch: Partial<SynthForm> = { contentTemplate: templateId };
  if (form.contentType === 'linkedin') {
    const text = templates.linkedin?.find((t) => t.id === templateId)?.text;
    patch.linkedInPostStyle = templateId;
    if (text) {
      patch.contentCustomPrompt = text;
      patch.linkedInCustomPrompt = text;
    }
  }
  return patch;
}
