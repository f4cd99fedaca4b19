import { useEffect, useState } from 'react';
import { getContentTemplates, getPlatformInstructions } from '../api/content';
import type { ContentType, TemplatesByType } from '../api/types';
import { BUILTIN_PLATFORM_INSTRUCTIONS, BUILTIN_TEMPLATES } from './builtinTemplates';

/** Templates per content type from the API, with the built-ins for anything it does not give. */
export function useContentTemplates(): TemplatesByType {
  const [templates, setTemplates] = useState<TemplatesByType>(BUILTIN_TEMPLATES);
  useEffect(() => {
    let live = true;
    getContentTemplates()
      .then((fromApi) => {
        if (!live) return;
        const merged = { ...BUILTIN_TEMPLATES };
        for (const [type, list] of Object.entries(fromApi) as [ContentType, TemplatesByType[ContentType]][]) {
          if (list?.length) merged[type] = list;
        }
        setTemplates(merged);
      })
      .catch((err) => console.error('Content templates unavailable; using built-ins', err));
    return () => {
      live = false;
    };
  }, []);
  return templates;
}

export function usePlatformInstructions(): Record<ContentType, string> {
  const [instructions, setInstructions] = useState(BUILTIN_PLATFORM_INSTRUCTIONS);
  useEffect(() => {
    let live = true;
    getPlatformInstructions()
      .then((fromApi) => live && setInstructions({ ...BUILTIN_PLATFORM_INSTRUCTIONS, ...fromApi }))
      .catch((err) => console.error('Platform instructions unavailable; using built-ins', err));
    return () => {
      live = false;
    };
  }, []);
  return instructions;
}
