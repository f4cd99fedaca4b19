import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { useContentTemplates_query$key } from '../__generated__/useContentTemplates_query.graphql';
import { contentTypeOf, templateLibrary } from '@synth/core/pure';
import type { ContentType, TemplatesByType } from './types';

const fragment = graphql`
  fragment useContentTemplates_query on Query {
    contentTemplates {
      id
      name
      contentType
      description
      text
    }
    platformInstructions {
      contentType
      text
    }
  }
`;

/**
 * Templates per content type and instruction text per platform, from the screen's query; a
 * content type the answer gives nothing for keeps the server's built-in library, bundled from the
 * domain so the two can never differ.
 */
export function useContentTemplates(query: useContentTemplates_query$key): {
  templates: TemplatesByType;
  instructions: Record<ContentType, string>;
} {
  const data = useFragment(fragment, query);
  return useMemo(() => {
    const answered: Partial<TemplatesByType> = {};
    for (const t of data.contentTemplates ?? []) {
      const type = contentTypeOf(t.contentType)?.id;
      if (type)
        (answered[type] ??= []).push({
          id: t.id,
          name: t.name,
          description: t.description,
          text: t.text,
          contentType: type,
        });
    }
    const templates: TemplatesByType = { ...templateLibrary.byContentType, ...answered };
    const instructions: Record<ContentType, string> = { ...templateLibrary.platformInstructions };
    for (const p of data.platformInstructions ?? []) instructions[p.contentType as ContentType] = p.text;
    return { templates, instructions };
  }, [data]);
}
